/// Edit-distance suggestions for misspelt names ("did you mean …?").
///
/// The search is bounded whatever the input: a candidate whose length differs from the word's
/// by more than the allowed distance is skipped after counting it, the distance is computed in
/// a band of width `2 × limit + 1` (O(length × limit), not O(length²)), and at most
/// ``maximumCandidates`` candidates are looked at.
package enum Spelling {
    /// How many candidates one search looks at, in the order given; later ones are not
    /// suggested.
    package static let maximumCandidates = 2_000

    /// The candidate closest to `word`, if one is within an edit distance of half the word's
    /// length (at least 2, at most 3); ties go to the candidate that sorts first.
    ///
    /// - Complexity: O((|word| + |candidate|) × limit) for each of at most
    ///   ``maximumCandidates`` candidates.
    package static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        // Counted and lowered once: a word can be a whole multi-megabyte line.
        let length = word.count
        let limit = min(3, max(2, length / 2))
        let lowered = Array(word.lowercased())
        var best: (String, Int)?
        var examined = 0
        for candidate in candidates {
            examined += 1
            if examined > maximumCandidates { break }
            guard abs(candidate.count - length) <= limit else { continue }
            let distance = levenshtein(lowered, Array(candidate.lowercased()), limit: limit)
            guard distance <= limit else { continue }
            if let current = best, current.1 < distance || (current.1 == distance && current.0 < candidate) { continue }
            best = (candidate, distance)
        }
        return best?.0
    }

    /// The Levenshtein distance of `a` and `b` when it is at most `limit`, else `limit + 1`:
    /// only the cells within `limit` of the diagonal can hold such a distance, so only they
    /// are computed.
    static func levenshtein(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let outside = limit + 1
        // Row i keeps the cells j in i-limit…i+limit, at index j - i + limit.
        let width = 2 * limit + 1
        var previous = [Int](repeating: outside, count: width)
        var current = [Int](repeating: outside, count: width)
        for j in 0...min(limit, b.count) { previous[j + limit] = j }
        for i in 1...a.count {
            var rowMinimum = outside
            for offset in 0..<width {
                let j = i - limit + offset
                guard j >= 0, j <= b.count else {
                    current[offset] = outside
                    continue
                }
                if j == 0 {
                    current[offset] = min(i, outside)
                } else {
                    let substitution = previous[offset] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    let deletion = offset + 1 < width ? previous[offset + 1] + 1 : outside
                    let insertion = offset > 0 ? current[offset - 1] + 1 : outside
                    current[offset] = min(substitution, deletion, insertion, outside)
                }
                rowMinimum = min(rowMinimum, current[offset])
            }
            if rowMinimum > limit { return outside }
            swap(&previous, &current)
        }
        return previous[b.count - a.count + limit]
    }
}
