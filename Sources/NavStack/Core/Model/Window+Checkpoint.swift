/// Returning a window to an earlier state in O(what changed since), without keeping a copy
/// of it: how `expect error` undoes a command that was accepted after all. A copy would cost
/// nothing until the next write, and then the whole table.
extension Window {
    /// A state of this window to return to (``rollBack(to:)``) or to keep going from
    /// (``endCheckpoint(_:)``). Its journal logs the table's writes (the name index follows
    /// the records); the small fields are kept as they were.
    package struct Checkpoint {
        fileprivate let journal: NodeJournal
        fileprivate let mark: NodeJournal.Mark
        fileprivate let root: ControllerID?
        fileprivate let nextID: Int
        fileprivate let popupHosts: Set<ControllerID>
        fileprivate let accessoryNames: SharedValue<AccessoryNames>
        fileprivate let sideState: SharedValue<WindowSideState>
        fileprivate let orientation: Orientation
        fileprivate let design: BarDesign
        fileprivate let wrappingLibrary: WrappingLibrary
        fileprivate let device: SharedValue<Device>
        fileprivate let overlays: SharedValue<OverlayState>
    }

    /// Starts a checkpoint. Checkpoints nest: one begun while another is open rolls back to
    /// its own start, and must be closed first.
    ///
    /// Only the window that began the checkpoint may be written until the checkpoint ends: a
    /// copy written meanwhile copies the table and takes the journal with it, and the window
    /// it was copied from is then no longer journaled. (No operation writes a copy of the
    /// window it runs on.)
    package mutating func beginCheckpoint() -> Checkpoint {
        let (journal, mark) = nodes.beginJournal()
        return Checkpoint(
            journal: journal, mark: mark, root: root, nextID: nextID, popupHosts: popupHosts,
            accessoryNames: accessoryNames, sideState: sideStorage, orientation: orientation,
            design: design, wrappingLibrary: wrappingLibrary, device: deviceStorage, overlays: overlayStorage)
    }

    /// Whether anything was written since `checkpoint` began (a write that left a value as
    /// it was counts).
    package func hasChanged(since checkpoint: Checkpoint) -> Bool {
        checkpoint.journal.hasEntries(since: checkpoint.mark) || root != checkpoint.root || nextID != checkpoint.nextID
            || popupHosts != checkpoint.popupHosts || !accessoryNames.isIdentical(to: checkpoint.accessoryNames)
            || !sideStorage.isIdentical(to: checkpoint.sideState)
            || orientation != checkpoint.orientation
            || design != checkpoint.design || wrappingLibrary != checkpoint.wrappingLibrary
            || !deviceStorage.isIdentical(to: checkpoint.device)
            || !overlayStorage.isIdentical(to: checkpoint.overlays)
    }

    /// Whether the window is equal to what it was when `checkpoint` began: every record
    /// written since is as it was, and so is everything else. A line that wrote but changed
    /// nothing is then rolled back, so its change stamp is the one before it (`--trace`
    /// prints nothing for it, the REPL keeps no undo for it).
    ///
    /// - Complexity: O(writes since the checkpoint), plus comparing the overlays and device
    ///   when they were written.
    package func isUnchanged(since checkpoint: Checkpoint) -> Bool {
        root == checkpoint.root && nextID == checkpoint.nextID && popupHosts == checkpoint.popupHosts
            && orientation == checkpoint.orientation && design == checkpoint.design && accessoryNames == checkpoint.accessoryNames
            && wrappingLibrary == checkpoint.wrappingLibrary && sideStorage == checkpoint.sideState
            && deviceStorage == checkpoint.device && overlayStorage == checkpoint.overlays
            && nodes.recordsUnchanged(since: checkpoint.journal, checkpoint.mark)
    }

    /// Returns to the state `checkpoint` began at and closes it.
    ///
    /// - Complexity: O(writes since the checkpoint).
    package mutating func rollBack(to checkpoint: Checkpoint) {
        if let replaced = checkpoint.journal.takeReplaced(since: checkpoint.mark) {
            nodes = replaced.table
            names = replaced.names
        }
        nodes.rollBack(checkpoint.journal, to: checkpoint.mark, names: &names)
        root = checkpoint.root
        nextID = checkpoint.nextID
        popupHosts = checkpoint.popupHosts
        accessoryNames = checkpoint.accessoryNames
        sideStorage = checkpoint.sideState
        orientation = checkpoint.orientation
        design = checkpoint.design
        wrappingLibrary = checkpoint.wrappingLibrary
        deviceStorage = checkpoint.device
        overlayStorage = checkpoint.overlays
    }

    /// Forgets what only rolling back to checkpoints begun before `checkpoint` needs, once no
    /// rollback will go back that far (the REPL drops its oldest undo so). Checkpoints of a
    /// window since replaced whole are in a journal of their own and are left alone.
    package mutating func forgetCheckpoints(before checkpoint: Checkpoint) {
        checkpoint.journal.forget(before: checkpoint.mark)
    }

    /// Becomes `other` whole (`load state`, `load hierarchy`). Inside a checkpoint the
    /// journaled table is kept, so a rollback returns to it as it would after any write.
    package mutating func replace(with other: Window) {
        if let journal = nodes.journal { journal.keepReplaced(nodes, names: names) }
        self = other
    }

    /// Closes `checkpoint`, keeping every change since.
    package mutating func endCheckpoint(_ checkpoint: Checkpoint) {
        nodes.endJournal(at: checkpoint.mark)
    }
}
