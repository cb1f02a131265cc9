// The hierarchy import fuzz target: compiled into one module with the library's sources by
// `bash Fuzz/run.sh hierarchy SECONDS` (NAVSTACK_SINGLE_MODULE).
//
// Each input is the text of a `_printHierarchy` dump, read by `HierarchyDump(parsing:)` and
// imported with `Window.importHierarchy(_:options:)`. Either throws, or the window holds, so:
//   - its invariants hold;
//   - it prints (`-f uikit`) exactly the dump's lines without pointers, one per controller;
//   - that text imports again to the same text;
//   - every output format renders, and a short script runs on it with the invariants holding.
// A broken rule stops the run with a crash, which the fuzzing engine records.
//
// Seeds: with NAVSTACK_EMIT_SEEDS=DIR set, the binary writes `-f uikit` of the window after
// every line of every script named on its command line into DIR and exits.

import Foundation

private func violation(_ message: String, dump: String) -> Never {
    fatalError("\(message)\n--- dump (first 2000 characters)\n\(dump.prefix(2_000))")
}

private let followUp = ["push Fz1", "pop", "present Fz2", "dismiss", "select 1", "device ipad-pro-13", "pop-to-root"]

@_cdecl("LLVMFuzzerInitialize")
public func navStackHierarchyFuzzInitialize(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
    guard let folder = ProcessInfo.processInfo.environment["NAVSTACK_EMIT_SEEDS"] else { return 0 }
    for path in CommandLine.arguments.dropFirst() where path.hasSuffix(".nav") {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        var dumps = Set<String>()
        var interpreter = Interpreter(options: .init(keepGoing: true))
        interpreter.write = { _ in }
        interpreter.report = { _ in }
        interpreter.observe = { step in dumps.insert(UIKitHierarchyRenderer.render(step.window)) }
        interpreter.run(ScriptSource(name: path, text: text))
        let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".nav", with: "")
        for (number, dump) in dumps.sorted().enumerated() where !dump.isEmpty {
            _ = FileManager.default.createFile(atPath: "\(folder)/\(name)-\(number).txt", contents: Data(dump.utf8))
        }
    }
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func navStackHierarchyFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    guard let dump = try? HierarchyDump(parsing: text) else { return 0 }
    var window = Window()
    guard (try? window.importHierarchy(dump)) != nil else { return 0 }
    let problems = window.invariantViolations()
    if !problems.isEmpty { violation("an imported window breaks its invariants:\n  " + problems.joined(separator: "\n  "), dump: text) }
    let printed = UIKitHierarchyRenderer.render(window)
    let expected = dump.entries.map(\.canonicalText).joined(separator: "\n")
    if printed != expected { violation("the imported window prints\n\(printed)\nnot the dump's\n\(expected)", dump: text) }
    var again = Window()
    guard let reread = try? HierarchyDump(parsing: printed), (try? again.importHierarchy(reread)) != nil else {
        violation("the imported window's own text does not import", dump: text)
    }
    if UIKitHierarchyRenderer.render(again) != printed { violation("the second import prints differently", dump: text) }
    for format in OutputFormat.allCases { _ = format.render(window) }
    var interpreter = Interpreter(window: window, options: .init(keepGoing: true))
    interpreter.write = { _ in }
    interpreter.report = { _ in }
    for (number, line) in followUp.enumerated() {
        interpreter.run(ScriptSource(name: "follow-up.nav", text: line, firstLine: number + 1))
        let problems = interpreter.window.invariantViolations()
        if !problems.isEmpty { violation("'\(line)' broke the invariants:\n  " + problems.joined(separator: "\n  "), dump: text) }
    }
    return 0
}
