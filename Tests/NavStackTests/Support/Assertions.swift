import Testing

@testable import NavStackCore

/// Runs `operation` on a copy of `window` and expects it to throw exactly `expected` while
/// leaving the whole window `==` to what it was (`Window`'s contract: "every operation either
/// applies completely or throws … and leaves the window exactly as it was").
///
/// Returns the error so callers can check its message too.
@discardableResult
func expectRejection(
    of window: Window,
    throws expected: NavigationError,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: (inout Window) throws(NavigationError) -> Void
) -> NavigationError? {
    var copy = window
    do {
        try operation(&copy)
    } catch {
        #expect(error == expected, sourceLocation: sourceLocation)
        #expect(copy == window, "a rejected operation changed the window", sourceLocation: sourceLocation)
        return error
    }
    Issue.record("expected \(expected.messageID) but the operation succeeded", sourceLocation: sourceLocation)
    return nil
}

/// Runs `operation` on a copy of `window` and expects it to succeed with exactly `warnings`
/// while leaving the window `==` to what it was (UIKit ignores the call).
func expectIgnored(
    by window: Window,
    warnings expected: [NavigationWarning],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: (inout Window) throws(NavigationError) -> OperationResult
) {
    var copy = window
    do {
        let result = try operation(&copy)
        #expect(result.warnings == expected, sourceLocation: sourceLocation)
        #expect(result.removed.isEmpty, sourceLocation: sourceLocation)
        #expect(copy == window, "an ignored operation changed the window", sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected a warning but the operation threw: \(error)", sourceLocation: sourceLocation)
    }
}

/// A reference as messages print it, built from the window: `<Name>` for screens,
/// `<Role label-or-#id>` for containers.
func ref(_ window: Window, _ id: ControllerID) -> ControllerReference {
    let node = window[id]
    let description: String =
        switch node?.kind {
        case .screen?: "<\(node?.name ?? id.description)>"
        case let kind?: "<\(kind.rawValue) \(node?.name ?? id.description)>"
        case nil: "<\(id)>"
        }
    return ControllerReference(id: id, description: description)
}

extension Window {
    /// The ID of `name`, failing the test when it is missing.
    func require(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ControllerID {
        try #require(id(named: name), "no controller named \(name)", sourceLocation: sourceLocation)
    }

    /// Names (or role names) of `ids`, for readable comparisons.
    func names(_ ids: [ControllerID]) -> [String] {
        ids.map { self[$0]?.displayName ?? "?" }
    }

    /// The kinds of `ids`.
    func kinds(_ ids: [ControllerID]) -> [ControllerKind?] {
        ids.map { kind(of: $0) }
    }
}
