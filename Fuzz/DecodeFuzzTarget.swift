// The decoding fuzz target: compiled into one module with the library's sources by
// `bash Fuzz/run.sh decode SECONDS` (NAVSTACK_SINGLE_MODULE).
//
// Each input is a state document given to `StateDocument.window(from:)` (the library's own
// JSON reader and the window's validating decoder). It either throws or returns a window
// that operations could have built, so then:
//   - the window's invariants hold;
//   - its document reads back to an equal window, whose document is the same text;
//   - every output format renders;
//   - a short script of pushes, pops, presentations, a device change, popups and the clock
//     runs on it with --keep-going, the invariants holding after every line.
// A broken rule stops the run with a crash, which the fuzzing engine records.
//
// Seeds: with NAVSTACK_EMIT_SEEDS=DIR set, the binary writes the state document of the final
// window of every script named on its command line into DIR and exits (run.sh seeds the
// corpus so).

import Foundation

private func violation(_ message: String, document: Data) -> Never {
    let excerpt = String(decoding: document.prefix(2_000), as: UTF8.self)
    fatalError("\(message)\n--- document (first 2000 bytes)\n\(excerpt)")
}

/// What runs on every decoded window: each line is tried, rejected ones are fine.
private let followUp = [
    "push Fz1", "pop", "present Fz2", "dismiss", "popup present Fz3", "popup open", "popup close",
    "popup dismiss", "toast \"fz\"", "wait 3", "toasts add fz", "device ipad-pro-13 landscape",
    "device iphone-15-pro", "pop-to-root", "select 1",
]

@_cdecl("LLVMFuzzerInitialize")
public func navStackDecodeFuzzInitialize(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
    guard let folder = ProcessInfo.processInfo.environment["NAVSTACK_EMIT_SEEDS"] else { return 0 }
    for path in CommandLine.arguments.dropFirst() where path.hasSuffix(".nav") {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        var interpreter = Interpreter(options: .init(keepGoing: true))
        interpreter.write = { _ in }
        interpreter.report = { _ in }
        interpreter.run(ScriptSource(name: path, text: text))
        let data = Data(StateDocument.text(of: interpreter.window).utf8)
        let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".nav", with: ".json")
        _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: data)
    }
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func navStackDecodeFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let document = data.map { Data(bytes: $0, count: size) } ?? Data()
    guard let window = try? StateDocument.window(from: Array(document)) else { return 0 }
    let problems = window.invariantViolations()
    if !problems.isEmpty {
        violation("a decoded window breaks its invariants:\n  " + problems.joined(separator: "\n  "), document: document)
    }
    let text = StateDocument.text(of: window)
    guard let again = try? StateDocument.window(from: Array(text.utf8)) else {
        violation("a decoded window's document does not read back", document: document)
    }
    if again != window { violation("a decoded window changed through its document", document: document) }
    if StateDocument.text(of: again) != text { violation("a window's document is not a fixed point", document: document) }
    for format in OutputFormat.allCases { _ = format.render(window) }

    var interpreter = Interpreter(window: window, options: .init(keepGoing: true))
    interpreter.write = { _ in }
    interpreter.report = { _ in }
    for (number, line) in followUp.enumerated() {
        interpreter.run(ScriptSource(name: "follow-up.nav", text: line, firstLine: number + 1))
        let problems = interpreter.window.invariantViolations()
        if !problems.isEmpty {
            violation("'\(line)' broke the invariants:\n  " + problems.joined(separator: "\n  "), document: document)
        }
    }
    for format in OutputFormat.allCases { _ = format.render(interpreter.window) }
    return 0
}
