import Testing

@testable import NavStackCore

/// The storage types behind the value model: they must behave exactly like the plain values
/// they replaced (value semantics, equality, hashing), only cheaper.
@Suite("Storage keeps value semantics")
struct StorageTests {
    // MARK: SharedValue

    /// A small value type for the ``SharedValue`` tests.
    struct Numbers: SharedDefault {
        var values: [Int] = []
        static let sharedDefault = Numbers()
    }

    @Test("a copy of a shared value is independent once either side is written (copy-on-write)")
    func sharedValueCopyOnWrite() {
        var a = SharedValue(Numbers(values: [1, 2, 3]))
        let b = a
        a.value.values.append(4)
        #expect(a.value.values == [1, 2, 3, 4])
        #expect(b.value.values == [1, 2, 3])
        var c = b
        c.value = Numbers(values: [9])
        #expect(c.value.values == [9])
        #expect(b.value.values == [1, 2, 3], "assigning through a copy leaves the original")
    }

    @Test("the default value holds no buffer until written, and the shared default never changes")
    func sharedValueDefault() {
        var a = SharedValue<Numbers>()
        let b = a
        #expect(a.isDefault && b.isDefault)
        #expect(a.value == Numbers.sharedDefault)
        #expect(a.read { $0.values.count } == 0)
        a.value.values.append(1)
        #expect(!a.isDefault)
        #expect(a.value.values == [1])
        #expect(b.isDefault && b.value.values.isEmpty)
        #expect(Numbers.sharedDefault.values.isEmpty, "writing a default value copies it into a new buffer")
        a.value.values.removeAll()
        #expect(!a.isDefault)
        #expect(a == b, "written back to the default: equal to it, though it has a buffer")
        #expect(a.hashValue == b.hashValue)
    }

    @Test("shared values compare and hash by value, not by buffer")
    func sharedValueEquality() {
        let a = SharedValue(Numbers(values: [1]))
        let b = SharedValue(Numbers(values: [1]))
        let c = SharedValue(Numbers(values: [2]))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(SharedValue(Numbers()) == SharedValue<Numbers>())
    }

    // MARK: ScreenProperties

    @Test("screen properties keep value semantics and equality over their fields")
    func screenPropertiesValueSemantics() {
        var a = ScreenProperties(title: "Home")
        let b = a
        a.navigationItem.rightItems.append("Edit")
        a.bar.barTint = Color(hex: "#FF0000")
        #expect(b.navigationItem.rightItems.isEmpty)
        #expect(b.bar.barTint == nil)
        #expect(a != b)
        var c = ScreenProperties(title: "Home")
        c.navigationItem.rightItems = ["Edit"]
        c.bar.barTint = Color(hex: "#FF0000")
        #expect(a == c)
        #expect(a.hashValue == c.hashValue)
    }

    @Test("default screen properties hold no buffer until written, and compare by value after")
    func screenPropertiesDefault() {
        #expect(ScreenProperties().isUnwritten)
        #expect(!ScreenProperties(title: "T").isUnwritten)
        var written = ScreenProperties(title: "T")
        written.navigationItem.title = nil
        #expect(!written.isUnwritten)
        #expect(written == ScreenProperties(), "written back to the defaults: equal to them, though it has a buffer")
        #expect(written.hashValue == ScreenProperties().hashValue)
    }

    @Test("bar attributes are empty exactly when equal to the defaults, field by field")
    func barAttributesEmpty() {
        #expect(NavigationBarAttributes().isEmpty)
        let red = Color(hex: "#FF0000")
        let setters: [(inout NavigationBarAttributes) -> Void] = [
            { $0.barTint = red }, { $0.tint = red }, { $0.titleColor = red }, { $0.translucent = false },
            { $0.prefersLargeTitles = true }, { $0.background = red }, { $0.shadowHidden = true },
        ]
        for set in setters {
            var attributes = NavigationBarAttributes()
            set(&attributes)
            #expect(!attributes.isEmpty)
            #expect(attributes != NavigationBarAttributes())
        }
    }

    // MARK: ChildList

    @Test("a child list is always canonical, so it is equal exactly when the arrays are")
    func childListCanonical() {
        let ids = (0..<4).map { ControllerID(rawValue: $0) }
        for count in 0...ids.count {
            var grown = ChildList.none
            for id in ids.prefix(count) { grown.append(id) }
            #expect(grown == ChildList(Array(ids.prefix(count))))
            #expect(grown.array == Array(ids.prefix(count)))
            #expect(grown.count == count)
            #expect(grown.first == ids.prefix(count).first)
            #expect(grown.last == ids.prefix(count).last)
            for k in 0...count {
                var shrunk = grown
                shrunk.removeLast(k)
                #expect(shrunk == ChildList(Array(ids.prefix(count - k))))
            }
        }
        #expect(ChildList([ids[0]])[checked: 1] == nil)
        #expect(ChildList(ids)[checked: -1] == nil)
        #expect(ChildList(ids)[checked: 3] == ids[3])
    }

    @Test(
        "a child list down to one element keeps a short array, empty, for the next push and frees a long one; a copy is never touched"
    )
    func childListKeepsShortArray() {
        let ids = (0..<20).map { ControllerID(rawValue: $0) }
        var list = ChildList([ids[0], ids[1]])
        let copy = list
        list.removeLast(1)
        // Canonical (no element in the array at one), yet the array's storage stays.
        #expect(list == ChildList([ids[0]]) && list.storedElements.isEmpty && list.storedElements.capacity >= 2)
        list.append(ids[2])
        #expect(list == ChildList([ids[0], ids[2]]) && list.array == [ids[0], ids[2]])
        #expect(copy.array == [ids[0], ids[1]])
        // A stack that was deep gives its array back when popped to its root.
        var deep = ChildList(ids)
        deep.removeLast(ids.count - 1)
        #expect(deep == ChildList([ids[0]]) && deep.storedElements.capacity == 0)
        deep.append(ids[1])
        #expect(deep.array == [ids[0], ids[1]])
    }

    // MARK: ShortList

    /// The lifecycle change value's lists (`IDList`, `EdgeList`) hold four elements inline
    /// and the rest in an array: seeded runs of appends and writes, across the fourth element,
    /// must read, iterate, search and compare exactly as an array does.
    @Test("a short list reads, iterates, searches and compares like an array across its inline four (seeded)")
    func shortListMatchesArray() {
        var random = SplitMix64(seed: 31)
        for _ in 0..<300 {
            var list = IDList()
            var array: [ControllerID] = []
            for _ in 0..<random.below(12) {
                let id = ControllerID(rawValue: random.below(8))
                if !array.isEmpty, random.chance(25) {
                    let index = random.below(array.count)
                    list[index] = id
                    array[index] = id
                } else {
                    list.append(id)
                    array.append(id)
                }
            }
            #expect(Array(list) == array && list.count == array.count && list.isEmpty == array.isEmpty)
            // Only a fifth element makes the array: a shorter list is dropped without a release.
            #expect((list.spill == nil) == (array.count <= 4))
            var visited: [ControllerID] = []
            list.forEachInPlace { visited.append($0) }
            #expect(visited == array)
            let probe = ControllerID(rawValue: random.below(8))
            #expect(list.contains(probe) == array.contains(probe))
            #expect(list.contains { $0.rawValue > 5 } == array.contains { $0.rawValue > 5 })
            #expect(list == IDList(array) && (list == IDList(array + [probe])) == false)
            var sorted = EdgeList(array.map { ContainmentEdge($0, probe) })
            sorted.sort { $0.child > $1.child }
            #expect(sorted.map(\.child) == array.sorted(by: >))
        }
    }

    /// The names of the controllers an operation removed: four inline, more in a dictionary
    /// made only for a fifth.
    @Test("departed names find every name given, the first given for an ID stays, past the inline four")
    func departedNamesPastFour() {
        for count in 0..<9 {
            var names = DepartedNames()
            var expected: [ControllerID: String] = [:]
            for index in 0..<count {
                let id = ControllerID(rawValue: 10 + index)
                names.insert(id, "S\(index)")
                names.insert(id, "again")
                expected[id] = "S\(index)"
            }
            #expect(names.isEmpty == (count == 0))
            for (id, name) in expected { #expect(names[id] == name) }
            #expect(names[ControllerID(rawValue: 99)] == nil)
            #expect(names == DepartedNames(expected))
        }
    }

    @Test("node children set through the array view come back identical")
    func nodeChildrenRoundTrip() {
        var node = ControllerNode(id: ControllerID(rawValue: 0), kind: .navigationController)
        let ids = (1...3).map { ControllerID(rawValue: $0) }
        node.children = ids
        node.children.removeLast()
        node.children.append(ControllerID(rawValue: 9))
        #expect(node.children == [ids[0], ids[1], ControllerID(rawValue: 9)])
        node.children = [ids[0]]
        #expect(node.childList == .one(ids[0]))
    }

    // MARK: NodeTable

    @Test("freed slots are reused, IDs are not, and stale IDs find nothing")
    func nodeTableSlots() {
        var table = NodeTable()
        let a = table.insert(rawValue: 0, kind: .screen, name: "A", parent: nil)
        let b = table.insert(rawValue: 1, kind: .navigationController, name: nil, parent: nil)
        table.appendChild(a, to: b)
        table.setParent(a, to: b)
        #expect(table.count == 2)
        #expect(table[a]?.parent == b)
        #expect(table.lastChild(b) == a)
        var pending: [ControllerID] = []
        #expect(table.remove(a, pending: &pending)?.nameHash == NameIndex.hash(of: "A"))
        #expect(pending.isEmpty)
        #expect(table.count == 1)
        let c = table.insert(rawValue: 2, kind: .screen, name: "C", parent: nil)
        #expect(c.slot == a.slot, "the freed slot is reused")
        #expect(table[a] == nil && table.kind(a) == nil, "the old ID is stale")
        #expect(table.name(c) == "C")
        #expect(table[ControllerID(rawValue: 2)]?.name == "C", "an ID without a slot is found by search")
    }

    @Test("a record is 112 bytes and a child list 48, the sizes docs/Performance.md's memory figures are built on")
    func recordLayout() {
        #expect(MemoryLayout<ChildList>.size == 48)
        #expect(MemoryLayout<NodeRecord>.stride == 112)
    }

    @Test(
        "a window is at most 128 bytes, the most a copy of it moves without calling memcpy (at 136, four calls cost a pair about 80 instructions)"
    )
    func windowLayout() {
        #expect(MemoryLayout<NodeTable>.size == 32)
        #expect(MemoryLayout<Window>.size <= 128)
    }

    @Test(
        "the names a pop keeps for its events fit in 128 bytes too (an entry keeps the generation alone), so swapping them into the result moves them inline"
    )
    func departedNamesLayout() {
        #expect(MemoryLayout<DepartedNames>.size <= 128)
        var names = DepartedNames()
        names.insert(ControllerID(rawValue: 7, slot: 3), "Detail")
        #expect(names[ControllerID(rawValue: 7)] == "Detail" && names[ControllerID(rawValue: 3)] == nil)
    }

    @Test("a free slot keeps its link in its generation, and taking it or freeing it keeps the two apart")
    func freeLinkInGeneration() {
        var record = NodeRecord()
        #expect(record.nextFree == -1 && record.generation < 0)
        record.nextFree = 0
        #expect(record.nextFree == 0 && record.generation < 0)
        record.nextFree = 41
        #expect(record.nextFree == 41 && record.generation < 0)
        record.generation = 7
        #expect(record.nextFree == -1, "a taken slot links nowhere")
        var free = NodeRecord()
        free.nextFree = 3
        #expect(NodeRecord().matches(free), "free slots match whatever their links")
        #expect(!record.matches(free))
    }

    @Test(
        "a table makes records only as it hands out slots: a doubled block leaves the rest unmade, and a freed slot is reused before a new one is made"
    )
    func nodeTableMakesRecordsLazily() {
        var table = NodeTable()
        var ids: [ControllerID] = []
        for raw in 0..<9 { ids.append(table.insert(rawValue: raw, kind: .screen, name: nil, parent: nil)) }
        // Nine controllers: the block doubled from 8 to 16, but only nine records were made.
        #expect(table.slots.capacity == 16)
        #expect(table.slotCount == 9)
        var pending: [ControllerID] = []
        _ = table.remove(ids[4], pending: &pending)
        let reused = table.insert(rawValue: 9, kind: .screen, name: nil, parent: nil)
        #expect(reused.slot == ids[4].slot)
        #expect(table.slotCount == 9, "a free slot is taken before a new record is made")
        let fresh = table.insert(rawValue: 10, kind: .screen, name: nil, parent: nil)
        #expect(fresh.slot == 9)
        #expect(table.slotCount == 10)
        #expect(table.storageViolations() == [])
        // A copy shares the block until written; the copy's growth leaves the original's records.
        var copy = table
        _ = copy.insert(rawValue: 11, kind: .screen, name: nil, parent: nil)
        #expect(table.slotCount == 10 && copy.slotCount == 11)
        #expect(table.count == 10 && copy.count == 11)
        #expect(table.storageViolations() == [] && copy.storageViolations() == [])
    }

    @Test("a node written through the table's subscript reads back identical, field for field")
    func nodeTableRoundTrip() {
        var table = NodeTable()
        let id = table.mintID(rawValue: 0)
        var node = ControllerNode(id: id, kind: .tabBarController, name: "tabs")
        node.children = [ControllerID(rawValue: 5), ControllerID(rawValue: 6)]
        node.tabs.selectedIndex = 1
        node.isViewLoaded = true
        table[id] = node
        #expect(table[id] == node)
        table[id]?.tabs.selectedIndex = nil
        node.tabs.selectedIndex = nil
        #expect(table[id] == node)
        table[id] = nil
        #expect(table[id] == nil)
        #expect(table.count == 0)
    }

    @Test("tables holding the same controllers in different slots are equal and hash alike")
    func nodeTableEquality() {
        var first = NodeTable()
        var second = NodeTable()
        _ = first.insert(rawValue: 0, kind: .screen, name: "X", parent: nil)
        _ = first.insert(rawValue: 1, kind: .screen, name: "Y", parent: nil)
        // The other table stores them in the opposite slots.
        second[ControllerID(rawValue: 1)] = ControllerNode(id: ControllerID(rawValue: 1), kind: .screen, name: "Y")
        second[ControllerID(rawValue: 0)] = ControllerNode(id: ControllerID(rawValue: 0), kind: .screen, name: "X")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second[ControllerID(rawValue: 1)]?.isViewLoaded = true
        #expect(first != second)
    }

    // MARK: Storage invariants (NodeTable+Invariants.swift)

    /// A window with a few controllers, pushes and pops behind it, so its table has free slots.
    private func tableWithFreeSlots() throws -> Window {
        var window = Window()
        let nav = try #require(try window.setRoot(.koinuNavigationController(root: .screen("Home"), label: "main")).created)
        for name in ["A", "B", "C"] { try window.pushViewController(.screen(name), onto: nav) }
        try window.popViewController(on: nav)
        try window.popViewController(on: nav)
        return window
    }

    @Test("a sound table breaks no storage invariant, through growth, frees and reuse")
    func storageInvariantsHold() throws {
        var window = try tableWithFreeSlots()
        #expect(window.nodes.storageViolations() == [])
        let nav = try #require(window.id(named: "main"))
        for n in 0..<100 { try window.pushViewController(.screen("S\(n)"), onto: nav) }
        try window.popToRootViewController(on: nav)
        #expect(window.nodes.storageViolations() == [])
        #expect(window.invariantViolations() == [])
    }

    @Test("the storage check catches a free list that loops, skips slots or holds a taken one")
    func storageInvariantsFreeList() throws {
        let window = try tableWithFreeSlots()
        let head = window.nodes.freeHead
        try #require(head >= 0)
        var looping = window
        looping.nodes.damageForTesting(.nextFree(slot: head, next: head))
        #expect(looping.nodes.storageViolations().contains("the free list visits slot \(head) twice"))
        var cut = window
        cut.nodes.damageForTesting(.nextFree(slot: head, next: -1))
        #expect(cut.nodes.storageViolations().contains { $0.hasPrefix("the free list holds 1 of the table's") })
        var taken = window
        let home = try #require(window.id(named: "Home").flatMap(window.nodes.slotForTesting))
        taken.nodes.damageForTesting(.freeHead(home))
        #expect(taken.nodes.storageViolations().contains("the free list holds taken slot \(home)"))
        #expect(!taken.isConsistent, "the window's check includes the storage's")
        var beyond = window
        beyond.nodes.damageForTesting(.freeHead(1_000_000))
        #expect(beyond.nodes.storageViolations().contains { $0.hasPrefix("the free list leads to slot 1000000") })
    }

    @Test("the storage check catches a wrong count, a stale name hash and a child list out of canonical form")
    func storageInvariantsRecords() throws {
        let window = try tableWithFreeSlots()
        var counted = window
        counted.nodes.damageForTesting(.count(window.count + 1))
        #expect(counted.nodes.storageViolations() == ["the table counts \(window.count + 1) controllers but holds \(window.count)"])
        let home = try #require(window.id(named: "Home"))
        let slot = try #require(window.nodes.slotForTesting(home))
        var hashed = window
        hashed.nodes.damageForTesting(.nameHash(slot: slot))
        #expect(hashed.nodes.storageViolations() == ["slot \(slot) keeps a hash that is not its name's"])
        let nav = try #require(window.id(named: "main"))
        let navSlot = try #require(window.nodes.slotForTesting(nav))
        let children = window.children(of: nav)
        try #require(children.count == 2)
        var listed = window
        listed.nodes.damageForTesting(
            .childList(
                slot: navSlot,
                .damagedForTesting(
                    count: 2, first: children[1], last: children[1],
                    elements: children)))
        #expect(
            listed.nodes.storageViolations()
                == ["the children of \(nav) (slot \(navSlot)) keep a first or last that differs from the stored list"])
        var single = window
        single.nodes.damageForTesting(
            .childList(
                slot: navSlot,
                .damagedForTesting(
                    count: 1, first: children[0], last: children[1],
                    elements: [children[0]])))
        #expect(single.nodes.storageViolations() == ["the children of \(nav) (slot \(navSlot)) hold one element out of canonical form"])
    }

    // MARK: NameIndex

    @Test("the name index finds every named controller through inserts, removals and growth")
    func nameIndexAsDictionary() {
        var table = NodeTable()
        var index = NameIndex()
        var model: [String: ControllerID] = [:]
        // Enough names to make the index grow several times, removed in a scattered order so
        // removals shift neighbours back.
        for n in 0..<2_000 {
            let name = "S\(n)"
            let id = table.insert(rawValue: n, kind: .screen, name: name, parent: nil)
            index.insert(hash: NameIndex.hash(of: name), id: id)
            model[name] = id
        }
        for n in stride(from: 0, to: 2_000, by: 3) {
            let name = "S\(n)"
            guard let id = model.removeValue(forKey: name) else { continue }
            #expect(index.id(named: name, in: table) == id)
            index.remove(hash: NameIndex.hash(of: name), id: id)
            var pending: [ControllerID] = []
            _ = table.remove(id, pending: &pending)
        }
        #expect(index.count == model.count)
        #expect(index.dictionary(in: table) == model)
        for n in 0..<2_000 { #expect(index.id(named: "S\(n)", in: table) == model["S\(n)"]) }
        #expect(Set(index.ids) == Set(model.values))
        #expect(NameIndex(model) == index)
    }

    @Test("the invariant check catches a name index out of step with the records")
    func nameIndexInvariants() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("Home"), label: "main"))
        #expect(window.invariantViolations() == [])
        let home = try #require(window.id(named: "Home"))
        var missing = window
        missing.names.remove(hash: NameIndex.hash(of: "Home"), id: home)
        #expect(missing.invariantViolations().contains { $0.contains("name 'Home' of \(home) is not registered") })
        var stale = window
        stale.names.insert(hash: NameIndex.hash(of: "Ghost"), id: ControllerID(rawValue: 99))
        #expect(stale.invariantViolations().contains { $0.contains("registered to #99, which carries none") })
        #expect(stale.invariantViolations().contains { $0.contains("3 names are registered for 2 named controllers") })
    }

    @Test("names Swift calls equal hash alike: ASCII by bytes, others by canonical form")
    func nameHashAgreesWithEquality() {
        let precomposed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        #expect(precomposed == decomposed)
        #expect(NameIndex.hash(of: precomposed) == NameIndex.hash(of: decomposed))
        #expect(NameIndex.hash(of: "Detail") == NameIndex.hash(of: String("xDetail".dropFirst())))
        // Every length up to two 8-byte words, so the partial last word is covered.
        var hashes = Set<Int>()
        for length in 0...17 { hashes.insert(NameIndex.hash(of: String(repeating: "a", count: length))) }
        #expect(hashes.count == 18, "prefixes of one another hash apart")
        var table = NodeTable()
        var index = NameIndex()
        let id = table.insert(rawValue: 1, kind: .screen, name: precomposed, parent: nil)
        index.insert(hash: NameIndex.hash(of: precomposed), id: id)
        #expect(index.id(named: decomposed, in: table) == id)
    }

    @Test("every byte of a name reaches its hash, in the whole words and in the tail read without a loop")
    func nameHashReadsEveryByte() {
        let key = NameHash.Key(seed: 0x0123_4567_89AB_CDEF, multiplier: 0x9E37_79B9_7F4A_7C15)
        for length in 1...24 {
            let base = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            let plain = NameHash.of(String(decoding: base, as: UTF8.self), key: key)
            for position in 0..<length {
                var changed = base
                changed[position] = UInt8(ascii: "b")
                let name = String(decoding: changed, as: UTF8.self)
                #expect(NameHash.of(name, key: key) != plain, "byte \(position) of \(length) is not hashed")
            }
        }
    }

    @Test("bytes compared eight at a time see every byte, in the whole words and in the overlapping tail")
    func bytesEqualReadsEveryByte() {
        for length in 0...40 {
            let base = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            #expect(NameHash.bytesEqual(base, base[...]), "\(length)")
            // A slice that does not start at 0, and one byte longer or shorter.
            #expect(NameHash.bytesEqual(base, ([0] + base)[1...]), "\(length)")
            #expect(!NameHash.bytesEqual(base, (base + [0])[...]), "\(length)")
            for position in 0..<length {
                var changed = base
                changed[position] ^= 0x80
                #expect(!NameHash.bytesEqual(base, changed[...]), "byte \(position) of \(length) is not compared")
            }
        }
    }

    @Test("the key reaches every name's hash, short names included (regression: it cancelled out up to 8 bytes)")
    func nameHashIsKeyed() {
        let first = NameHash.Key(seed: 0x0123_4567_89AB_CDEF, multiplier: 0x9E37_79B9_7F4A_7C15)
        let second = NameHash.Key(seed: 0xFEDC_BA98_7654_3210, multiplier: 0xD6E8_FEB8_6659_FD93)
        let names = ["", "n", "Top", "Root", "Detail", "Settings", "ProfileDetail"] + (1..<1_000).map { "S\($0)" }
        for name in names {
            #expect(NameHash.of(name, key: first) != NameHash.of(name, key: second), "\(name) ignores the key")
        }
    }

    @Test("names a script generates spread evenly over the buckets")
    func nameHashSpread() {
        let key = NameHash.Key(seed: 0x0123_4567_89AB_CDEF, multiplier: 0x9E37_79B9_7F4A_7C15)
        // 1,000 names like a generated script's in 2,048 buckets (the index's load at most
        // one half), probed linearly as `NameIndex` does.
        let mask = 2_047
        var full = [Bool](repeating: false, count: mask + 1)
        for n in 0..<1_000 {
            var bucket = NameHash.of("S\(n)", key: key) & mask
            while full[bucket] { bucket = (bucket + 1) & mask }
            full[bucket] = true
        }
        var probes = 0
        for n in 0..<10_000 {
            var bucket = NameHash.of("X\(n)", key: key) & mask
            probes += 1
            while full[bucket] {
                bucket = (bucket + 1) & mask
                probes += 1
            }
        }
        // Linear probing at load 0.49 expects about 2.4 probes for a missing name.
        #expect(Double(probes) / 10_000 < 3.5)
    }

    @Test("name indexes with the same entries are equal and hash alike, whatever order they were built in")
    func nameIndexEquality() {
        let ids = (0..<100).map { ControllerID(rawValue: $0) }
        var a = NameIndex()
        var b = NameIndex()
        for n in 0..<100 { a.insert(hash: NameIndex.hash(of: "N\(n)"), id: ids[n]) }
        for n in (0..<100).reversed() { b.insert(hash: NameIndex.hash(of: "N\(n)"), id: ids[n]) }
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        b.remove(hash: NameIndex.hash(of: "N0"), id: ids[0])
        b.insert(hash: NameIndex.hash(of: "N0"), id: ControllerID(rawValue: 7))
        #expect(a != b)
    }

    // MARK: OperationResult

    @Test("results compare and hash by what they say, whether removed screens were set or appended")
    func operationResultStorage() {
        let references = (1...3).map { ControllerReference(id: ControllerID(rawValue: $0), description: "<S\($0)>") }
        for count in 0...3 {
            var set = OperationResult()
            var appended = OperationResult()
            set.removed = Array(references.prefix(count))
            for reference in references.prefix(count) { appended.appendRemoved(reference) }
            #expect(set.removed == Array(references.prefix(count)))
            #expect(set == appended)
            #expect(set.hashValue == appended.hashValue)
        }
        var warned = OperationResult()
        warned.warnings = [.popAtRoot(references[0])]
        #expect(warned != OperationResult())
        warned.warnings = []
        #expect(warned == OperationResult(), "emptied again: equal to an empty result")
    }

    // MARK: Window

    @Test("windows on equal devices are equal whichever buffer holds the device")
    func windowDeviceStorage() {
        var a = Window(device: .iPhone15Pro)
        let b = Window(device: .iPhone15Pro)
        #expect(a == b)
        a.setDevice(.iPhoneSE)
        #expect(a != b)
        a.setDevice(.iPhone15Pro)
        #expect(a == b)
        #expect(b.device == .iPhone15Pro)
    }
}
