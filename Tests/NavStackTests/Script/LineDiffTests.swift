import Testing

@testable import NavStackScript

/// The line diff a failed snapshot prints: `diff -u`'s format, a shortest edit script, bounded.
@Suite struct LineDiffTests {
    static func unified(_ old: String, _ new: String) -> String {
        LineDiff(old: old, new: new).unified(oldName: "old", newName: "new").map { $0 + "\n" }.joined()
    }

    @Test("equal texts have no diff")
    func equal() {
        #expect(Self.unified("", "") == "")
        #expect(Self.unified("a\nb\n", "a\nb\n") == "")
        #expect(!LineDiff(old: "a\nb", new: "a\nb").hasChanges)
    }

    // The expected texts are GNU diff's `diff -u --label old --label new` on the same input.

    @Test("a change and an insertion far apart are two hunks with three lines of context")
    func twoHunks() {
        #expect(
            Self.unified("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n", "a\nb\nc\nD\ne\nf\ng\nh\ni\nj\nk\nl\n") == """
                --- old
                +++ new
                @@ -1,7 +1,7 @@
                 a
                 b
                 c
                -d
                +D
                 e
                 f
                 g
                @@ -9,3 +9,4 @@
                 i
                 j
                 k
                +l

                """)
    }

    @Test("a replacement and a deletion, each hunk's start and count")
    func replaceAndDelete() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n18\n", with: "\n")
        #expect(
            Self.unified(old, new) == """
                --- old
                +++ new
                @@ -1,5 +1,5 @@
                 1
                -2
                +two
                 3
                 4
                 5
                @@ -15,6 +15,5 @@
                 15
                 16
                 17
                -18
                 19
                 20

                """)
    }

    @Test("ranges at the start: an insertion before the first line, a text from nothing (a count of 1 left out)")
    func emptyRanges() {
        #expect(Self.unified("x\ny\n", "w\nx\ny\n") == "--- old\n+++ new\n@@ -1,2 +1,3 @@\n+w\n x\n y\n")
        #expect(Self.unified("", "only\n") == "--- old\n+++ new\n@@ -0,0 +1 @@\n+only\n")
        #expect(Self.unified("only\n", "") == "--- old\n+++ new\n@@ -1 +0,0 @@\n-only\n")
    }

    @Test("a missing final line feed is a difference, marked as diff marks it")
    func noNewlineAtEnd() {
        #expect(
            Self.unified("x\ny", "x\ny\n") == """
                --- old
                +++ new
                @@ -1,2 +1,2 @@
                 x
                -y
                \\ No newline at end of file
                +y

                """)
    }

    @Test("carriage returns are part of a line, not line breaks")
    func carriageReturns() {
        #expect(LineDiff.lines(of: "a\r\nb").map(\.text) == ["a\r", "b"])
        #expect(LineDiff(old: "a\r\nb\n", new: "a\nb\n").hasChanges)
    }

    /// A random text of up to 11 short lines, from the tests' seeded generator.
    static func text(_ random: inout SplitMix64) -> String {
        let count = random.below(12)
        var text = (0..<count).map { _ in ["a", "b", "c", "d"][random.below(4)] }.joined(separator: "\n")
        if count > 0, random.below(4) != 0 { text += "\n" }
        return text
    }

    /// The length of a longest common subsequence, by the O(n·m) table.
    static func lcs(_ a: [LineDiff.Line], _ b: [LineDiff.Line]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    /// Applies a unified diff to `old`, as patch would: each hunk's context and removed lines
    /// must be where its header says, and its counts must be right.
    static func patch(_ old: String, with diff: [String]) -> String? {
        let lines = LineDiff.lines(of: old).map { String($0.text) + ($0.terminated ? "\n" : "") }
        func range(_ text: Substring) -> (start: Int, count: Int)? {
            let parts = text.dropFirst().split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard let start = parts.first ?? nil else { return nil }
            guard parts.count > 1 else { return (start, 1) }
            return parts[1].map { (start, $0) }
        }
        guard diff.count > 2, diff[0] == "--- old", diff[1] == "+++ new" else { return nil }
        var result: [String] = []
        var position = 0
        var index = 2
        while index < diff.count {
            let header = diff[index].split(separator: " ")
            guard header.count == 4, header[0] == "@@", header[3] == "@@", let removed = range(header[1]), let added = range(header[2])
            else { return nil }
            let from = removed.count == 0 ? removed.start : removed.start - 1
            guard from >= position, from <= lines.count,
                added.start == (added.count == 0 ? result.count + from - position : result.count + from - position + 1)
            else { return nil }
            result += lines[position..<from]
            position = from
            index += 1
            var oldSeen = 0
            var newSeen = 0
            while index < diff.count, !diff[index].hasPrefix("@@") {
                let line = diff[index]
                index += 1
                var body = String(line.dropFirst()) + "\n"
                if index < diff.count, diff[index] == "\\ No newline at end of file" {
                    body.removeLast()
                    index += 1
                }
                switch line.first {
                case " ", "-":
                    guard position < lines.count, lines[position] == body else { return nil }
                    if line.first == " " {
                        result.append(body)
                        newSeen += 1
                    }
                    position += 1
                    oldSeen += 1
                case "+":
                    result.append(body)
                    newSeen += 1
                default: return nil
                }
            }
            guard oldSeen == removed.count, newSeen == added.count else { return nil }
        }
        result += lines[position...]
        return result.joined()
    }

    @Test("2,000 random pairs: the script turns old into new, is as short as the LCS allows, and patch applies the diff")
    func randomPairs() {
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<2_000 {
            let old = Self.text(&random)
            let new = Self.text(&random)
            let diff = LineDiff(old: old, new: new)
            #expect(diff.isMinimal)
            var rebuilt: [LineDiff.Line] = []
            var oldIndex = 0
            var removed = 0
            var inserted = 0
            for edit in diff.edits {
                switch edit {
                case let .same(o, n):
                    #expect(o == oldIndex && diff.old[o] == diff.new[n])
                    rebuilt.append(diff.old[o])
                    oldIndex += 1
                case let .removed(o):
                    #expect(o == oldIndex)
                    oldIndex += 1
                    removed += 1
                case let .inserted(n):
                    rebuilt.append(diff.new[n])
                    inserted += 1
                }
            }
            #expect(oldIndex == diff.old.count)
            #expect(rebuilt == diff.new, "old \(old.debugDescription) new \(new.debugDescription)")
            let common = Self.lcs(diff.old, diff.new)
            #expect(removed == diff.old.count - common && inserted == diff.new.count - common, "not a shortest script")
            let unified = diff.unified(oldName: "old", newName: "new")
            #expect(unified.isEmpty == (old == new))
            if !unified.isEmpty {
                #expect(Self.patch(old, with: unified) == new, "\(old.debugDescription) → \(new.debugDescription):\n\(unified)")
            }
        }
    }

    @Test("over its budget the diff replaces the differing middle whole: still correct, not shortest")
    func overBudget() {
        let old = (0..<3_000).map { "line \($0)\n" }.joined()
        let new = (0..<3_000).map { "row \($0)\n" }.joined()
        let diff = LineDiff(old: "head\n" + old + "tail\n", new: "head\n" + new + "tail\n")
        #expect(!diff.isMinimal)
        let unified = diff.unified(oldName: "old", newName: "new")
        #expect(unified[2] == "@@ -1,3002 +1,3002 @@")
        #expect(Self.patch("head\n" + old + "tail\n", with: unified) == "head\n" + new + "tail\n")
        // A small budget gives up early on what a large one solves.
        let small = LineDiff(old: "a\nb\nc\nd\n", new: "b\nx\nd\ny\n", budget: 1)
        #expect(!small.isMinimal)
        #expect(Self.patch("a\nb\nc\nd\n", with: small.unified(oldName: "old", newName: "new")) == "b\nx\nd\ny\n")
        #expect(LineDiff(old: "a\nb\nc\nd\n", new: "b\nx\nd\ny\n").isMinimal)
    }

    @Test("a few changes in 100,000 lines are found exactly (the common ends are set aside first)")
    func largeText() {
        var lines = (0..<100_000).map { "node \($0)" }
        let old = lines.joined(separator: "\n") + "\n"
        for index in stride(from: 1_000, to: 100_000, by: 20_000) { lines[index] = "changed \(index)" }
        lines.insert("new", at: 75_000)
        let diff = LineDiff(old: old, new: lines.joined(separator: "\n") + "\n")
        #expect(diff.isMinimal)
        let unified = diff.unified(oldName: "old", newName: "new")
        #expect(unified.filter { $0.hasPrefix("@@") }.count == 6)
        #expect(unified.filter { $0.hasPrefix("-node") }.count == 5)
        #expect(unified.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 6)
    }

    @Test("the printed diff is cut to a number of lines and a width")
    func bounded() {
        let lines = (0..<10).map { String(repeating: "x", count: $0 * 10) }
        let shown = LineDiff.bounded(lines, maximumLines: 4, maximumWidth: 25)
        #expect(shown == ["", "xxxxxxxxxx", "xxxxxxxxxxxxxxxxxxxx", String(repeating: "x", count: 25) + "…", "… 6 more lines of the diff"])
        #expect(LineDiff.bounded(["a", "b"]) == ["a", "b"])
    }
}
