@testable import FlowGraphScanner
import Testing

/// The prefilter reads DSL tokens as whole identifiers: a method whose name merely ends in a
/// DSL word must not make a file worth parsing, and every form the DSL is written in must.
struct PrefilterTests {
    @Test(arguments: [
        "lazy var a = Flow(with: Screen())",
        "lazy var a: Flow<Screen> = Flow { lets in Screen() }",
        "let a = Flow (with: Screen())",
        "let a = FlowKit.Flow{ lets in Screen() }",
        "let a = Flow.init(with: Screen())",
        "lazy var tabs = Tabs([Tab(self.a, title: \"A\")])",
        "let b = Tabs.init([])",
        "final class Feature: FlowGroup {}",
        "extension Screen: FlowTarget {}",
        "let done = FlowOutput<Int>(name: \"done\")",
        "let done = FlowSignal(name: \"done\")",
        "self.feature.done.route { lets in lets.pop() }",
        "feature.done.route({ lets in lets.pop() })",
        "feature.done\n    .route {\n lets in lets.pop() }",
    ])
    func theDSLIsFound(_ line: String) {
        #expect(Prefilter.mayUseDSL(line))
    }

    /// The three spellings that made non-DSL files of a real app get parsed, and their kin.
    @Test(arguments: [
        "coordinator.startEncryptionSettingsFlow(with: session)",
        "tabsController.closeAllTabs()",
        "let result = parser.route(url)",
        "var dataFlow: DataFlow<Int>",
        "let flows = TutorialFlows()",
        "let flowing = Flowing(value: 1)",
        "let routes = router.routes(for: url)",
        "enum FlowGroupKind { case a }",
        "let x = myFlowGroup",
    ])
    func wordsThatOnlyContainADSLTokenAreNot(_ line: String) {
        #expect(!Prefilter.mayUseDSL(line))
    }

    @Test func bodiesAreVisitedOnlyForWholeTokens() {
        func visits(_ body: String) -> Bool {
            var body = body
            return body.withUTF8 { Prefilter.bodyNeedles.found(in: $0) }
        }
        #expect(visits("{ group.on(\\.done) { lets in lets.pop() } }"))
        #expect(visits("{ struct Local { lazy var a = Flow(with: A()) } }"))
        #expect(visits("{ self.done.route { lets in lets.pop() } }"))
        #expect(!visits("{ parser.route(url); closeAllTabs(); startSettingsFlow() }"))
        #expect(visits("{ handler.on (\\.event) { lets in lets.pop() } }"))
        #expect(!visits("{ button.onTap() }"))
    }

    /// A declaration is its keyword, whitespace, then the name: `case .background:` in a switch
    /// and `let x = y.class` declare nothing (they made files be parsed for a modifier's name).
    @Test func declarationsAreAKeywordThenWhitespaceThenAName() {
        let found = Prefilter.declaredTypesAndMembers(in: """
        struct Reader: App {
            var body: some Scene { scene }
            func handle(phase: ScenePhase) {
                switch phase { case .background: break; case active: break }
            }
            enum
              Mode { case light }
        }
        """)
        #expect(found.types == ["Reader", "Mode"])
        #expect(found.members == ["body", "handle"])
        #expect(found.inherits == ["Reader": "App"])
    }

    /// What a type defined in a plain file inherits first, past its generic clause: a class's
    /// superclass, read without a parse.
    @Test func aDefinedTypesFirstInheritedNameIsReadFromItsBytes() {
        let found = Prefilter.declaredTypesAndMembers(in: """
        final class HabitTableViewController: TaskTableViewController, Themeable {}
        class Picker<Item: Hashable> : UITableViewController {}
        extension Picker: UISearchBarDelegate {}
        struct Plain {}
        """)
        #expect(found.inherits == ["HabitTableViewController": "TaskTableViewController", "Picker": "UITableViewController"])
    }
}
