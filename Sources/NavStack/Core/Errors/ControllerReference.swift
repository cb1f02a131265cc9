/// A controller as an error or warning names it: its ID and a UIKit-style description
/// such as `<UINavigationController main>` or `<Detail>`, fixed when the message was made.
///
/// The parts of the description are kept and joined only when it is read: every pop
/// returns references to the screens it removed, and most are never printed.
public struct ControllerReference: Hashable, Sendable, Codable, CustomStringConvertible, TextOutputStreamable {
    /// The controller's ID, `nil` for a controller that was never created.
    public let id: ControllerID?
    /// How ``text`` reads: `nil` as is, `.screen` as `<text>`, any other kind as
    /// `<Role text>`: two plain fields, which copy more cheaply than an enum with a string in
    /// each case (docs/Performance.md).
    private let form: ControllerKind?
    private let text: String

    /// Creates a reference.
    public init(id: ControllerID?, description: String) {
        self.id = id
        form = nil
        text = description
    }

    /// `<Name>` when `kind` is `.screen`, `<Role label>` for the other kinds.
    fileprivate init(id: ControllerID, kind: ControllerKind, name: String) {
        self.id = id
        form = kind
        text = name
    }

    /// `<Role label>` for containers, `<Name>` for screens.
    public var description: String {
        var description = ""
        write(to: &description)
        return description
    }

    /// Writes ``description`` piece by piece (the one place its form is spelt): a message
    /// interpolating a reference builds no string for it.
    public func write<Target: TextOutputStream>(to target: inout Target) {
        switch form {
        case nil: target.write(text)
        case .screen?:
            target.write("<")
            target.write(text)
            target.write(">")
        case let kind?:
            target.write("<")
            target.write(kind.rawValue)
            target.write(" ")
            target.write(text)
            target.write(">")
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.description == rhs.description }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(description)
    }

    private enum CodingKeys: String, CodingKey { case id, description }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(ControllerID.self, forKey: .id)
        form = nil
        text = try container.decode(String.self, forKey: .description)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(description, forKey: .description)
    }
}

extension Window {
    /// A reference to `id` for messages.
    @inline(__always)
    package func reference(_ id: ControllerID) -> ControllerReference {
        guard let kind = nodes.kind(id) else { return ControllerReference(id: id, description: "<\(id)>") }
        let name = nodes.name(id) ?? id.description
        return ControllerReference(id: id, kind: kind, name: name)
    }

    /// `<Detail>` for a screen, `<UINavigationController main>` or
    /// `<UINavigationController #3>` for a container.
    package func describe(_ id: ControllerID) -> String { reference(id).description }
}
