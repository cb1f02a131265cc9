import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackRendering

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny deterministic generator, so every run replays
/// the same sequences on every platform. No system or Foundation randomness is involved.
struct SplitMix64 {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (modulo bias is irrelevant here).
    mutating func below(_ n: Int) -> Int {
        precondition(n > 0)
        return Int(next() % UInt64(n))
    }

    /// `true` with the given probability in percent.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[below(items.count)] }
}

/// One random operation: what it is (for failure messages) and how to run it.
struct FuzzStep {
    let description: String
    let run: (inout Window) throws(NavigationError) -> OperationResult
}

/// Generates random operations against a window, with valid and invalid targets.
struct Fuzzer {
    var rng: SplitMix64
    var window = Window()
    private var nameCounter = 0

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        if rng.chance(15) { window = Window(device: Device.named("ipad-pro-11")!) }
    }

    // MARK: Targets

    mutating func freshName() -> String {
        nameCounter += 1
        return "S\(nameCounter)"
    }

    /// Mostly a fresh name, sometimes one already in use (to provoke duplicateName).
    mutating func screenName() -> String {
        if rng.chance(5), let taken = rng.pick(window.allNames.sorted()) { return taken }
        return freshName()
    }

    mutating func label() -> String? { rng.chance(20) ? screenName() : nil }

    /// An ID: usually one in the window, sometimes one that was removed or never existed.
    mutating func anyID() -> ControllerID {
        let ids = window.allIDs
        if ids.isEmpty || rng.chance(8) { return ControllerID(rawValue: rng.below(window.nextID + 3)) }
        return ids[rng.below(ids.count)]
    }

    /// An ID of one of `kinds` (80 %), else any ID.
    mutating func id(_ kinds: Set<ControllerKind>) -> ControllerID {
        if rng.chance(80), let id = rng.pick(window.allIDs.filter { window.kind(of: $0).map(kinds.contains) ?? false }) {
            return id
        }
        return anyID()
    }

    mutating func navigationID() -> ControllerID {
        id([.navigationController, .koinuNavigationController, .containerNavigationController])
    }

    mutating func screenID() -> ControllerID { id([.screen]) }
    mutating func tabBarID() -> ControllerID { id([.tabBarController]) }

    // MARK: Specs

    mutating func colour() -> Color? {
        rng.pick([nil, Color(hex: "#FF0000"), Color(hex: "#00FF00"), Color(hex: "#0000FF")]) ?? nil
    }

    mutating func properties() -> ScreenProperties {
        var p = ScreenProperties()
        if rng.chance(40) { p.navigationItem.title = rng.pick(["T", "", "Title"]) }
        if rng.chance(15) { p.navigationItem.backButtonTitle = rng.pick(["B", ""]) }
        if rng.chance(15) { p.navigationItem.backBarButtonItemTitle = rng.pick(["Up", ""]) }
        p.navigationItem.backButtonDisplayMode = rng.pick(NavigationItem.BackButtonDisplayMode.allCases)!
        if rng.chance(15) { p.navigationItem.leftItems = ["Close"] }
        p.navigationItem.hidesBackButton = rng.chance(10)
        p.navigationItem.largeTitleDisplayMode = rng.pick(NavigationItem.LargeTitleDisplayMode.allCases)!
        p.hidesBottomBarWhenPushed = rng.chance(20)
        p.disableInteractivePop = rng.pick([nil, nil, true, false])!
        if rng.chance(15) { p.barHidden = rng.chance(50) }
        if rng.chance(20) { p.bar.barTint = colour() }
        if rng.chance(10) { p.bar.prefersLargeTitles = rng.chance(50) }
        if rng.chance(10) { p.navigationBarClass = "App.Bar" }
        if rng.chance(10) { p.toolbarItems = ["Edit"] }
        return p
    }

    /// Any spec, valid or not: nested navigation controllers and foreign IDs get rejected.
    mutating func spec(depth: Int = 0) -> ControllerSpec {
        let roll = rng.below(100)
        if depth >= 3 || roll < 55 { return .screen(screenName(), properties()) }
        if roll < 61 { return .existing(anyID()) }
        if roll < 70 { return .navigationController(root: spec(depth: depth + 1), label: label()) }
        if roll < 82 {
            return .koinuNavigationController(root: spec(depth: depth + 1), noWrapping: rng.chance(30), label: label())
        }
        if roll < 88 { return .containerNavigationController(root: spec(depth: depth + 1), label: label()) }
        let count = rng.chance(20) ? 5 + rng.below(3) : rng.below(4)  // 0 tabs is invalid on purpose
        var tabs: [ControllerSpec] = []
        for _ in 0..<count { tabs.append(spec(depth: depth + 1)) }
        return .tabBarController(tabs, label: label())
    }

    /// A root tree, usually one of the shapes apps build.
    mutating func rootSpec() -> ControllerSpec {
        func screen(_ f: inout Fuzzer) -> ControllerSpec { .screen(f.freshName(), f.properties()) }
        switch rng.below(6) {
        case 0: return .navigationController(root: screen(&self), label: label())
        case 1: return .koinuNavigationController(root: screen(&self), label: label())
        case 2:
            let count = rng.chance(35) ? 6 + rng.below(2) : 1 + rng.below(5)
            var tabs: [ControllerSpec] = []
            for _ in 0..<count { tabs.append(.containerNavigationController(root: screen(&self))) }
            return .koinuNavigationController(root: .tabBarController(tabs, label: label()), noWrapping: true, label: label())
        case 3:
            let count = rng.chance(35) ? 6 + rng.below(2) : 1 + rng.below(5)
            var tabs: [ControllerSpec] = []
            for _ in 0..<count {
                tabs.append(
                    rng.chance(50) ? .koinuNavigationController(root: screen(&self)) : .navigationController(root: screen(&self)))
            }
            return .tabBarController(tabs, label: label())
        default: return spec()
        }
    }

    /// A new list for a stack or tab bar: some current members (maybe repeated), new specs, maybe a stranger.
    mutating func list(reusing members: [ControllerID]) -> [ControllerSpec] {
        var specs: [ControllerSpec] = []
        let count = rng.below(5)
        for _ in 0..<count {
            if rng.chance(55), let member = rng.pick(members) {
                specs.append(.existing(member))
            } else {
                specs.append(rng.chance(85) ? .screen(screenName(), properties()) : spec(depth: 1))
            }
        }
        return specs
    }

    // MARK: Operations

    mutating func step() -> FuzzStep {
        if window.root == nil || rng.chance(2) {
            let spec = rootSpec()
            return FuzzStep(description: "setRoot(\(spec))") { w throws(NavigationError) in try w.setRoot(spec) }
        }
        switch rng.below(100) {
        case 0..<14:
            let spec = rng.chance(80) ? ControllerSpec.screen(screenName(), properties()) : self.spec()
            if rng.chance(50) {
                let nav = navigationID()
                return FuzzStep(description: "push(\(spec), onto: \(nav))") { w throws(NavigationError) in
                    try w.pushViewController(spec, onto: nav)
                }
            }
            let screen = screenID()
            return FuzzStep(description: "push(\(spec), from: \(screen))") { w throws(NavigationError) in
                try w.pushViewController(spec, from: screen)
            }
        case 14..<22:
            if rng.chance(50) {
                let nav = navigationID()
                return FuzzStep(description: "pop(on: \(nav))") { w throws(NavigationError) in try w.popViewController(on: nav) }
            }
            let screen = screenID()
            return FuzzStep(description: "pop(from: \(screen))") { w throws(NavigationError) in try w.popViewController(from: screen) }
        case 22..<27:
            let nav = navigationID()
            let members = window[nav] == nil ? [] : window.vmViewControllers(of: window.stackOwner(forCallsOn: nav))
            let target = rng.chance(70) ? (rng.pick(members) ?? anyID()) : anyID()
            return FuzzStep(description: "popTo(\(target), on: \(nav))") { w throws(NavigationError) in
                try w.popToViewController(target, on: nav)
            }
        case 27..<30:
            let nav = navigationID()
            return FuzzStep(description: "popToRoot(on: \(nav))") { w throws(NavigationError) in try w.popToRootViewController(on: nav) }
        case 30..<36:
            let nav = navigationID()
            let owner = window[nav] == nil ? nav : window.stackOwner(forCallsOn: nav)
            let members = window.vmViewControllers(of: owner) + (rng.chance(30) ? window.children(of: owner) : [])
            let specs = list(reusing: members)
            return FuzzStep(description: "setViewControllers(\(specs), on: \(nav))") { w throws(NavigationError) in
                try w.setViewControllers(specs, on: nav)
            }
        case 36..<41:
            let screen = rng.chance(80) ? screenID() : anyID()
            return FuzzStep(description: "remove(\(screen))") { w throws(NavigationError) in try w.removeViewController(screen) }
        case 41..<47:
            let tabBar = tabBarID()
            let index = rng.below(window.children(of: tabBar).count + 3) - 1
            return FuzzStep(description: "selectTab(at: \(index), of: \(tabBar))") { w throws(NavigationError) in
                try w.selectTab(at: index, of: tabBar)
            }
        case 47..<50:
            let tabBar = tabBarID()
            let target = anyID()
            return FuzzStep(description: "selectTab(containing: \(target), of: \(tabBar))") { w throws(NavigationError) in
                try w.selectTab(containing: target, of: tabBar)
            }
        case 50..<52:
            let tabBar = tabBarID()
            return FuzzStep(description: "selectMoreTab(of: \(tabBar))") { w throws(NavigationError) in try w.selectMoreTab(of: tabBar) }
        case 52..<56:
            let tabBar = tabBarID()
            let specs = list(reusing: window.children(of: tabBar))
            return FuzzStep(description: "setTabs(\(specs), of: \(tabBar))") { w throws(NavigationError) in try w.setTabs(specs, of: tabBar)
            }
        case 56..<58:
            let tabBar = tabBarID()
            let hidden = rng.chance(50)
            return FuzzStep(description: "setTabBarHidden(\(hidden), of: \(tabBar))") { w throws(NavigationError) in
                try w.setTabBarHidden(hidden, of: tabBar)
            }
        case 58..<65:
            let spec = rng.chance(70) ? rootSpec() : self.spec()
            let presenter = anyID()
            let style = rng.pick(ModalPresentationStyle.allCases)!
            return FuzzStep(description: "present(\(spec), from: \(presenter), style: \(style))") { w throws(NavigationError) in
                try w.present(spec, from: presenter, style: style)
            }
        case 65..<71:
            let controller = anyID()
            return FuzzStep(description: "dismiss(from: \(controller))") { w throws(NavigationError) in try w.dismiss(from: controller) }
        case 71..<78:
            let screen = rng.chance(90) ? screenID() : anyID()
            let properties = properties()
            let replaceAll = rng.chance(50)
            return FuzzStep(description: "updateScreen(\(screen), \(replaceAll ? "all" : "title"))") { w throws(NavigationError) in
                try w.updateScreen(screen) {
                    if replaceAll { $0 = properties } else { $0.navigationItem.title = properties.navigationItem.title }
                }
                return OperationResult()
            }
        case 78..<81:
            let nav = navigationID()
            let tint = colour()
            let large = rng.chance(30)
            return FuzzStep(description: "updateNavigationBar(\(nav))") { w throws(NavigationError) in
                try w.updateNavigationBar(of: nav) {
                    $0.barTint = tint
                    $0.prefersLargeTitles = large
                }
                return OperationResult()
            }
        case 81..<85:
            let nav = navigationID()
            let hidden = rng.chance(50)
            return FuzzStep(description: "setNavigationBarHidden(\(hidden), on: \(nav))") { w throws(NavigationError) in
                try w.setNavigationBarHidden(hidden, on: nav)
            }
        case 85..<88:
            let nav = navigationID()
            let hidden = rng.chance(50)
            return FuzzStep(description: "setToolbarHidden(\(hidden), on: \(nav))") { w throws(NavigationError) in
                try w.setToolbarHidden(hidden, on: nav)
                return OperationResult()
            }
        case 88..<92:
            let nav = id([.koinuNavigationController])
            let value = rng.chance(60)
            return FuzzStep(description: "setUseSystemBackBarButtonItem(\(value), on: \(nav))") { w throws(NavigationError) in
                try w.setUseSystemBackBarButtonItem(value, on: nav)
                return OperationResult()
            }
        case 92..<96:
            let nav = id([.koinuNavigationController])
            let value = rng.chance(60)
            return FuzzStep(description: "setUseRootNavigationBarAttributes(\(value), on: \(nav))") { w throws(NavigationError) in
                try w.setUseRootNavigationBarAttributes(value, on: nav)
                return OperationResult()
            }
        default:
            let nav = navigationID()
            let name = rng.pick([nil, "App.Bar"])!
            return FuzzStep(description: "setNavigationBarClass(\(name ?? "nil"), on: \(nav))") { w throws(NavigationError) in
                try w.setNavigationBarClass(name, of: nav)
                return OperationResult()
            }
        }
    }

    /// Reads every derived property of a random controller; none of them may trap.
    mutating func query() {
        let id = anyID()
        _ = window.backButton(of: id)
        _ = window.interactivePopEnabled(for: id)
        _ = window.resolvedBar(of: id)
        _ = window.isToolbarVisible(id)
        _ = window.isTabBarEffectivelyHidden(id)
        _ = window.showsMoreTab(id)
        _ = window.isBehindMore(rng.below(8), of: id)
        _ = window.navigationController(of: id)
        _ = window.vmNavigationController(of: id)
        _ = window.viewControllers(of: id)
        _ = window.vmTopViewController(of: id)
        _ = window.visibleViewController(of: id)
        _ = window.tabBarController(of: id)
        _ = window.presentationContext(of: id)
        _ = window.stackOwner(forCallsOn: id)
        _ = window.topScreen
        _ = window.isTabBarVisible
        _ = window.appearedControllers
    }
}

/// Everything wrong with one sequence, with what is needed to replay it.
struct SequenceFailure: CustomStringConvertible {
    let seed: UInt64
    let step: Int
    let operation: String
    let problem: String

    var description: String {
        "seed 0x\(String(seed, radix: 16)) step \(step): \(operation)\n  \(problem)"
    }
}

enum RandomSequences {
    static let baseSeed: UInt64 = 0x4E61_7653_7461_636B  // "NavStack"
    static let batches = 8
    static let sequencesPerBatch = 250
    static let steps = 40

    /// The seed of sequence `index`.
    static func seed(_ index: Int) -> UInt64 { baseSeed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15 }

    /// Runs one sequence of `steps` random operations; returns the first failure, if any.
    static func run(seed: UInt64, steps: Int = RandomSequences.steps, checkJSON: Bool = false) -> SequenceFailure? {
        var fuzzer = Fuzzer(seed: seed)
        for stepIndex in 0..<steps {
            let step = fuzzer.step()
            let before = fuzzer.window
            var after = before
            func failure(_ problem: String) -> SequenceFailure {
                SequenceFailure(seed: seed, step: stepIndex, operation: step.description, problem: problem)
            }
            do {
                let result = try step.run(&after)
                if !result.warnings.isEmpty, after != before {
                    return failure("an operation that warned \(result.warnings) changed the window")
                }
                for removed in result.removed {
                    if let id = removed.id, after[id] != nil {
                        return failure("\(removed) was reported removed but is still in the window")
                    }
                }
                if let created = result.created, after[created] == nil { return failure("created \(created) is not in the window") }
            } catch {
                if after != before { return failure("rejected with \(error.messageID) but the window changed") }
                if error.description.isEmpty { return failure("\(error.messageID) has an empty message") }
            }
            let violations = after.invariantViolations()
            if !violations.isEmpty { return failure("invariants broken:\n    " + violations.joined(separator: "\n    ")) }
            fuzzer.window = after
            fuzzer.query()
        }
        let window = fuzzer.window
        _ = TreeDumper.render(window)
        _ = TreeDumper.render(window, options: .identifiers)
        _ = UIKitHierarchyRenderer.render(window)
        _ = DOTRenderer.render(window)
        _ = MermaidRenderer.render(window)
        let json = JSONRenderer.render(window)
        if checkJSON, (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil {
            return SequenceFailure(seed: seed, step: steps, operation: "JSONRenderer.render", problem: "the JSON does not parse:\n\(json)")
        }
        return nil
    }
}

@Suite("Randomized operation sequences keep the model sound")
struct RandomizedTests {
    @Test("SplitMix64 matches the reference output for seed 0 (Steele, Lea, Flood 2014; Vigna's splitmix64.c)")
    func splitMixReference() {
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("the same seed replays the same sequence (determinism needed to reproduce failures)")
    func deterministic() {
        var a = Fuzzer(seed: 7)
        var b = Fuzzer(seed: 7)
        for _ in 0..<40 {
            let stepA = a.step()
            let stepB = b.step()
            #expect(stepA.description == stepB.description)
            _ = try? stepA.run(&a.window)
            _ = try? stepB.run(&b.window)
        }
        #expect(a.window == b.window)
    }

    @Test(
        "2,000 random sequences × 40 steps: invariants hold after every step, every rejected or ignored call leaves the window ==, and every renderer runs (Window contract; invariantViolations)",
        arguments: 0..<RandomSequences.batches)
    func randomSequences(batch: Int) {
        var failures: [SequenceFailure] = []
        for offset in 0..<RandomSequences.sequencesPerBatch {
            let index = batch * RandomSequences.sequencesPerBatch + offset
            // Parse the JSON for one sequence in ten: parsing dominates the run time otherwise.
            if let failure = RandomSequences.run(seed: RandomSequences.seed(index), checkJSON: index % 10 == 0) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        }
        for failure in failures { Issue.record("\(failure)") }
    }
}

@Suite("Long randomized sequences grow deeper trees")
struct LongRandomizedTests {
    @Test(
        "a few 400-step sequences: invariants hold after every step and every renderer runs on the larger trees (Window contract; invariantViolations)",
        arguments: 0..<4)
    func longSequence(index: Int) {
        if let failure = RandomSequences.run(seed: RandomSequences.seed(1_000_000 + index), steps: 400, checkJSON: true) {
            Issue.record("\(failure)")
        }
    }
}
