#!/usr/bin/env bash
# Fuzzes NavStack for SECONDS (default 60) with libFuzzer and the address sanitizer: the
# library's sources and one target are compiled into one instrumented binary (one module:
# NAVSTACK_SINGLE_MODULE drops the imports between the library's modules, as
# swift-collections' COLLECTIONS_SINGLE_MODULE does). Two targets:
#
# - script (the default, Fuzz/FuzzTarget.swift): scripts through the parser and interpreter.
#   The corpus is seeded from Examples/*.nav, Fuzz/regressions/*.nav (minimised inputs that
#   once broke a rule) and a few large generated scripts (a deep stack, many tabs, long
#   names), so inputs of tens of kilobytes are in reach from the start; the dictionary holds
#   the script language's words.
# - decode (Fuzz/DecodeFuzzTarget.swift): state documents read as a Window. The corpus is
#   the state document of every example's final window; the dictionary holds its keys.
# - hierarchy (Fuzz/HierarchyFuzzTarget.swift): `_printHierarchy` dumps imported as a Window.
#   The corpus is `-f uikit` of every window each example goes through; the dictionary holds
#   the dump's punctuation, states and classes.
#
#   bash Fuzz/run.sh 300                    fuzz scripts for five minutes
#   bash Fuzz/run.sh decode 300             fuzz decoding for five minutes
#   bash Fuzz/run.sh hierarchy 300          fuzz the hierarchy import for five minutes
#   bash Fuzz/run.sh 300 -len_control=0     ... passing further flags to libFuzzer
#   bash Fuzz/run.sh replay FILE ...        run saved inputs once (a crash, leak or timeout)
#   bash Fuzz/run.sh decode replay FILE ... the same for the decoding target
#
# Exits non-zero when the fuzzer finds a crash, a sanitizer report or an input that runs
# longer than 10 seconds; the input is kept in Fuzz/artifacts/ and its path printed.
# FUZZ_WORK_DIR sets the build and corpus directory (default: a fresh temporary one; reuse
# one to keep the corpus between runs).
set -euo pipefail
# The engine prints its own stack on a crash; the runtime backtracer only slows that down.
export SWIFT_BACKTRACE=enable=no
cd "$(dirname "$0")/.."

target=script
if [ "${1:-}" = "decode" ] || [ "${1:-}" = "script" ] || [ "${1:-}" = "hierarchy" ]; then
  target="$1"
  shift
fi
mode="${1:-60}"
shift || true
if [ "$mode" != "replay" ] && ! [[ "$mode" =~ ^[0-9]+$ ]]; then
  echo "usage: bash Fuzz/run.sh [script|decode|hierarchy] SECONDS [LIBFUZZER_FLAG ...] | bash Fuzz/run.sh [script|decode|hierarchy] replay FILE ..." >&2
  exit 2
fi

if [ -n "${FUZZ_WORK_DIR:-}" ]; then
  work="$FUZZ_WORK_DIR"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/navstack-fuzz.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/corpus" Fuzz/artifacts
binary="$work/navstack-fuzz-$target"

echo "== building the $target fuzz target ($binary)"
# Build from a copy, so editing the sources meanwhile cannot break or skew the build.
rm -rf "$work/src"
mkdir -p "$work/src"
cp -R Sources/NavStack "$work/src/NavStack"
# The umbrella module only re-exports the others.
rm -rf "$work/src/NavStack/Umbrella"
case "$target" in
  decode) cp Fuzz/DecodeFuzzTarget.swift "$work/src/" ;;
  hierarchy) cp Fuzz/HierarchyFuzzTarget.swift "$work/src/" ;;
  *) cp Fuzz/FuzzTarget.swift "$work/src/" ;;
esac
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

if [ "$target" = "decode" ]; then
  # The state document of every example's final window.
  NAVSTACK_EMIT_SEEDS="$work/corpus" "$binary" Examples/*.nav
  dictionary=Fuzz/state.dict
elif [ "$target" = "hierarchy" ]; then
  # -f uikit of every window the examples go through, and every dump that once broke a rule.
  NAVSTACK_EMIT_SEEDS="$work/corpus" "$binary" Examples/*.nav
  cp Fuzz/regressions/hierarchy-*.txt "$work/corpus/"
  dictionary=Fuzz/hierarchy.dict
else
  # The examples, every input that once broke a rule (replayed first, as part of the corpus),
  # and large structured scripts the mutator would take long to grow by itself.
  cp Examples/*.nav Fuzz/regressions/*.nav "$work/corpus/"
  {
    echo "root n=nav(S0)"
    for i in $(seq 1 300); do echo "push S$i"; done
    echo "pop-to S150"
    echo "expect count 151"
  } >"$work/corpus/seed-deep-stack.nav"
  {
    printf 'root t=tabs('
    for i in $(seq 1 60); do printf 'nav(T%d), ' "$i"; done
    echo 'nav(T0))'
    for i in $(seq 1 60 | shuf --random-source=<(yes)); do echo "select T$i"; echo "push P$i"; done
  } >"$work/corpus/seed-many-tabs.nav"
  {
    long=$(printf 'N%.0s' $(seq 1 4000))
    echo "root nav($long)"
    echo "push ${long}x"
    echo "pop-to ${long}y"
    echo "set $long title=\"$long\""
  } >"$work/corpus/seed-long-names.nav"
  dictionary=Fuzz/navtree.dict
fi

echo "== fuzzing the $target target for ${seconds}s"
status=0
"$binary" "$work/corpus" \
  -dict="$dictionary" \
  -max_total_time="$seconds" \
  -timeout=10 \
  -rss_limit_mb=4096 \
  -max_len=262144 \
  -print_final_stats=1 \
  -artifact_prefix=Fuzz/artifacts/ \
  "$@" || status=$?

if [ "$status" -ne 0 ]; then
  echo "fuzzing FAILED (status $status); inputs saved in Fuzz/artifacts/:" >&2
  ls -1 Fuzz/artifacts/ >&2 || true
  exit 1
fi
echo "fuzzing: no crash, sanitizer report or timeout in ${seconds}s"
