import Testing

@testable import NavStackCore

/// The window layouts most tests start from.
enum Fixture {
    /// `UINavigationController(rootViewController:)` labelled `main`, with `screens` pushed in order
    /// (the first is the root).
    static func plainNavigation(_ screens: [String] = ["Home"], device: Device = .iPhone15Pro) throws -> (Window, nav: ControllerID) {
        var window = Window(device: device)
        let nav = try #require(try window.setRoot(.navigationController(root: .screen(screens[0]), label: "main")).created)
        for name in screens.dropFirst() { try window.pushViewController(.screen(name), onto: nav) }
        return (window, nav)
    }

    /// Koinu `VMNavigationController(rootViewController:)` labelled `root`, with `screens` pushed
    /// in order. `systemBack` sets `useSystemBackBarButtonItem` before anything is pushed.
    static func wrappingNavigation(_ screens: [String] = ["Home"], systemBack: Bool = false) throws -> (Window, nav: ControllerID) {
        var window = Window()
        let nav = try #require(try window.setRoot(.koinuNavigationController(root: .screen(screens[0]), label: "root")).created)
        if systemBack { try window.setUseSystemBackBarButtonItem(true, on: nav) }
        for name in screens.dropFirst() { try window.pushViewController(.screen(name), onto: nav) }
        return (window, nav)
    }

    /// Koinu README topology "tab bar only on the root":
    /// `nav(tabs(cnav(First), cnav(Second)), nowrap)`.
    static func tabBarOnRootOnly() throws -> (Window, outer: ControllerID, tabs: ControllerID) {
        var window = Window()
        let outer = try #require(
            try window.setRoot(
                .koinuNavigationController(
                    root: .tabBarController(
                        [
                            .containerNavigationController(root: .screen("First")),
                            .containerNavigationController(root: .screen("Second")),
                        ], label: "tabs"),
                    noWrapping: true, label: "outer")
            ).created)
        return (window, outer, try window.require("tabs"))
    }

    /// Koinu README topology "tab bar persists":
    /// `tabs(nav(First), nav(Second))`, each tab a wrapping navigation controller.
    static func persistentTabBar() throws -> (Window, tabs: ControllerID) {
        var window = Window()
        let tabs = try #require(
            try window.setRoot(
                .tabBarController(
                    [
                        .koinuNavigationController(root: .screen("First"), label: "firstNav"),
                        .koinuNavigationController(root: .screen("Second"), label: "secondNav"),
                    ], label: "tabs")
            ).created)
        return (window, tabs)
    }

    /// A tab bar controller whose tabs are plain navigation controllers rooted at `Tab0`, `Tab1`, …
    static func tabs(_ count: Int, device: Device = .iPhone15Pro) throws -> (Window, tabs: ControllerID) {
        var window = Window(device: device)
        let specs = (0..<count).map { ControllerSpec.navigationController(root: .screen("Tab\($0)"), label: "nav\($0)") }
        let tabs = try #require(try window.setRoot(.tabBarController(specs, label: "tabs")).created)
        return (window, tabs)
    }
}
