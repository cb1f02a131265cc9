// The decoding fuzz target: compiled into one module with the library's sources by
// `bash Fuzz/run.sh decode SECONDS` (NAVSTACK_SINGLE_MODULE).
//
// Each input is a JSON document given to `JSONDecoder().decode(Window.self, from:)`. The
// decoder either throws or returns a window that operations could have built, so then:
//   - the window's invariants hold;
//   - it encodes and decodes back to an equal window;
//   - every output format renders;
//   - a short script of pushes, pops, presentations, a device change, popups and the clock
//     runs on it with --keep-going, the invariants holding after every line.
// A broken rule stops the run with a crash, which the fuzzing engine records.
//
// Seeds: with NAVSTACK_EMIT_SEEDS=DIR set, the binary writes the encoded final window of
// every script named on its command line into DIR and exits (run.sh seeds the corpus so).

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
        guard let data = try? JSONEncoder().encode(interpreter.window) else { continue }
        let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".nav", with: ".json")
        _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: data)
    }
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func navStackDecodeFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let document = data.map { Data(bytes: $0, count: size) } ?? Data()
    guard let window = try? JSONDecoder().decode(Window.self, from: document) else { return 0 }
    let problems = window.invariantViolations()
    if !problems.isEmpty {
        violation("a decoded window breaks its invariants:\n  " + problems.joined(separator: "\n  "), document: document)
    }
    guard let encoded = try? JSONEncoder().encode(window), let again = try? JSONDecoder().decode(Window.self, from: encoded)
    else { violation("a decoded window does not encode and decode again", document: document) }
    if again != window { violation("a decoded window changed through encoding and decoding", document: document) }
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
