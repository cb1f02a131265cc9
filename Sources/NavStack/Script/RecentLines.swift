#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The commands of lines parsed recently, by their bytes, so that a line written again shares
/// the command's body rather than being lexed and parsed again.
///
/// A command follows from its line's bytes alone (the parser reads nothing else), so a line
/// equal byte for byte to one parsed before gives the same command but for its number, its
/// source and its file, which the new command takes from the new line. Long scripts repeat
/// their lines (`pop`, `expect top Home`, a replayed action stream); a line met again costs a
/// hash, a comparison of its bytes and a reference to the body (``CommandBody``, with its
/// arguments already sorted) instead of a lexer and parser run.
///
/// The table is two-way set-associative: a line is filed in one of the two slots of the set
/// its hash picks, so it holds at most ``slotCount`` commands, each of a line no longer than
/// ``maximumLineLength`` bytes, and no sequence of lines makes a lookup cost more than four
/// comparisons of hashes and one of bytes. (Direct-mapped, two lines a script alternates
/// between that pick the same slot push each other out and are parsed every time: with the
/// 301 different lines of stacks a hundred screens deep, about one line in ten.) A line's
/// command is kept the second time the line is filed in its slot in a row, not the first: a
/// line met once (a new screen's name) costs only its hash, and its argument array goes back
/// to the parser's spares. A line met for the first time is filed in a slot of its set that
/// no line was filed in yet, else in the one filed in less recently; a kept command stays
/// until another line's command is kept in its slot, so a line met once does not push out the
/// command of one met often. Only commands parsed without error and without a nested command
/// are kept, and only their bodies: not their lines' sources (which would keep a piece of a
/// large script alive) nor their numbers. The slots are made at a scratch's second line
/// (40 KB, once a run); what the kept commands hold is at most their lines' bytes and
/// arguments, bounded by the slots and the line length.
///
/// - Complexity: a lookup and a store are O(length of the line), but for the store that makes
///   the slots, O(``slotCount``).
struct RecentLines {
    /// How many lines the table holds at most (a power of two).
    static let slotCount = 1024
    /// The longest line kept, in bytes.
    static let maximumLineLength = 200

    private struct Slot {
        /// The hash (``NameHash/ofBytes(_:)``) of the line filed here last: a line whose hash
        /// this is was met before, and its command is kept this time.
        var hash = 0
        /// The hash of ``bytes``, compared before them.
        var keptHash = 0
        /// The bytes of the line whose command the slot holds; empty when it holds none.
        var bytes: [UInt8] = []
        /// The body of the command of ``bytes``: kept the second time a line is filed here in
        /// a row.
        var body: CommandBody?
        /// In a set's first slot: whether the set's next new line goes to its second slot
        /// (when a line was filed in both): the slot filed in less recently.
        var fillsSecond = false
    }

    /// Made on the second line filed: a scratch that parses a single line (the one-line
    /// `Parser.parse(line:number:file:)`) allocates no table.
    private var slots: [Slot] = []
    /// Whether a line was filed while ``slots`` was not yet made.
    private var filedBeforeSlots = false
    /// Whether the table's slots are made.
    var hasSlots: Bool { !slots.isEmpty }
    /// The slot and hash of the line looked up last and not found, for ``keep(_:of:)``;
    /// `nil` when that line is too long to keep.
    private var pending: (slot: Int, hash: Int, seen: Bool)?

    /// The command of `line` when the table holds it, with `line` as its source, `number` as
    /// its line and `file` as its file, its body the table's.
    @inline(__always)
    mutating func command(of line: ArraySlice<UInt8>, number: Int, file: String) -> Command? {
        pending = nil
        guard line.count <= RecentLines.maximumLineLength else { return nil }
        let hash = NameHash.ofBytes(line)
        // The set's two slots are side by side.
        let first = hash & (RecentLines.slotCount - 2)
        guard first + 1 < slots.count else {
            pending = (first, hash, false)
            return nil
        }
        if let kept = keptBody(at: first, hash: hash, line) ?? keptBody(at: first + 1, hash: hash, line) {
            return Command(body: kept, file: file, line: number, source: line)
        }
        // Not kept in the set. When this line was the one filed last in one of its slots (or,
        // rarely, another with the same hash), its command is kept there this time.
        // Else it is filed in a slot no line was ever filed in, else in the slot filed in
        // less recently.
        let slot =
            if slots[first].hash == hash { first } else if slots[first + 1].hash == hash { first + 1 } else if slots[first].hash == 0 {
                first
            } else if slots[first + 1].hash == 0 { first + 1 } else { slots[first].fillsSecond ? first + 1 : first }
        pending = (slot, hash, slots[slot].hash == hash)
        return nil
    }

    /// The body kept at `slot` when it is `line`'s (its hash `hash`).
    @inline(__always)
    private func keptBody(at slot: Int, hash: Int, _ line: ArraySlice<UInt8>) -> CommandBody? {
        guard slots[slot].keptHash == hash, NameHash.bytesEqual(slots[slot].bytes, line) else { return nil }
        return slots[slot].body
    }

    /// Files `command`, just parsed from `line` after ``command(of:number:file:)`` did not find
    /// it: the line's hash the first time, and its bytes and body too when the slot's last
    /// line was this one.
    mutating func keep(_ command: borrowing Command, of line: ArraySlice<UInt8>) {
        guard let (index, hash, seen) = pending, command.body.nested == nil else { return }
        pending = nil
        if slots.isEmpty {
            guard filedBeforeSlots else {
                filedBeforeSlots = true
                return
            }
            slots = Array(repeating: Slot(), count: RecentLines.slotCount)
        }
        guard index < slots.count else { return }
        // The set's next line goes to its other slot.
        slots[index & ~1].fillsSecond = index & 1 == 0
        slots[index].hash = hash
        // The first time, the hash alone: the slot's bytes and command, if any, stay each
        // other's, and a lookup takes them only for a line equal to those bytes.
        guard seen else { return }
        slots[index].keptHash = hash
        slots[index].bytes.removeAll(keepingCapacity: true)
        slots[index].bytes.append(contentsOf: line)
        slots[index].body = command.body
    }
}
