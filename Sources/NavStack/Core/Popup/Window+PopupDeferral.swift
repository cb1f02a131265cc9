/// LNPopupController's deferred calls: presenting, opening, closing or dismissing the popup
/// of a container whose view is not in a window (an unselected tab, a screen pushed over, a
/// presenter under a full-screen modal) does nothing yet. The call is kept and runs,
/// unanimated, when the view enters a window; until then the popup stays as it was
/// (`UIViewController+LNPopupSupport.mm:46-171`: each call checks `self.view.window == nil`
/// and hands itself to `_ln_letMeKnowWhenViewInWindowHierarchy:`; the view runs the waiting
/// calls in order once it is in a window, `UIView+LNPopupSupportPrivate.mm:304-319`).
extension Window {
    /// Whether `container`'s view is in the window: it is on the visible path of a
    /// presentation context that is in the window, or of a popup's content while its host is
    /// in the window with the bar presented (LNPopupController adds the content's view to the
    /// popup content view when it presents the bar, `LNPopupController.mm:419-432`,
    /// `:1312-1345`).
    ///
    /// - Complexity: O(depth), times the popups hosted one inside another.
    public func isViewInWindow(_ container: ControllerID) -> Bool {
        var current = container
        // Each step moves from a popup's content to its host: at most one per controller.
        for _ in 0...nodes.count {
            guard let top = contextShowing(current) else { return false }
            if isContextInWindow(top) { return true }
            guard let host = nodes.popupHost(top), (nodes.popup(host)?.state ?? .barHidden) != .barHidden else { return false }
            current = host
        }
        return false
    }

    /// The calls waiting for `container`'s view to enter the window.
    public func deferredPopupCalls(on container: ControllerID) -> [DeferredPopupCall] {
        nodes.popup(container)?.deferredCalls ?? []
    }

    /// Keeps `call` for when `container`'s view enters the window, with a warning saying so.
    mutating func deferPopupCall(_ call: DeferredPopupCall, on container: ControllerID, named name: String) -> OperationResult {
        nodes.modifyPayload(container) { payload in
            var popup = payload.popup ?? PopupState()
            popup.deferredCalls.append(call)
            payload.popup = popup
        }
        deferredPopupHosts.insert(container)
        return .warning(.popupCallDeferred(reference(container), call: name))
    }

    /// Runs the deferred calls of every container whose view is now in the window, in the
    /// order they were made, and forgets those of containers that left. A call the library
    /// would now ignore (open with nothing presented) is dropped as it would be; a new
    /// content screen whose name was taken meanwhile is dropped too.
    @inline(never)
    mutating func runDeferredPopupCalls() {
        guard !deferredPopupHosts.isEmpty else { return }
        forgetDeferredPopupCallsOfRemovedContainers()
        for container in deferredPopupHosts.sorted() {
            guard isViewInWindow(container) else { continue }
            let calls = deferredPopupCalls(on: container)
            nodes.modifyPayload(container) { $0.popup?.deferredCalls = [] }
            deferredPopupHosts.remove(container)
            for call in calls {
                switch call {
                case let .present(name, properties, openPopup, item):
                    let content: ControllerSpec
                    if let name {
                        content = .screen(name, properties)
                    } else if let current = nodes.popup(container)?.content {
                        content = .existing(current)
                    } else {
                        continue
                    }
                    _ = try? presentPopupBar(with: content, on: container, openPopup: openPopup, item: item)
                case .open: _ = try? openPopup(on: container)
                case .close: _ = try? closePopup(on: container)
                case .dismiss: _ = try? dismissPopupBar(on: container)
                }
            }
        }
    }

    /// Forgets the deferred calls of containers that left the window's controllers.
    mutating func forgetDeferredPopupCallsOfRemovedContainers() {
        guard !sideStorage.isDefault else { return }
        deferredPopupHosts = deferredPopupHosts.filter { nodes.contains($0) }
    }
}
