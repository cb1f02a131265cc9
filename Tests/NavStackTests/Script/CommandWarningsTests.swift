import Testing

@testable import NavStackCore
@testable import NavStackScript

/// What a command's handler returns (`CommandWarnings`): the model's warnings, kept as the
/// operation's result holds them, and the script layer's own text, in the order given.
@Suite("Command warnings")
struct CommandWarningsTests {
    static let nav = ControllerReference(id: nil, description: "<NavigationController n>")

    @Test("warnings keep their order however they are joined: the model's with the model's, text with either")
    func order() {
        let pop = NavigationWarning.popAtRoot(Self.nav)
        let nothing = NavigationWarning.nothingToPop(Self.nav)
        var warnings = CommandWarnings([pop])
        #expect(warnings.texts == [pop.description])
        warnings += CommandWarnings([nothing])
        #expect(warnings.texts == [pop.description, nothing.description])
        warnings += ["loaded with 1 warning"]
        warnings += CommandWarnings([pop])
        #expect(warnings.texts == [pop.description, nothing.description, "loaded with 1 warning", pop.description])
        #expect(Array(warnings).map(\.text) == warnings.texts)
        var text: CommandWarnings = ["a"]
        text += CommandWarnings([nothing])
        #expect(text.texts == ["a", nothing.description])
    }

    @Test("none: empty from every start, and joining none changes nothing")
    func none() {
        var warnings = CommandWarnings()
        #expect(warnings.isEmpty && warnings.texts.isEmpty && Array(warnings).isEmpty)
        warnings += []
        warnings += CommandWarnings([])
        #expect(warnings.isEmpty)
        #expect(CommandWarnings(texts: []).isEmpty && !CommandWarnings(texts: ["x"]).isEmpty)
    }

    @Test("a warning read where its result keeps it is the warning; an index outside the list makes none")
    func modelWarning() {
        let list: [NavigationWarning] = [.popAtRoot(Self.nav), .nothingToPop(Self.nav)]
        #expect(Diagnostic.ModelWarning(list, at: 1)?.warning == list[1])
        #expect(Diagnostic.ModelWarning(list, at: 1)?.text == list[1].description)
        #expect(Diagnostic.ModelWarning(list, at: 2) == nil && Diagnostic.ModelWarning(list, at: -1) == nil)
        #expect(Diagnostic.ModelWarning([], at: 0) == nil)
    }

    @Test("a run reports a model warning at its line with its message, as text would be reported")
    func reported() throws {
        var interpreter = Interpreter()
        var reported: [Diagnostic] = []
        interpreter.report = { reported.append($0) }
        interpreter.run(ScriptSource(name: "r.nav", text: "root n=nav(Home)\npop\nset n title=T\npop"))
        #expect(
            reported.map(\.message) == [
                NavigationWarning.popAtRoot(Self.nav).description, NavigationWarning.popAtRoot(Self.nav).description,
            ])
        #expect(reported.map(\.location.line) == [2, 4])
        #expect(interpreter.statistics.warnings == 2)
    }
}
