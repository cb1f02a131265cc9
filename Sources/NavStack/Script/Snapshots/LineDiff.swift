/// A line diff of two texts and its unified rendering (`diff -u`'s format), for a snapshot
/// that does not match its reference.
///
/// The common prefix and suffix are set aside first; the lines between are compared with
/// Myers' O((N+M)·D) algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986),
/// which finds a shortest edit script. Its work is capped at ``defaultBudget`` steps (and D at
/// ``maximumDistance``): past the cap the differing middle is given as removed, then inserted
/// whole, a correct but not shortest script (``isMinimal`` is `false`). So a diff of two
/// large, unrelated texts costs a bounded time and O(D²) memory.
struct LineDiff {
    /// A line, and whether a line feed ended it (only a text's last line may lack one).
    struct Line: Hashable {
        var text: Substring
        var terminated: Bool
    }

    /// One step of the edit script, with the 0-based line indexes it concerns.
    enum Edit: Hashable {
        /// Line `old` of the old text is line `new` of the new one.
        case same(old: Int, new: Int)
        /// Line `old` of the old text is removed.
        case removed(old: Int)
        /// Line `new` of the new text is inserted.
        case inserted(new: Int)
    }

    /// The most steps (diagonal moves and furthest-point updates) the search may take.
    static let defaultBudget = 4_000_000
    /// The largest edit distance searched for.
    static let maximumDistance = 1_000

    let old: [Line]
    let new: [Line]
    /// Every line of both texts, in order.
    let edits: [Edit]
    /// Whether ``edits`` is a shortest edit script (`false`: the search ran over its budget).
    let isMinimal: Bool

    /// Diffs `old` against `new`, line by line.
    init(old: String, new: String, budget: Int = LineDiff.defaultBudget) {
        let oldLines = LineDiff.lines(of: old)
        let newLines = LineDiff.lines(of: new)
        self.old = oldLines
        self.new = newLines
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix] == newLines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
            oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix]
        {
            suffix += 1
        }
        // The middle lines as numbers, equal lines equal numbers: the search compares integers.
        var numbers: [Line: Int] = [:]
        func number(_ line: Line) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let a = oldLines[prefix..<(oldLines.count - suffix)].map(number)
        let b = newLines[prefix..<(newLines.count - suffix)].map(number)
        var edits = (0..<prefix).map { Edit.same(old: $0, new: $0) }
        let middle = LineDiff.shortestEdits(a, b, budget: budget)
        isMinimal = middle != nil
        for edit in middle ?? (a.indices.map { Edit.removed(old: $0) } + b.indices.map { Edit.inserted(new: $0) }) {
            switch edit {
            case let .same(old, new): edits.append(.same(old: old + prefix, new: new + prefix))
            case let .removed(old): edits.append(.removed(old: old + prefix))
            case let .inserted(new): edits.append(.inserted(new: new + prefix))
            }
        }
        for index in 0..<suffix {
            edits.append(.same(old: oldLines.count - suffix + index, new: newLines.count - suffix + index))
        }
        self.edits = edits
    }

    /// Whether the texts differ.
    var hasChanges: Bool {
        edits.contains { if case .same = $0 { false } else { true } }
    }

    /// `text`'s lines: split after each line feed; a last line without one is unterminated.
    static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        while start < scalars.endIndex {
            guard let end = scalars[start...].firstIndex(of: "\n") else {
                lines.append(Line(text: text[start..<scalars.endIndex], terminated: false))
                break
            }
            lines.append(Line(text: text[start..<end], terminated: true))
            start = scalars.index(after: end)
        }
        return lines
    }

    /// A shortest edit script from `a` to `b`, or `nil` when finding one takes over `budget`
    /// steps or a distance over ``maximumDistance``.
    static func shortestEdits(_ a: [Int], _ b: [Int], budget: Int) -> [Edit]? {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maximumDistance)
        // v[offset + k]: the furthest x reached on diagonal k = x - y.
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d]: v before step d, over diagonals -(d + 1)...(d + 1), for the way back.
        var trace: [[Int]] = []
        var work = 0
        for d in 0...limit {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y >= 0, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                    work += 1
                }
                v[offset + k] = x
                work += 1
                if x >= n, y >= m { return backtrack(trace, n: n, m: m) }
            }
            if work > budget { return nil }
        }
        return nil
    }

    /// The edit script the furthest points in `trace` lead to, from (0, 0) to (n, m).
    private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [Edit] {
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            // trace[d] holds diagonals -(d + 1)...(d + 1).
            func at(_ k: Int) -> Int { v[k + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.same(old: x, new: y))
            }
            if d > 0 {
                edits.append(x == previousX ? .inserted(new: previousY) : .removed(old: previousX))
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }

    /// The diff in unified format: `--- OLD` and `+++ NEW`, then hunks of changed lines with
    /// `context` unchanged lines around them, each under `@@ -START,COUNT +START,COUNT @@`
    /// (a count of 1 left out, as `diff -u` does). No lines when the texts are equal.
    func unified(oldName: String, newName: String, context: Int = 3) -> [String] {
        guard hasChanges else { return [] }
        var output = ["--- " + oldName, "+++ " + newName]
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        var hunkStart = 0
        // The old and new lines before edit `counted`, carried from hunk to hunk.
        var counted = 0
        var oldBefore = 0
        var newBefore = 0
        while hunkStart < changed.count {
            // The changes whose unchanged lines between are at most 2 × context join one hunk.
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] - 1 <= 2 * context { hunkEnd += 1 }
            let first = max(0, changed[hunkStart] - context)
            let last = min(edits.count - 1, changed[hunkEnd] + context)
            for edit in edits[counted..<first] {
                switch edit {
                case .same: (oldBefore, newBefore) = (oldBefore + 1, newBefore + 1)
                case .removed: oldBefore += 1
                case .inserted: newBefore += 1
                }
            }
            counted = first
            var lines: [String] = []
            var oldCount = 0
            var newCount = 0
            for edit in edits[first...last] {
                let line: Line
                switch edit {
                case let .same(index, _):
                    line = old[index]
                    lines.append(" " + line.text)
                    (oldCount, newCount) = (oldCount + 1, newCount + 1)
                case let .removed(index):
                    line = old[index]
                    lines.append("-" + line.text)
                    oldCount += 1
                case let .inserted(index):
                    line = new[index]
                    lines.append("+" + line.text)
                    newCount += 1
                }
                if !line.terminated { lines.append("\\ No newline at end of file") }
            }
            output.append(
                "@@ -\(LineDiff.range(before: oldBefore, count: oldCount)) +\(LineDiff.range(before: newBefore, count: newCount)) @@")
            output += lines
            hunkStart = hunkEnd + 1
        }
        return output
    }

    /// A hunk's range in `diff -u`'s notation: `START,COUNT`, `START` alone for one line, and an
    /// empty range starting at the line before it.
    private static func range(before: Int, count: Int) -> String {
        count == 1 ? "\(before + 1)" : "\(count == 0 ? before : before + 1),\(count)"
    }

    /// `lines` cut for a terminal: at most `maximumLines` lines (then one saying how many
    /// more there are) of at most `maximumWidth` characters (then "…").
    static func bounded(_ lines: [String], maximumLines: Int = 200, maximumWidth: Int = 300) -> [String] {
        var shown = lines.prefix(maximumLines).map { line in
            line.count > maximumWidth ? String(line.prefix(maximumWidth)) + "…" : line
        }
        if lines.count > maximumLines { shown.append("… \(lines.count - maximumLines) more lines of the diff") }
        return shown
    }
}
