import FlowGraph
import FlowGraphScanner
import FlowKit
import Testing

/// Group outputs: emitted by a group's screens, routed by a parent, drawn from the emitter.
struct OutputRouteTests {
    private static let group = """
    final class FormScreen {
        var onSubmit: ((String, Int) -> Void)?
        var onCancel: (() -> Void)?
        var onHelp: (() -> Void)?
    }
    final class HomeScreen { var onSignIn: (() -> Void)? }
    final class SignInGroup: FlowGroup {
        let signedIn = FlowOutput<String, Int>(name: "signedIn")
        let cancelled = FlowSignal(name: "cancelled")
        let help: FlowOutput< > = FlowOutput()
        var entry: Flow<FormScreen> { form }
        lazy var form = Flow(with: FormScreen()) { [unowned self] vc, lets in
            vc.onSubmit = lets.emit(self.signedIn)
            vc.onCancel = lets.emit(cancelled)
            vc.onHelp = lets.emit(self.help)
        }
    }
    """

    private func scan(parent: String) -> ScanResult {
        Scan.files([(path: "Group.swift", text: Self.group), (path: "Parent.swift", text: parent)])
    }

    @Test func aRoutedOutputBecomesTheRoutedVerbFromTheEmittingScreen() {
        let result = scan(parent: """
        final class Parent {
            let signIn = SignInGroup()
            init() {
                signIn.signedIn.route { [unowned self] lets in lets.setWindowRoot(self.home, animated: false) { $0.show } }
            }
            lazy var home = Flow(with: HomeScreen()) { [unowned self] vc, lets in
                vc.onSignIn = lets.present(self.signIn, embedding: .navigation)
            }
        }
        """)
        let graph = result.graph
        #expect(graph.edge(from: "Parent.home", label: "onSignIn")?.to == "SignInGroup.form")
        let routed = graph.edge(from: "SignInGroup.form", label: "onSubmit")
        #expect(routed?.action == .verb(.setWindowRoot))
        #expect(routed?.to == "Parent.home")
        #expect(routed?.output == "signedIn")
        #expect(routed?.arguments == ["String", "Int"])
        #expect(routed?.animated == false)
        #expect(routed?.embedding == .navigation)
        #expect(routed?.file == "Parent.swift")
        #expect(routed?.line == 4)
    }

    @Test func anUnroutedOutputIsOneEmitEdgeToNowhere() {
        let graph = scan(parent: "").graph
        let cancelled = graph.edge(from: "SignInGroup.form", label: "onCancel")
        #expect(cancelled?.action == .verb(.emit))
        #expect(cancelled?.to == nil)
        #expect(cancelled?.output == "cancelled")
        #expect(cancelled?.animated == false)
        #expect(cancelled?.embedding == nil)
        #expect(cancelled?.file == "Group.swift")
        #expect(graph.edge(from: "SignInGroup.form", label: "onSubmit")?.arguments == ["String", "Int"])
    }

    @Test func anOutputWithoutANameIsNamedAfterItsProperty() {
        let graph = scan(parent: "").graph
        #expect(graph.edge(from: "SignInGroup.form", label: "onHelp")?.output == "help")
    }

    @Test func routesThroughALocalVariableAndShorthandLetsResolve() {
        let graph = scan(parent: """
        func wire() {
            let group = SignInGroup()
            group.cancelled.route { $0.dismiss() }
        }
        """).graph
        let cancelled = graph.edge(from: "SignInGroup.form", label: "onCancel")
        #expect(cancelled?.action == .verb(.dismiss))
        #expect(cancelled?.output == "cancelled")
        #expect(cancelled?.animated == true)
    }

    @Test func anOutputRoutedToAnotherOutputIsFollowedKeepingTheFirstName() {
        let graph = scan(parent: """
        final class Account: FlowGroup {
            let finished = FlowSignal(name: "finished")
            let signIn = SignInGroup()
            var entry: Flow<FormScreen> { signIn.form }
            init() { signIn.cancelled.route { lets in lets.emit(self.finished) } }
        }
        final class App {
            let account = Account()
            init() { account.finished.route { lets in lets.popToRoot() } }
        }
        """).graph
        let cancelled = graph.edge(from: "SignInGroup.form", label: "onCancel")
        #expect(cancelled?.action == .verb(.popToRoot))
        #expect(cancelled?.output == "cancelled")
    }

    @Test func anInnerUnroutedOutputIsAnEmitEdgeWithItsOwnName() {
        let graph = scan(parent: """
        final class Account {
            let finished = FlowOutput<Bool>(name: "finished")
            let signIn = SignInGroup()
            init() { signIn.cancelled.route { lets in lets.emit(self.finished) } }
        }
        """).graph
        let cancelled = graph.edges(from: "SignInGroup.form").filter { $0.output == "finished" }
        #expect(cancelled.count == 1)
        #expect(cancelled.first?.action == .verb(.emit))
        // As the runtime walker: no label deeper than the first emission, the inner output's values.
        #expect(cancelled.first?.label == "")
        #expect(cancelled.first?.arguments == ["Bool"])
    }

    @Test func anUnresolvableRouteReceiverIsANote() {
        let result = scan(parent: """
        func wire(thing: Thing) {
            thing.unknownOutput.route { lets in lets.dismiss() }
        }
        """)
        #expect(result.diagnostics.map(\.severity) == [.note])
        #expect(result.diagnostics.first?.message.contains("unknownOutput") == true)
        #expect(result.diagnostics.first?.line == 2)
    }
}
