import NavStack
var w = Window()
do {
    let tabs = try w.setRoot(.tabBarController([.wrappingNavigationController(root: .screen("First")), .wrappingNavigationController(root: .screen("Second"), label: "second")])).created!
    let first = w.id(named: "First")!
    try w.pushViewController(.screen("Detail"), from: first)
    try w.present(.navigationController(root: .screen("Sheet")), from: first)
    print(TreeDumper.render(w))
    print(UIKitHierarchyRenderer.render(w))
    print(JSONRenderer.render(w))
    print(DOTRenderer.render(w))
    print(MermaidRenderer.render(w))
    _ = tabs
} catch { print(error) }
