import NavStack
import Testing

/// Runs a navtree script inside a Swift Testing test, and records each diagnostic it gives
/// as an issue at the script's line in the test's source file, so Xcode and `swift test`
/// show a failed `expect` line, a rejected command or a typo where it is written. Returns
/// the window the script leaves, for the test to go on with.
///
/// ```swift
/// @Test func signIn() {
///     let window = runScript("""
///         root tabs(main=nav(Home), nav(Settings))
///         push Detail from=Home
///         expect top Detail
///         """)
///     #expect(window.topName == "Detail")
/// }
/// ```
///
/// **Where the issues go.** The script's first line is taken to be line `line +
/// firstLineOffset` of `filePath`: with the defaults, the line after the call's, where a
/// multi-line string literal opened at the end of the call's line (`runScript("""`) has its
/// first content line. When the literal opens on a later line, say so with
/// `firstLineOffset` (2 for `runScript(` then `"""` on the next line). A diagnostic on the
/// script's line *n* is recorded at line `line + firstLineOffset + n - 1`, at column
/// `indentation + its column`: a multi-line literal's lines lose the indentation of its
/// closing `"""`, so pass that indentation (in characters) for the column to point at the
/// token; without it, the column counts from the start of the line.
///
/// **Snapshots.** `expect snapshot NAME [format=F]` compares the state with a reference file
/// beside the test file, `__Snapshots__/TESTFILE/NAME.tree.txt` (TESTFILE the file's name
/// without `.swift`), as swift-snapshot-testing keeps its references: a missing one is recorded
/// and fails the test once; with `record: true`, or the environment variable `NAVSTACK_RECORD=1`,
/// every reference the script reaches is rewritten (and fails, as record mode does).
///
/// **What is recorded.** Errors (a malformed line, a rejected command, a failed expectation)
/// are issues that fail the test; warnings (a `pop` at the root, which UIKit ignores) are
/// issues of severity warning, which do not, with compilers that have it (Swift 6.3 on), and
/// are not recorded with older ones. Each issue's comment is the diagnostic's message, then
/// its notes (`note: UIKit raises NSInvalidArgumentException`), one a line, then a snapshot's
/// diff. Like `#expect`,
/// a failure does not stop the test: the script goes on with its next line
/// (`Interpreter.Options.keepGoing`) unless `options` says otherwise, and the
/// window it returns is the state after the last line that ran. Output the script prints
/// (`print`) is dropped.
///
/// - Parameters:
///   - script: The script's text.
///   - window: The window to start from; an empty one by default.
///   - options: How to run it; by default, keep going after a failure.
///   - record: Whether `expect snapshot` rewrites its references (record mode); `nil` reads
///     `NAVSTACK_RECORD` from the environment.
///   - firstLineOffset: How many lines after `line` the script's first line is.
///   - indentation: How many characters the string literal's lines are indented by.
///   - fileID: The test file's ID, `#fileID` at the call.
///   - filePath: The test file's path, `#filePath` at the call.
///   - line: The call's line, `#line`.
///   - column: The call's column, `#column`; issues that belong to no line of the script
///     (none so far) would be recorded there.
/// - Returns: The window after the script.
@discardableResult
public func runScript(
    _ script: String, on window: Window = Window(), options: Interpreter.Options = Interpreter.Options(keepGoing: true),
    record: Bool? = nil, firstLineOffset: Int = 1, indentation: Int = 0,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> Window {
    var options = options
    if let record { options.recordsSnapshots = record } else if TestSnapshotStore.recordsFromEnvironment { options.recordsSnapshots = true }
    var interpreter = Interpreter(window: window, options: options)
    interpreter.snapshots = TestSnapshotStore()
    let firstLine = line + firstLineOffset
    interpreter.report = { diagnostic in
        let location = diagnostic.location
        let sourceLocation: SourceLocation
        if location.line >= firstLine {
            sourceLocation = SourceLocation(
                fileID: fileID, filePath: filePath, line: location.line, column: max(1, indentation + location.column))
        } else {
            sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        }
        ScriptIssue.record(diagnostic, at: sourceLocation)
    }
    // Lines are numbered from the script's first line in the test file, so a diagnostic's
    // line is already the file's.
    // The test file's path names the script, so snapshots go beside it.
    interpreter.run(ScriptSource(name: filePath, text: script, firstLine: firstLine))
    return interpreter.window
}

/// Turns diagnostics into Swift Testing issues.
enum ScriptIssue {
    /// The comment of `diagnostic`'s issue: its message, then its notes, then its detail (a
    /// snapshot's diff).
    static func comment(_ diagnostic: Diagnostic) -> Comment {
        var lines = [diagnostic.message] + diagnostic.notes.map { "note: " + $0 }
        lines += diagnostic.detail
        return Comment(rawValue: lines.joined(separator: "\n"))
    }

    /// Records `diagnostic` at `sourceLocation`: an error as a failing issue, a warning as a
    /// warning issue where the compiler's Swift Testing has them.
    static func record(_ diagnostic: Diagnostic, at sourceLocation: SourceLocation) {
        switch diagnostic.severity {
        case .error:
            #if compiler(>=6.3)
            Issue.record(comment(diagnostic), severity: .error, sourceLocation: sourceLocation)
            #else
            Issue.record(comment(diagnostic), sourceLocation: sourceLocation)
            #endif
        case .warning, .note:
            #if compiler(>=6.3)
            Issue.record(comment(diagnostic), severity: .warning, sourceLocation: sourceLocation)
            #endif
        }
    }
}
