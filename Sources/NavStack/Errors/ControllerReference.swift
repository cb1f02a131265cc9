/// A controller as an error or warning names it: its ID and a UIKit-style description
/// such as `<UINavigationController main>` or `<Detail>`, fixed when the message was made.
public struct ControllerReference: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The controller's ID, `nil` for a controller that was never created.
    public let id: ControllerID?
    /// `<Role label>` for containers, `<Name>` for screens.
    public let description: String

    /// Creates a reference.
    public init(id: ControllerID?, description: String) {
        self.id = id
        self.description = description
    }
}

extension Window {
    /// A reference to `id` for messages.
    func reference(_ id: ControllerID) -> ControllerReference {
        ControllerReference(id: id, description: describe(id))
    }

    /// `<Detail>` for a screen, `<UINavigationController main>` or
    /// `<UINavigationController #3>` for a container.
    func describe(_ id: ControllerID) -> String {
        guard let kind = nodes.kind(id) else { return "<\(id)>" }
        let name = nodes.name(id) ?? id.description
        return kind == .screen ? "<" + name + ">" : "<" + kind.rawValue + " " + name + ">"
    }
}
