/// Edit-distance suggestions for misspelt names ("did you mean …?").
public enum Spelling {
    /// The candidate closest to `word`, if one is within an edit distance of half the word's
    /// length (at least 2, at most 3).
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        // Counted once: a word can be a whole multi-megabyte line.
        let length = word.count
        let limit = min(3, max(2, length / 2))
        var best: (String, Int)?
        for candidate in candidates {
            guard abs(candidate.count - length) <= limit else { continue }
            let distance = levenshtein(Array(word.lowercased()), Array(candidate.lowercased()), limit: limit)
            guard distance <= limit else { continue }
            if let current = best, current.1 < distance || (current.1 == distance && current.0 < candidate) { continue }
            best = (candidate, distance)
        }
        return best?.0
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once every cell of a row exceeds `limit`.
    static func levenshtein(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
