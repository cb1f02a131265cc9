// Unsafe code (`.ci/layering`): the hints' stored properties are `@exclusivity(unchecked)`, so
// a lookup pays no run-time exclusivity check. Safe because an interpreter, which is not
// `Sendable`, uses its hints from one thread at a time, and no access to them overlaps another
// (none calls out while it reads or writes them).

#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The controllers the last few names led to, so that a script naming the same controllers
/// line after line (`push … on=main`, `pop on=main`) does not hash each name every time.
///
/// An entry is only a hint: it is used when the window still has a controller with that ID
/// and that name, and then it is the answer, because a window registers each name to exactly
/// the one controller that bears it. So the hints never need clearing when the window changes,
/// and interpreters that share them (copies of one interpreter) stay correct.
final class NameHints {
    /// How many names are remembered: a script moves between a few containers.
    private static let capacity = 4

    // Read and written on every lookup. Interpreter is not Sendable, so its hints are used
    // from one thread at a time and no access overlaps another: the run-time exclusivity
    // checks Swift makes on a class's stored properties, paid on every script line, have
    // nothing to catch here.
    @exclusivity(unchecked) private var names: [String] = []
    @exclusivity(unchecked) private var ids: [ControllerID] = []
    /// The entry the next new name replaces, once all are taken.
    @exclusivity(unchecked) private var nextSlot = 0

    /// The controller named `name` in `window`, or `nil` when there is none.
    ///
    /// - Complexity: O(1); a name not among the hints costs one lookup in the window.
    func id(named name: String, in window: Window) -> ControllerID? {
        if let id = hinted(name, where: { window.hasName($0, name) }) { return id }
        guard let id = window.id(named: name) else { return nil }
        remember(name, id)
        return id
    }

    /// The navigation controller named `name` in `window` when a hint leads to it; `nil`
    /// when none does (the name is then looked up as any other, with its errors).
    @inline(__always)
    func navigationController(named name: String, in window: Window) -> ControllerID? {
        hinted(name) { window.isNavigationController($0, named: name) }
    }

    /// The controller the hint for `name` leads to, when `isValid` holds for it in the window
    /// asked; `nil` when there is no such hint.
    @inline(__always)
    private func hinted(_ name: String, where isValid: (ControllerID) -> Bool) -> ControllerID? {
        for slot in names.indices where names[slot] == name {
            let id = ids[slot]
            guard isValid(id) else { return nil }
            // The name found moves to the front: a script names the same container line after
            // line, and comparing a name that differs costs more than one that matches.
            if slot > 0 {
                names.swapAt(0, slot)
                ids.swapAt(0, slot)
            }
            return id
        }
        return nil
    }

    /// Records that `name` leads to `id`, replacing the hint for the same name or the oldest.
    private func remember(_ name: String, _ id: ControllerID) {
        if let slot = names.firstIndex(of: name) {
            ids[slot] = id
        } else if names.count < NameHints.capacity {
            names.append(name)
            ids.append(id)
        } else {
            names[nextSlot] = name
            ids[nextSlot] = id
            nextSlot = (nextSlot + 1) % NameHints.capacity
        }
    }
}
