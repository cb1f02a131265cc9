/// The model's structural rules, checked without trapping (swift-collections'
/// `_checkInvariants(failureHandler:)` form): tests and fuzzers call it after every step.
extension Window {
    /// Every broken invariant, as a sentence stating the fact; empty when the window is sound.
    ///
    /// Checked: each controller has exactly one owner (a parent listing it, or a presenter,
    /// or the window); parent links match child lists; navigation stacks and tab lists are
    /// non-empty; selections are in range; Koinu containers hold one container navigation
    /// controller (or, at a no-wrapping root, one content) and those hold exactly their screen
    /// (plus a placeholder first); wrapping controllers hold only containers; names map to
    /// the controllers that carry them; everything is reachable from the root; every ID is
    /// below the next generation number, and overlay numbers are distinct and below theirs; and the
    /// storage's own rules (`NodeTable/storageViolations()`: the free list, the count, the
    /// canonical child lists).
    ///
    /// - Complexity: O(n).
    public func invariantViolations() -> [String] {
        var problems = nodes.storageViolations()
        var owners: [ControllerID: [Owner]] = [:]
        var named = 0
        if let root {
            owners[root, default: []].append(Owner(id: nil, role: ""))
            if nodes[root] == nil { problems.append("the root \(root) is not in the window") }
            if nodes.parent(root) != nil { problems.append("the root \(root) has a parent") }
        }
        for (id, node) in nodes {
            if id != node.id { problems.append("controller stored under \(id) has ID \(node.id)") }
            let lent = node.kind == .tabBarController ? tabInMoreListedTwice(by: id) : nil
            for child in node.children where child != lent {
                owners[child, default: []].append(Owner(id: id, role: ""))
                guard let childNode = nodes[child] else {
                    problems.append("\(id) lists child \(child), which is not in the window")
                    continue
                }
                if childNode.parent != id {
                    problems.append("\(child) is a child of \(id) but its parent is \(childNode.parent.map { "\($0)" } ?? "nil")")
                }
            }
            if let presented = node.presented {
                owners[presented, default: []].append(Owner(id: id, role: " (presentation)"))
                if nodes.presenter(presented) != id { problems.append("\(id) presents \(presented), whose presenter differs") }
                if nodes.parent(presented) != nil { problems.append("presented \(presented) also has a parent") }
            }
            if let content = node.popup?.content {
                owners[content, default: []].append(Owner(id: id, role: " (popup)"))
                if nodes.popupHost(content) != id { problems.append("\(id) hosts popup content \(content), whose host differs") }
                if nodes.parent(content) != nil { problems.append("popup content \(content) also has a parent") }
            }
            if let host = node.popupHost, nodes.popup(host)?.content != id {
                problems.append("\(id) names popup host \(host), which does not host it")
            }
            if let popup = node.popup, (popup.state == .barHidden) != (popup.content == nil) {
                problems.append("popup of \(id) is \(popup.state.rawValue) with\(popup.content == nil ? "out" : "") content")
            }
            if let presenter = node.presenter, nodes.presented(presenter) != id {
                problems.append("\(id) names presenter \(presenter), which does not present it")
            }
            if node.presenter != nil, node.presentationStyle == nil {
                problems.append("presented \(id) has no presentation style")
            }
            problems += kindViolations(node)
            if let name = node.name {
                named += 1
                if names.id(named: name, in: nodes) != id { problems.append("name '\(name)' of \(id) is not registered to it") }
            }
        }
        if names.count != named { problems.append("\(names.count) names are registered for \(named) named controllers") }
        let hosts = Set(nodes.values.filter { ($0.popup?.state ?? .barHidden) != .barHidden }.map(\.id))
        if hosts != popupHosts {
            problems.append("popup hosts \(popupHosts.sorted()) differ from the containers presenting a popup \(hosts.sorted())")
        }
        let deferred = Set(nodes.values.filter { !($0.popup?.deferredCalls.isEmpty ?? true) }.map(\.id))
        if deferred != deferredPopupHosts {
            problems.append(
                "containers with deferred popup calls \(deferred.sorted()) differ from those recorded \(deferredPopupHosts.sorted())")
        }
        for id in names.ids where nodes.name(id) == nil {
            problems.append("a name is registered to \(id), which carries none")
        }
        for (id, list) in owners where list.count > 1 {
            problems.append("controller \(id) has \(list.count) owners (\(list.map(\.description).joined(separator: ", ")))")
        }
        let reachable = reachableFromRoot()
        for id in nodes.keys where !reachable.contains(id) {
            problems.append("controller \(id) is not reachable from the window")
        }
        for id in nodes.keys where !(0..<nextID).contains(id.rawValue) {
            problems.append("controller \(id) is not below the next generation number \(nextID)")
        }
        problems += overlayViolations()
        return problems.sorted()
    }

    /// The controllers reached from the root through children, presentations and popup
    /// contents, each visited once (so a cycle ends the walk instead of looping).
    private func reachableFromRoot() -> Set<ControllerID> {
        var reached = Set<ControllerID>()
        var pending = root.map { [$0] } ?? []
        while let id = pending.popLast() {
            guard nodes.contains(id), reached.insert(id).inserted else { continue }
            pending += nodes.children(id)
            if let presented = nodes.presented(id) { pending.append(presented) }
            if let content = nodes.popup(id)?.content { pending.append(content) }
        }
        return reached
    }

    /// Overlay and stack toast numbers are distinct and below their counters.
    private func overlayViolations() -> [String] {
        var problems: [String] = []
        let entries = overlays.entries.map(\.id)
        if Set(entries).count != entries.count { problems.append("two overlays share a number") }
        if let high = entries.max(), high >= overlays.nextID {
            problems.append("overlay \(high) is not below the next overlay number \(overlays.nextID)")
        }
        let toasts = overlays.stack.items.map(\.id) + overlays.stack.leaving.map(\.item.id)
        if Set(toasts).count != toasts.count { problems.append("two stack toasts share a number") }
        if let high = toasts.max(), high >= overlays.stack.nextID {
            problems.append("stack toast \(high) is not below the next toast number \(overlays.stack.nextID)")
        }
        return problems
    }

    /// Who holds a controller: the window (`id` nil) or a controller in some role; described
    /// only when a controller has more than one.
    private struct Owner: CustomStringConvertible {
        var id: ControllerID?
        var role: StaticString

        var description: String { id.map { "\($0)\(role)" } ?? "the window" }
    }

    /// A plain tab shown in More: listed by the tab bar controller (its `viewControllers`) and
    /// by the More navigation controller (its parent), and owned by the latter.
    private func tabInMoreListedTwice(by tabBar: ControllerID) -> ControllerID? {
        guard let index = tabShownInMore(of: tabBar), let tab = nodes.child(tabBar, at: index),
            let more = moreNavigationController(of: tabBar), nodes.parent(tab) == more
        else { return nil }
        return tab
    }

    /// Whether `nav` is a tab whose stack is on its tab bar controller's More navigation
    /// controller (so its own stack is empty).
    private func isStackInMore(_ nav: ControllerID) -> Bool {
        guard let kind = nodes.kind(nav), Window.lendsItsStack(kind) else { return false }
        return isTabShownInMore(nav)
    }

    /// The More tab's rules: a tab shown in More is behind More, on the More navigation
    /// controller right above the list (itself, or its navigation controller's root).
    private func moreViolations(_ node: ControllerNode) -> [String] {
        let id = node.id
        guard let index = node.tabs.tabInMore else { return [] }
        guard let more = moreNavigationController(of: id), isBehindMore(index, of: id),
            let tab = nodes.child(id, at: index)
        else { return ["tab bar controller \(id) shows tab \(index) in More, which it cannot"] }
        let second = nodes.child(more, at: 1)
        if let kind = nodes.kind(tab), Window.lendsItsStack(kind) {
            if !nodes.children(tab).isEmpty || second == nil {
                return ["navigation controller \(tab) is shown in More but keeps its stack"]
            }
        } else if second != tab || nodes.parent(tab) != more {
            return ["tab \(tab) is shown in More but is not above the list"]
        }
        return []
    }

    /// Whether every invariant holds.
    public var isConsistent: Bool { invariantViolations().isEmpty }

    private func kindViolations(_ node: ControllerNode) -> [String] {
        let id = node.id
        var problems: [String] = []
        switch node.kind {
        case .navigationController, .koinuNavigationController, .containerNavigationController, .moreNavigationController:
            if node.children.isEmpty, !isStackInMore(id) {
                problems.append("navigation controller \(id) has an empty stack")
            }
            if node.kind == .moreNavigationController {
                if let first = node.children.first, nodes.kind(first) != .moreListController {
                    problems.append("More navigation controller \(id) does not start with its list")
                }
                if let tabBar = node.parent, moreNavigationController(of: tabBar) != id {
                    problems.append("More navigation controller \(id) is not the last child of a tab bar controller")
                }
            }
            for child in node.children.dropFirst() where nodes.kind(child) == .moreListController {
                problems.append("More list \(child) is not at the bottom of \(id)")
            }
            for child in node.children {
                guard let kind = nodes.kind(child) else { continue }
                if kind.isNavigationController {
                    problems.append("navigation controller \(id) holds \(kind.rawValue) \(child)")
                }
                if node.kind == .koinuNavigationController, kind != .containerController {
                    problems.append("wrapping navigation controller \(id) holds unwrapped \(kind.rawValue) \(child)")
                }
                if kind == .placeholder, child != node.children.first {
                    problems.append("placeholder \(child) is not at the bottom of \(id)")
                }
            }
            if isWrappedInner(id) {
                let screens = node.children.filter { nodes.kind($0) != .placeholder }
                if screens.count != 1 || node.children.count > 2 {
                    problems.append(
                        "container navigation controller \(id) holds \(node.children.count) controllers, not exactly its screen (plus placeholder)"
                    )
                }
            }
        case .containerController:
            if node.children.count != 1 { problems.append("container \(id) holds \(node.children.count) children") }
        case .pageViewController:
            if node.children.count != 1 { problems.append("page view controller \(id) shows \(node.children.count) pages, not 1") }
        case .hostingController:
            if node.children.count != 1 { problems.append("hosting controller \(id) embeds \(node.children.count) controllers, not 1") }
        case .tabBarController:
            let count = tabCount(of: id)
            if count == 0 { problems.append("tab bar controller \(id) has no tabs") }
            if let index = node.tabs.selectedIndex, !(0..<count).contains(index) {
                problems.append("tab bar controller \(id) selects \(index) of \(count) tabs")
            }
            if node.tabs.selectedIndex == nil, moreNavigationController(of: id) == nil {
                problems.append("tab bar controller \(id) selects More but shows no More tab")
            }
            problems += moreViolations(node)
        case .screen, .placeholder, .moreListController:
            if !node.children.isEmpty { problems.append("\(node.kind.rawValue) \(id) has children") }
        }
        if let swiftUI = node.screen.swiftUI, let problem = Window.swiftUIViolation(swiftUI, kind: node.kind) {
            problems.append("\(node.kind.rawValue) \(id): \(problem)")
        }
        return problems
    }
}
