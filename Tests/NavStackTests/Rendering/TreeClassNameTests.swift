import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// The tree names each container by the class a developer knows: UIKit's, or the wrapping
/// library's as its source declares it (Koinu `Sources/Koinu/VMNavigationController.swift`,
/// `VMContainerViewController.swift`, `VMContainerNavigationController.swift`; RT
/// `RTRootNavigationController/Classes/RTRootNavigationController.h`, which declares
/// `RTContainerController` and `RTContainerNavigationController` too).
@Suite("The tree's class names")
struct TreeClassNameTests {
    static let script = "root tabs(nav(A), uinav(B), pages(C))\npush D from=A"

    @Test("nav(…) prints Koinu's classes, uinav(…) UIKit's UINavigationController, tabs and pages UIKit's")
    func koinu() {
        let run = ScriptRun(Self.script)
        #expect(run.errors.isEmpty)
        #expect(
            TreeDumper.render(run.window) == """
                UITabBarController selected: 0
                ├─ VMNavigationController ◀ selected
                │  ├─ VMContainerViewController
                │  │  └─ VMContainerNavigationController
                │  │     └─ A
                │  └─ VMContainerViewController
                │     └─ VMContainerNavigationController
                │        └─ D ◀ top
                ├─ UINavigationController
                │  └─ B
                └─ UIPageViewController
                   └─ C

                """)
    }

    @Test("under library rt the same tree prints RTRootNavigationController's classes")
    func rt() {
        let run = ScriptRun("library rt\n" + Self.script)
        let tree = TreeDumper.render(run.window)
        #expect(
            tree.contains(
                "├─ RTRootNavigationController ◀ selected\n│  ├─ RTContainerController\n│  │  └─ RTContainerNavigationController\n"))
        #expect(!tree.contains("VM"))
        #expect(DOTRenderer.render(run.window).contains("RTRootNavigationController"))
    }

    @Test("the kind words scripts use keep their meaning, and the class names are accepted beside them")
    func kindWordsAndClassNames() {
        let words = """
            root main=nav(tabs(cnav(First), cnav(Second)), nowrap)
            push Detail from=First
            expect stack TabBarController Detail on=main
            expect stack UITabBarController Detail on=main
            expect parent Detail ContainerNavigationController
            expect parent Detail VMContainerNavigationController
            expect parent Detail RTContainerNavigationController
            expect count ContainerController 2
            expect count VMContainerViewController 2
            expect count NavigationController 1
            expect count VMNavigationController 1
            expect count UINavigationController 0
            """
        let run = ScriptRun(words)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(ControllerKind(roleName: "RTRootNavigationController") == .koinuNavigationController)
        #expect(ControllerKind(roleName: "UINavigationController") == .navigationController)
        #expect(ControllerKind(roleName: "Koinu.VMNavigationController") == nil)
        // An expectation naming the wrong class still fails.
        #expect(ScriptRun("root uinav(A)\npush B\nexpect parent B VMNavigationController").failed)
    }
}
