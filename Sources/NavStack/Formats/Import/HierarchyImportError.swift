#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Why a hierarchy dump could not be imported, with the line and column of the dump it is
/// about (``HierarchyDump``, `Window.importHierarchy(_:options:)`).
public struct HierarchyImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Hashable, Sendable {
        // Reading the text.
        case empty
        case expectedIndentation
        case expectedController
        case expected(String)
        case expectedClassName
        case unclosedBracket
        case controlCharacter
        case invalidUTF8
        case unknownState(String)
        case unexpectedText
        case presentedWithoutController
        case presentationWithoutPlus
        case indentedRoot
        case indentedTooDeep(depth: Int, parentDepth: Int)
        case secondRoot
        case presentedRoot
        case presentsTwice(owner: String, line: Int)
        case childAfterPresented(owner: String, line: Int)
        case tooManyControllers(limit: Int)
        case tooDeep(limit: Int)
        // Giving it UIKit's meaning.
        case unknownPresentationController(String)
        case moreTabs
        case customContainer(String)
        case unsupportedUIKitContainer(String, uikitClass: String)
        case ambiguousContainer(String)
        case wrongChildCount(String, expected: String, found: Int)
        case misplaced(String, expected: String)
        case rejectedByModel(String)
        case inconsistent(expected: String)
    }

    /// What is wrong.
    public var problem: Problem
    /// The 1-based line of the dump.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int

    /// Creates an error.
    public init(_ problem: Problem, line: Int, column: Int) {
        self.problem = problem
        self.line = line
        self.column = column
    }

    /// A stable identifier of the case, for tests and machine-readable output.
    public var messageID: String {
        switch problem {
        case .empty: "empty"
        case .expectedIndentation: "expectedIndentation"
        case .expectedController: "expectedController"
        case .expected: "expected"
        case .expectedClassName: "expectedClassName"
        case .unclosedBracket: "unclosedBracket"
        case .controlCharacter: "controlCharacter"
        case .invalidUTF8: "invalidUTF8"
        case .unknownState: "unknownState"
        case .unexpectedText: "unexpectedText"
        case .presentedWithoutController: "presentedWithoutController"
        case .presentationWithoutPlus: "presentationWithoutPlus"
        case .indentedRoot: "indentedRoot"
        case .indentedTooDeep: "indentedTooDeep"
        case .secondRoot: "secondRoot"
        case .presentedRoot: "presentedRoot"
        case .presentsTwice: "presentsTwice"
        case .childAfterPresented: "childAfterPresented"
        case .tooManyControllers: "tooManyControllers"
        case .tooDeep: "tooDeep"
        case .unknownPresentationController: "unknownPresentationController"
        case .moreTabs: "moreTabs"
        case .customContainer: "customContainer"
        case .unsupportedUIKitContainer: "unsupportedUIKitContainer"
        case .ambiguousContainer: "ambiguousContainer"
        case .wrongChildCount: "wrongChildCount"
        case .misplaced: "misplaced"
        case .rejectedByModel: "rejectedByModel"
        case .inconsistent: "inconsistent"
        }
    }

    /// The message navtree prints after `error:`.
    public var description: String {
        switch problem {
        case .empty:
            return "the hierarchy dump holds no controller"
        case .expectedIndentation:
            return "expected indentation in steps of '   | ' (a child) or '   + ' (a presented controller)"
        case .expectedController:
            return "expected a controller line: '<Class>, state: …, view: …'"
        case let .expected(what):
            return "expected \(what)"
        case .expectedClassName:
            return "expected a class name inside '<' and '>'"
        case .unclosedBracket:
            return "'<' is not closed by '>'"
        case .controlCharacter:
            return "a control character; _printHierarchy prints none"
        case .invalidUTF8:
            return "invalid UTF-8 in the hierarchy dump"
        case let .unknownState(word):
            return "unknown state '\(word)'; expected appeared, appearing, disappearing or disappeared"
        case .unexpectedText:
            return "unexpected text after the controller line"
        case .presentedWithoutController:
            return "a presented controller ('   + ') needs ', presented with: <…PresentationController>'"
        case .presentationWithoutPlus:
            return "', presented with:' is only printed for a presented controller, indented with '   + '"
        case .indentedRoot:
            return "the first controller is the window's root and is not indented"
        case let .indentedTooDeep(depth, parentDepth):
            return "indented \(depth) levels, but the controller above is at level \(parentDepth)"
        case .secondRoot:
            return "a second root: a dump holds one window's hierarchy"
        case .presentedRoot:
            return "the window's root cannot be a presented controller"
        case let .presentsTwice(owner, line):
            return "<\(owner)> already presents the controller on line \(line); a controller presents at most one"
        case let .childAfterPresented(owner, line):
            return
                "a child of <\(owner)> after the controller it presents on line \(line); _printHierarchy prints a controller's children before the controller it presents"
        case let .tooManyControllers(limit):
            return "the dump holds more than \(limit) controllers"
        case let .tooDeep(limit):
            return "the dump is nested more than \(limit) levels deep"
        case let .unknownPresentationController(name):
            return "unknown presentation controller <\(name)>; NavStack models "
                + ModalPresentationStyle.allCases.map { "<\($0.presentationControllerClassName)>" }.joined(separator: ", ")
        case .moreTabs:
            return "<UIMoreNavigationController>: _printHierarchy does not print the tabs behind More, so the tab bar "
                + "controller cannot be rebuilt; take the dump while no tab is kept behind More (or on a regular-width device)"
        case let .customContainer(name):
            return "<\(name)> has child controllers but is no UIKit, Koinu or RTRootNavigationController container; "
                + "custom containers are not modelled (map it with 'map=\(name):nav', ':tabs' or ':pages' if it is a subclass)"
        case let .unsupportedUIKitContainer(name, uikitClass):
            return "<\(name)> is a \(uikitClass), a UIKit container NavStack does not model; it models "
                + "UINavigationController, UITabBarController and UIPageViewController (with Koinu's and "
                + "RTRootNavigationController's classes): take the dump of a controller inside it"
        case let .ambiguousContainer(name):
            return "cannot tell whether <\(name)> is a navigation or a tab bar controller; say which with "
                + "'map=\(name):nav' or 'map=\(name):tabs'"
        case let .wrongChildCount(name, expected, found):
            return "<\(name)> has \(found) child controller\(found == 1 ? "" : "s"); expected \(expected)"
        case let .misplaced(name, expected):
            return "<\(name)> can only appear \(expected)"
        case let .rejectedByModel(message):
            return message
        case let .inconsistent(expected):
            return "inconsistent with UIKit's rules, which give this controller '\(expected)'"
        }
    }
}
