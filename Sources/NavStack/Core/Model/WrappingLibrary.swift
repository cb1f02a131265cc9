/// Which library implements the wrapping scheme: Koinu (`spirit-jsb/Koinu`, the default) or
/// RTRootNavigationController (`rickytan/RTRootNavigationController`), whose design Koinu
/// ports to Swift. The tree is the same; the class names differ, and so do a few behaviours
/// (each cited where it is modelled):
///
/// - `setNavigationBarHidden(false)` on the outer controller: RT ignores it
///   (`RTRootNavigationController.m:744-748`); Koinu has no guard, so the outer controller's
///   empty bar shows above each screen's own (`VMNavigationController.swift` overrides no
///   `setNavigationBarHidden`).
/// - An explicit `disableInteractivePop` set on the screen on top: Koinu sets the gesture
///   only when a screen shows (`VMNavigationController.swift:333-340`), so the value waits for
///   the screen's next show; RT applies it at once
///   (`UIViewController+RTRootNavigationController.m:29-36`, 91e827e).
/// - The completion of a `popToViewController` that finds nothing to pop: Koinu keeps it for
///   the next transition (`VMNavigationController.swift:251-264`), RT calls it at once
///   (`RTRootNavigationController.m:926-942`); the warning says which.
/// - `setViewControllers` with a no-wrapping root's content: Koinu wraps it anew
///   (`VMNavigationController.swift:189-208`), RT passes it through unwrapped
///   (`RTRootNavigationController.m:105-119`, ``ControllerNode/isPassedThrough``).
public enum WrappingLibrary: String, Hashable, Sendable, Codable, CaseIterable {
    case koinu, rt

    /// The class `_printHierarchy` prints for the outer, container and inner controllers.
    public func className(of kind: ControllerKind) -> String? {
        switch (self, kind) {
        case (.koinu, .koinuNavigationController): "Koinu.VMNavigationController"
        case (.koinu, .containerController): "Koinu.VMContainerViewController"
        case (.koinu, .containerNavigationController): "Koinu.VMContainerNavigationController"
        case (.rt, .koinuNavigationController): "RTRootNavigationController"
        case (.rt, .containerController): "RTContainerController"
        case (.rt, .containerNavigationController): "RTContainerNavigationController"
        default: nil
        }
    }
}
