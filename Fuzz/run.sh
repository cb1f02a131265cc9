#!/usr/bin/env bash
# Fuzzes the script parser and interpreter for SECONDS (default 60) with libFuzzer and the
# address sanitizer: the library's sources and Fuzz/FuzzTarget.swift are compiled into one
# instrumented binary (one module: NAVSTACK_SINGLE_MODULE drops the imports between the
# library's modules, as swift-collections' COLLECTIONS_SINGLE_MODULE does), the corpus is seeded from Examples/*.nav and Fuzz/regressions/*.nav
# (minimised inputs that once broke a rule) and the dictionary holds the script language's
# words.
#
#   bash Fuzz/run.sh 300                    fuzz for five minutes
#   bash Fuzz/run.sh 300 -len_control=0     ... passing further flags to libFuzzer
#   bash Fuzz/run.sh replay FILE ...        run saved inputs once (a crash, leak or timeout)
#
# Exits non-zero when the fuzzer finds a crash, a sanitizer report or an input that runs
# longer than 10 seconds; the input is kept in Fuzz/artifacts/ and its path printed.
# FUZZ_WORK_DIR sets the build and corpus directory (default: a fresh temporary one; reuse
# one to keep the corpus between runs).
set -euo pipefail
# The engine prints its own stack on a crash; the runtime backtracer only slows that down.
export SWIFT_BACKTRACE=enable=no
cd "$(dirname "$0")/.."

mode="${1:-60}"
shift || true
if [ "$mode" != "replay" ] && ! [[ "$mode" =~ ^[0-9]+$ ]]; then
  echo "usage: bash Fuzz/run.sh SECONDS [LIBFUZZER_FLAG ...] | bash Fuzz/run.sh replay FILE ..." >&2
  exit 2
fi

if [ -n "${FUZZ_WORK_DIR:-}" ]; then
  work="$FUZZ_WORK_DIR"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/navstack-fuzz.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/corpus" Fuzz/artifacts
binary="$work/navstack-fuzz"

echo "== building the fuzz target ($binary)"
# Build from a copy, so editing the sources meanwhile cannot break or skew the build.
rm -rf "$work/src"
mkdir -p "$work/src"
cp -R Sources/NavStack "$work/src/NavStack"
# The umbrella module only re-exports the others.
rm -rf "$work/src/NavStack/Umbrella"
cp Fuzz/FuzzTarget.swift "$work/src/"
mapfile -t sources < <(find "$work/src" -name '*.swift' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 \
  -D NAVSTACK_SINGLE_MODULE -package-name NavStack \
  -module-name NavStackFuzz "${sources[@]}" \
  -use-ld=lld -Xlinker -lm -o "$binary"

if [ "$mode" = "replay" ]; then
  echo "== replaying $*"
  "$binary" -timeout=10 -rss_limit_mb=4096 "$@"
  exit $?
fi
seconds="$mode"

# The examples, and every input that once broke a rule (replayed first, as part of the corpus).
cp Examples/*.nav Fuzz/regressions/*.nav "$work/corpus/"

echo "== fuzzing for ${seconds}s"
status=0
"$binary" "$work/corpus" \
  -dict=Fuzz/navtree.dict \
  -max_total_time="$seconds" \
  -timeout=10 \
  -rss_limit_mb=4096 \
  -max_len=65536 \
  -print_final_stats=1 \
  -artifact_prefix=Fuzz/artifacts/ \
  "$@" || status=$?

if [ "$status" -ne 0 ]; then
  echo "fuzzing FAILED (status $status); inputs saved in Fuzz/artifacts/:" >&2
  ls -1 Fuzz/artifacts/ >&2 || true
  exit 1
fi
echo "fuzzing: no crash, sanitizer report or timeout in ${seconds}s"
