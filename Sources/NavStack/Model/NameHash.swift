/// The hash the ``NameIndex`` files names under.
///
/// ASCII names — nearly all of them — are hashed from their bytes, eight at a time, by a
/// multiply-and-fold hash keyed with a random seed drawn once per process. Other names go
/// through the standard library's seeded string hash, which hashes a canonical form, so
/// canonically equivalent spellings (precomposed and decomposed "é") that Swift calls equal
/// still hash alike; an ASCII string is equivalent only to itself, so splitting on ASCII
/// keeps equal strings on the same path.
///
/// A profile of push+pop showed the standard string hash, which normalizes every string
/// first, costing about 220 instructions for a three-letter name; this costs about 30. Both
/// are keyed per process, so a script cannot choose names that collide in every run. The
/// byte hash is not a cryptographic function; its aim is an even spread under a secret
/// seed, as in the hash tables of Go and Rust.
enum NameHash {
    /// The per-process key.
    private static let seed = UInt64.random(in: .min ... .max)

    /// The hash of `name`.
    static func of(_ name: String) -> Int {
        // Native strings are contiguous UTF-8 and are read in place, which a profile showed
        // costing a quarter less than `withUTF8` (which needs a mutable copy of the string).
        // Other strings (bridged from Foundation) are made contiguous first, so the same
        // text always takes the same path.
        let ascii: Int?
        if let inPlace = name.utf8.withContiguousStorageIfAvailable(asciiHash) {
            ascii = inPlace
        } else {
            var contiguous = name
            ascii = contiguous.withUTF8(asciiHash)
        }
        return ascii ?? name.hashValue
    }

    /// The byte hash of an ASCII name, `nil` when a byte is not ASCII.
    @inline(__always)
    private static func asciiHash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var state = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var word: UInt64 = 0
        var shift: UInt64 = 0
        var high: UInt8 = 0
        for byte in bytes {
            high |= byte
            word |= UInt64(byte) << shift
            shift += 8
            if shift == 64 {
                state = fold(state ^ word)
                word = 0
                shift = 0
            }
        }
        guard high < 0x80 else { return nil }
        if shift > 0 { state = fold(state ^ word) }
        return Int(bitPattern: UInt(finish(state)))
    }

    /// One round: multiply by an odd constant (a bijection) and fold the high half down.
    @inline(__always)
    private static func fold(_ x: UInt64) -> UInt64 {
        let product = (x ^ seed) &* 0xD6E8_FEB8_6659_FD93
        return product ^ (product >> 32)
    }

    /// The final mix (MurmurHash3's `fmix64`), so every input bit reaches the low bits the
    /// index masks with.
    @inline(__always)
    private static func finish(_ x: UInt64) -> UInt64 {
        var h = x
        h ^= h >> 33
        h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h &*= 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return h
    }
}
