#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The text of a real app's controller hierarchy, read line by line before any UIKit meaning
/// is given to it.
///
/// Three sources print the same shape: `-[UIViewController _printHierarchy]` (from lldb),
/// Chisel's `pvc` (which calls it) and swift-snapshot-testing's `.hierarchy` strategy (which
/// records it with the pointers removed, `purgePointers` in its
/// `Snapshotting/UIViewController.swift`). One line per controller:
///
///     <UITabBarController 0x7f9a>, state: appeared, view: <UILayoutContainerView 0x7f9b>
///        | <UINavigationController 0x7f9c>, state: appeared, view: <UILayoutContainerView 0x7f9d>
///        |    | <App.HomeViewController 0x7f9e>, state: appeared, view: <UITableView 0x7f9f>
///        + <App.Sheet 0x7fa0>, state: appeared, view: <UIView 0x7fa1>, presented with: <_UIPageSheetPresentationController 0x7fa2>
///
/// Each level of depth is `   | `; a presented controller's last level is `   + `. Pointers
/// (` 0x…` or `: 0x…`) are optional. The view is `(view not loaded)` (older iOS prints two
/// spaces before it), or its class followed by ` not in the window` when the view is loaded
/// but not in the window. The text follows the one rule for text (`TextLines`): UTF-8 (a
/// byte that is not is reported at its column), a byte order mark skipped, lines ending at
/// LF, CR LF or a lone CR; blank lines are skipped, and so are lldb's prompt lines pasted with
/// the output (`(lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]`, the
/// prompt lldb prints before each command).
public struct HierarchyDump: Hashable, Sendable {
    /// One controller line.
    public struct Entry: Hashable, Sendable {
        /// The 1-based line of the dump.
        public var line: Int
        /// The 1-based column (in characters) of the `<` that opens the class.
        public var column: Int
        /// Levels of indentation: 0 for the window's root.
        public var depth: Int
        /// The class, as printed (`App.HomeViewController`), without a pointer.
        public var className: String
        /// The printed state.
        public var state: AppearanceState
        /// The class of the loaded view, `nil` for `(view not loaded)`.
        public var viewClassName: String?
        /// Whether a loaded view is in the window (no ` not in the window`).
        public var isViewInWindow: Bool
        /// The presentation controller's class for a presented controller (`+`), else `nil`.
        public var presentationClassName: String?
        /// The entry this one is a child of (`|`), `nil` for the root and presented ones.
        public var parent: Int?
        /// The entry presenting this one (`+`).
        public var presenter: Int?
        /// The child entries, in order.
        public var children: [Int] = []
        /// The entry this one presents.
        public var presented: Int?

        /// The line as `_printHierarchy` prints it without pointers: what re-printing the
        /// imported window must give back.
        var canonicalText: String {
            var prefix = String(repeating: "   | ", count: max(depth - (presentationClassName == nil ? 0 : 1), 0))
            if presentationClassName != nil { prefix += "   + " }
            let view = viewClassName.map { "<\($0)>" + (isViewInWindow ? "" : " not in the window") } ?? "(view not loaded)"
            let presented = presentationClassName.map { ", presented with: <\($0)>" } ?? ""
            return "\(prefix)<\(className)>, state: \(state.rawValue), view: \(view)\(presented)"
        }
    }

    /// The controllers, in the order printed (the root first, each one's children before the
    /// controller it presents).
    public var entries: [Entry]

    /// The most controllers a dump may hold: the size of the largest script-built windows
    /// the reliability tests exercise, with room to spare. A larger dump is rejected after
    /// counting its lines, before anything is built.
    public static let maximumControllers = 200_000

    /// The deepest indentation a dump may have: each level of the model's nesting limit can
    /// print as up to three lines (Koinu's container, its navigation controller, the screen).
    public static let maximumDepth = Window.maximumNestingDepth * 3

    /// Reads a dump.
    ///
    /// - Throws: ``HierarchyImportError`` at the line and column of the first line that is
    ///   not a controller line, is indented deeper than its parent allows, or starts a
    ///   second root; or when the dump is empty or too large.
    /// - Complexity: O(length of the text).
    public init(parsing text: String) throws(HierarchyImportError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// Reads a dump from its bytes, as a file holds it.
    ///
    /// - Throws: ``HierarchyImportError`` as the text initializer does, and at the column of
    ///   the first byte that is not UTF-8.
    /// - Complexity: O(bytes).
    public init(parsing bytes: [UInt8]) throws(HierarchyImportError) {
        entries = []
        var lineNumber = 0
        var failure: HierarchyImportError?
        var lastAtDepth: [Int] = []
        // Line by line without splitting the whole text first, so an oversized dump stops
        // at the line past the limit.
        TextLines.forEachLine(in: bytes) { number, range in
            lineNumber = number
            let invalid = TextLines.firstInvalidByte(bytes[range])
            guard invalid == range.upperBound else {
                failure = HierarchyImportError(
                    .invalidUTF8, line: number, column: TextLines.column(of: invalid, lineStart: range.lowerBound, in: bytes[...]))
                return false
            }
            do throws(HierarchyImportError) {
                try read(TextLines.text(range, of: bytes), number: number, lastAtDepth: &lastAtDepth)
            } catch {
                failure = error
                return false
            }
            return true
        }
        if let failure { throw failure }
        guard !entries.isEmpty else { throw HierarchyImportError(.empty, line: max(lineNumber, 1), column: 1) }
    }

    /// Reads line `lineNumber` (without its line break). `lastAtDepth` holds the last entry
    /// read at each depth: a line's parent or presenter is the last entry one level up.
    private mutating func read(_ text: String, number lineNumber: Int, lastAtDepth: inout [Int]) throws(HierarchyImportError) {
        var line = Substring(text)
        while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
        if line.isEmpty || HierarchyDump.isDebuggerPrompt(line) { return }
        guard entries.count < HierarchyDump.maximumControllers else {
            throw HierarchyImportError(.tooManyControllers(limit: HierarchyDump.maximumControllers), line: lineNumber, column: 1)
        }
        var entry = try HierarchyDump.parse(line, number: lineNumber)
        guard entry.depth <= HierarchyDump.maximumDepth else {
            throw HierarchyImportError(.tooDeep(limit: HierarchyDump.maximumDepth), line: lineNumber, column: entry.column)
        }
        let index = entries.count
        if entry.depth == 0 {
            guard entries.isEmpty else { throw HierarchyImportError(.secondRoot, line: lineNumber, column: entry.column) }
            if entry.presentationClassName != nil {
                throw HierarchyImportError(.presentedRoot, line: lineNumber, column: entry.column)
            }
        } else {
            guard entry.depth <= lastAtDepth.count else {
                throw HierarchyImportError(
                    entries.isEmpty ? .indentedRoot : .indentedTooDeep(depth: entry.depth, parentDepth: lastAtDepth.count - 1),
                    line: lineNumber, column: 1)
            }
            let owner = lastAtDepth[entry.depth - 1]
            if entry.presentationClassName != nil {
                if let existing = entries[owner].presented {
                    throw HierarchyImportError(
                        .presentsTwice(owner: entries[owner].className, line: entries[existing].line), line: lineNumber,
                        column: entry.column)
                }
                entry.presenter = owner
                entries[owner].presented = index
            } else {
                // `_printHierarchy` prints a controller's children, then the controller it
                // presents: a child after it is not a dump UIKit wrote, and printing the
                // import would put it back in UIKit's order.
                if let presented = entries[owner].presented {
                    throw HierarchyImportError(
                        .childAfterPresented(owner: entries[owner].className, line: entries[presented].line), line: lineNumber,
                        column: entry.column)
                }
                entry.parent = owner
                entries[owner].children.append(index)
            }
        }
        lastAtDepth.removeSubrange(min(entry.depth, lastAtDepth.count)...)
        lastAtDepth.append(index)
        entries.append(entry)
    }

    // MARK: One line

    /// Whether `line` is an lldb prompt line, `(lldb)` and the command typed after it (lldb
    /// prints the prompt before each command it reads; `po` prints the result on the lines
    /// that follow).
    static func isDebuggerPrompt(_ line: Substring) -> Bool {
        line.drop { $0 == " " }.hasPrefix("(lldb)")
    }

    /// Parses one non-blank line (trailing spaces already removed).
    private static func parse(_ line: Substring, number: Int) throws(HierarchyImportError) -> Entry {
        // `_printHierarchy` prints no control character (and the text re-prints escaped).
        if line.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }),
            let bad = line.firstIndex(where: { character in
                character.unicodeScalars.contains {
                    [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
                }
            })
        {
            throw HierarchyImportError(.controlCharacter, line: number, column: line.distance(from: line.startIndex, to: bad) + 1)
        }
        var cursor = Cursor(text: line, line: number)
        var depth = 0
        var presented = false
        while cursor.peek(" ") {
            guard cursor.take("   | ") || cursor.take("   + ") else {
                throw cursor.error(.expectedIndentation)
            }
            if cursor.previousWasPlus {
                presented = true
                depth += 1
                break
            }
            depth += 1
        }
        guard cursor.peek("<") else { throw cursor.error(.expectedController) }
        let column = cursor.column
        let className = try cursor.bracketedClass()
        guard cursor.take(", state: ") else { throw cursor.error(.expected("', state: '")) }
        let stateColumn = cursor.column
        let stateWord = cursor.word()
        guard let state = AppearanceState(rawValue: stateWord), state != .notLoaded else {
            throw HierarchyImportError(.unknownState(stateWord), line: number, column: stateColumn)
        }
        guard cursor.take(", view: ") else { throw cursor.error(.expected("', view: '")) }
        var viewClass: String?
        var inWindow = true
        _ = cursor.take(" ")  // iOS 8–10 print two spaces before "(view not loaded)"
        if cursor.take("(view not loaded)") {
            viewClass = nil
            inWindow = false
        } else if cursor.peek("<") {
            viewClass = try cursor.bracketedClass(view: true)
            if cursor.take(" not in the window") { inWindow = false }
        } else {
            throw cursor.error(.expected("a view ('<UIView>' or '(view not loaded)')"))
        }
        var presentationClass: String?
        if cursor.take(", presented with: ") {
            guard cursor.peek("<") else { throw cursor.error(.expected("'<' and a presentation controller class")) }
            presentationClass = try cursor.bracketedClass()
        }
        guard cursor.isAtEnd else { throw cursor.error(.unexpectedText) }
        if presented != (presentationClass != nil) {
            throw HierarchyImportError(
                presented ? .presentedWithoutController : .presentationWithoutPlus, line: number, column: column)
        }
        return Entry(
            line: number, column: column, depth: depth, className: className, state: state, viewClassName: viewClass,
            isViewInWindow: inWindow, presentationClassName: presentationClass)
    }

    /// Reads a line left to right, counting columns in characters.
    private struct Cursor {
        var text: Substring
        let line: Int
        var column = 1
        var previousWasPlus = false

        var isAtEnd: Bool { text.isEmpty }

        func peek(_ prefix: String) -> Bool { text.hasPrefix(prefix) }

        mutating func take(_ prefix: String) -> Bool {
            guard text.hasPrefix(prefix) else { return false }
            previousWasPlus = prefix == "   + "
            text = text.dropFirst(prefix.count)
            column += prefix.count
            return true
        }

        /// Letters, digits and `_` (a state word).
        mutating func word() -> String {
            let word = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            text = text.dropFirst(word.count)
            column += word.count
            return String(word)
        }

        func error(_ problem: HierarchyImportError.Problem) -> HierarchyImportError {
            HierarchyImportError(problem, line: line, column: column)
        }

        /// `<Class>`, `<Class 0x1234>` or `<Class: 0x1234>`; a generic class's own angle
        /// brackets nest. For a view, anything after the class and pointer (`; frame = …`,
        /// as `-[UIView description]` prints) is skipped.
        mutating func bracketedClass(view: Bool = false) throws(HierarchyImportError) -> String {
            let start = column
            _ = take("<")
            var nesting = 1
            var inside = Substring()
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                if character == "<" { nesting += 1 }
                if character == ">" {
                    nesting -= 1
                    if nesting == 0 { break }
                }
                index = text.index(after: index)
            }
            guard index < text.endIndex else {
                throw HierarchyImportError(.unclosedBracket, line: line, column: start)
            }
            inside = text[..<index]
            let consumed = inside.count + 1
            text = text[text.index(after: index)...]
            column += consumed
            var name = inside
            // A view's description follows its class after `;`, outside any generic brackets.
            if view {
                var depth = 0
                var cut = name.endIndex
                for index in name.indices {
                    switch name[index] {
                    case "<": depth += 1
                    case ">": depth -= 1
                    case ";" where depth == 0: cut = index
                    default: break
                    }
                    if cut != name.endIndex { break }
                }
                name = name[..<cut]
            }
            name = HierarchyDump.droppingPointer(name)
            guard !name.isEmpty, !name.contains(where: { $0.isWhitespace && $0 != " " }), name.first != " " else {
                throw HierarchyImportError(.expectedClassName, line: line, column: start + 1)
            }
            return String(name)
        }
    }

    /// `name` without its trailing pointers (` 0x1f`, `: 0x1f`), as `purgePointers` removes
    /// them: every one, so the name printed back has none left to drop when it is read again.
    ///
    /// - Complexity: O(n) in the name's length: each round looks at the pointer it drops (and
    /// the spaces and colon before it) and compares ends, never counting the whole name (it
    /// did, so 20,000 pointers in one class took seconds).
    private static func droppingPointer(_ name: Substring) -> Substring {
        var text = name
        while true {
            let next = droppingOnePointer(text)
            if next.endIndex == text.endIndex { return text }
            text = next
        }
    }

    /// `name` without one trailing pointer and the spaces before it.
    private static func droppingOnePointer(_ name: Substring) -> Substring {
        var text = name
        while text.last == " " { text = text.dropLast() }
        guard let space = text.lastIndex(of: " ") else { return text }
        let pointer = text[text.index(after: space)...]
        guard pointer.hasPrefix("0x"), pointer.count > 2, pointer.dropFirst(2).allSatisfy(\.isHexDigit) else { return text }
        var head = text[..<space]
        while head.last == " " { head = head.dropLast() }
        if head.last == ":" { head = head.dropLast() }
        // Spaces before the colon go too (`<Name   : 0x1f>`): the name printed back has none,
        // and must read the same again.
        while head.last == " " { head = head.dropLast() }
        return head
    }
}
