// Unsafe code (`.ci/layering`): an ASCII name, or any bytes (`ofBytes`), is hashed eight bytes
// at a time through a raw pointer to its UTF-8, and two byte buffers are compared the same way
// (`bytesEqual`). Safe because every load lies within the buffer's count, checked before it is
// made, and the pointer does not outlive `withUnsafeBufferPointer`.

/// The hash the ``NameIndex`` files names under.
///
/// ASCII names — nearly all of them — are hashed from their bytes, eight at a time, by a
/// folded-multiply hash (the full 128-bit product of two words, its halves XORed together,
/// as in wyhash and aHash) keyed with two random words drawn once per process. Other names
/// go through the standard library's seeded string hash, which hashes a canonical form, so
/// canonically equivalent spellings (precomposed and decomposed "é") that Swift calls equal
/// still hash alike; an ASCII string is equivalent only to itself, so splitting on ASCII
/// keeps equal strings on the same path.
///
/// The standard string hash normalizes every string first and costs about 220 instructions
/// for a three-letter name; this costs about 60, most of it reaching the string's bytes.
/// Both are keyed per process, so a script cannot choose names that collide in every run.
/// Each key word enters the state once: XORed in twice, a key would cancel out for names of
/// up to eight bytes (a test checks that short names' hashes change with the key). The byte
/// hash is not a cryptographic function; its aim is an even spread under a secret key, as in
/// the hash tables of Go and Rust.
package enum NameHash {
    /// A key: `seed` starts the state, `multiplier` (odd) is what each word is folded with.
    struct Key: Sendable {
        var seed: UInt64
        var multiplier: UInt64

        /// A fresh random key.
        static func random() -> Key {
            var generator = SystemRandomNumberGenerator()
            return Key(seed: generator.next(), multiplier: generator.next() | 1)
        }
    }

    /// The per-process key.
    private static let processKey = Key.random()

    /// The hash of `name` under the per-process key.
    static func of(_ name: String) -> Int { of(name, key: processKey) }

    /// The hash of `name` under `key`.
    static func of(_ name: String, key: Key) -> Int {
        // Native strings are contiguous UTF-8 and are read in place, a quarter cheaper than
        // `withUTF8` (which needs a mutable copy of the string).
        // Other strings (bridged from Foundation) are made contiguous first, so the same
        // text always takes the same path.
        let ascii: Int?
        if let inPlace = name.utf8.withContiguousStorageIfAvailable({ asciiHash($0, key: key) }) {
            ascii = inPlace
        } else {
            var contiguous = name
            ascii = contiguous.withUTF8 { asciiHash($0, key: key) }
        }
        return ascii ?? nonASCIIHash(name, key: key)
    }

    /// The hash of a name with a byte that is not ASCII. Swift calls strings equal when they
    /// are canonically equivalent, and three non-ASCII scalars decompose to ASCII: U+037E
    /// GREEK QUESTION MARK to ";", U+1FEF GREEK VARIA to "`" and U+212A KELVIN SIGN to "K"
    /// (UnicodeData.txt; no other code point has an all-ASCII canonical decomposition, and
    /// the normalization stability policy keeps decompositions fixed). A name made of ASCII
    /// and those three hashes as its ASCII equivalent, so `K` and KELVIN SIGN hash alike, as
    /// `==` wants; any other name goes through the standard hash, which hashes a canonical form.
    private static func nonASCIIHash(_ name: String, key: Key) -> Int {
        var equivalent: [UInt8] = []
        equivalent.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: equivalent.append(UInt8(scalar.value))
            case 0x037E: equivalent.append(0x3B)
            case 0x1FEF: equivalent.append(0x60)
            case 0x212A: equivalent.append(0x4B)
            default: return name.hashValue
            }
        }
        return equivalent.withUnsafeBufferPointer { asciiHash($0, key: key) } ?? name.hashValue
    }

    /// The hash of any `bytes` under the per-process key, by the byte hash below: what the
    /// script parser's cache of recent lines files a line under. Equal bytes hash alike;
    /// unlike ``of(_:)``, no two different byte strings are taken as the same text.
    package static func ofBytes(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { byteHash($0, key: processKey).hash }
    }

    /// Whether `a` and `b` hold the same bytes, compared eight at a time: what the cache of
    /// recent lines checks a line against before it takes the command filed under its hash.
    package static func bytesEqual(_ a: [UInt8], _ b: ArraySlice<UInt8>) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in bytesEqual(a, b) } }
    }

    /// ``bytesEqual(_:_:)`` over two buffers.
    static func bytesEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard b.count == count else { return false }
        guard count > 0 else { return true }
        guard let first = a.baseAddress, let second = b.baseAddress else { return false }
        let left = UnsafeRawPointer(first)
        let right = UnsafeRawPointer(second)
        // Whole words, then the last one to seven bytes as one overlapping load, as the hash
        // reads them.
        if count >= 8 {
            var offset = 0
            while count - offset > 8 {
                guard
                    left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset += 8
            }
            return left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
                && left.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == right.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        return first[0] == second[0] && first[count / 2] == second[count / 2] && first[count - 1] == second[count - 1]
    }

    /// The byte hash of an ASCII name, `nil` when a byte is not ASCII.
    @inline(__always)
    private static func asciiHash(_ bytes: UnsafeBufferPointer<UInt8>, key: Key) -> Int? {
        let (hash, high) = byteHash(bytes, key: key)
        return high & 0x8080_8080_8080_8080 == 0 ? hash : nil
    }

    /// The byte hash of `bytes`, and the OR of the words it read (whose high bits tell a byte
    /// that is not ASCII).
    ///
    /// Whole words are read eight bytes at a time; the last one to seven bytes are read as
    /// one word without a loop, as wyhash does: four to seven bytes as their first four and
    /// their last four (which overlap), one to three as the first, middle and last byte. With
    /// the length in the state, that word still determines the bytes, so equal hashes need
    /// equal words (docs/Performance.md).
    @inline(__always)
    private static func byteHash(_ bytes: UnsafeBufferPointer<UInt8>, key: Key) -> (hash: Int, high: UInt64) {
        let count = bytes.count
        var state = key.seed ^ (UInt64(count) &* 0x9E37_79B9_7F4A_7C15)
        guard let base = bytes.baseAddress, count > 0 else { return (Int(bitPattern: UInt(finish(state))), 0) }
        let raw = UnsafeRawPointer(base)
        var high: UInt64 = 0
        var offset = 0
        while count - offset >= 8 {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            high |= word
            state = fold(state ^ word, key)
            offset += 8
        }
        let rest = count - offset
        if rest >= 4 {
            let first = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let last = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            let word = UInt64(first) | UInt64(last) << 32
            high |= word
            state = fold(state ^ word, key)
        } else if rest > 0 {
            let word = UInt64(base[offset]) | UInt64(base[offset + rest / 2]) << 8 | UInt64(base[count - 1]) << 16
            high |= word
            state = fold(state ^ word, key)
        }
        return (Int(bitPattern: UInt(finish(state))), high)
    }

    /// One round: the folded multiply of the state with the key's multiplier. Every bit of
    /// both reaches the middle of the 128-bit product, and the halves are folded together.
    @inline(__always)
    private static func fold(_ x: UInt64, _ key: Key) -> UInt64 {
        let (high, low) = x.multipliedFullWidth(by: key.multiplier)
        return high ^ low
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
