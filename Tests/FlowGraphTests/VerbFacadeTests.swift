@_spi(FlowKitTools) import FlowKit
import FlowKitTesting
@testable import FlowGraph
import Testing

/// Every verb of the vocabulary through every façade that spells verbs: a flow's `lets`, the
/// app's requests, the spy's bindings, a map's edge and its JSON, DOT and Mermaid.
///
/// The named spellings (`lets.replace`, `navigator.from(x).replace`, `SpyBinding.replace`) are
/// reached through exhaustive switches, so a new verb does not compile here until each façade
/// spells it; the generic entries (`run(_:to:)`, `SpyBinding(_:to:)`, `EdgeAction.verb`, the
/// maps' looks) are run for every case, so one that mishandles a new verb fails its row.
@MainActor
@Suite struct VerbFacadeTests {
    @Test(arguments: NavigationVerb.allCases)
    func letsBindsEveryVerbAndTheSpyNamesIt(_ verb: NavigationVerb) throws {
        let flows = VerbFlows()
        let spy = LetsSpy()
        let screen = try spy.screen(of: flows.source)
        let callback = try #require(screen.callbacks[verb])
        let binding = try #require(spy.binding(of: callback))
        #expect(binding.verb == verb)
        #expect(binding == Self.namedBinding(verb, flows))
        let generic = verb.namesAScreen ? SpyBinding(verb, to: flows.target)
            : verb.hasTarget ? SpyBinding.emit(flows.done) : SpyBinding(verb)
        #expect(binding == generic)
    }

    @Test(arguments: NavigationVerb.allCases)
    func theAppRequestsEveryVerbThatIsNotAGroupsOutput(_ verb: NavigationVerb) throws {
        let flows = VerbFlows()
        let named = NavigationHarness(root: flows.source)
        let outcome = Self.namedRequest(verb, named.navigator.fromVisibleScreen(), flows)
        // A group's output is emitted by its screens, never by the app.
        #expect((outcome == nil) == (verb.family == .output))
        if outcome != nil { Self.expectRequested(verb, by: named) }

        let generic = NavigationHarness(root: flows.source)
        let app = generic.navigator.fromVisibleScreen()
        let ran = verb.namesAScreen ? app.run(verb, to: flows.target) : app.run(verb)
        if verb.namesAScreen || !verb.hasTarget {
            Self.expectRequested(verb, by: generic)
        } else {
            #expect(ran == .refused(.missingTarget))
        }
    }

    @Test(arguments: NavigationVerb.allCases)
    func everyVerbIsAnEdgeInEveryMapFormat(_ verb: NavigationVerb) throws {
        let action = EdgeAction.verb(verb)
        let graph = NavigationGraph(
            nodes: [ScreenNode(id: "a", screen: "A"), ScreenNode(id: "b", screen: "B")],
            edges: [NavigationEdge(from: "a", to: verb.hasTarget ? "b" : nil, action: action, label: "onGo")],
            roots: ["a"])
        let json = JSONGraphWriter.write(graph)
        #expect(json.contains("\"action\": \"\(verb.rawValue)\""), "the contract's string is the verb's raw value")
        #expect(try JSONGraphWriter.read(json).edges.map(\.action) == [action])
        #expect(EdgeAction(rawValue: verb.rawValue) == action)
        #expect(EdgeAction.allCases.filter { $0.verb == verb } == [action])

        let dot = DOTGraphWriter.write(graph)
        let mermaid = MermaidGraphWriter.write(graph)
        if verb.hasTarget {
            // Drawn as a line in the verb's own ink, which the legend names.
            #expect(dot.contains(DOTStyle.ink(action)))
            #expect(DOTStyle.legendRows(for: graph.edges).map(\.title) == [verb.rawValue])
            #expect(mermaid.contains("|\"onGo") && mermaid.contains("| n1"), "\(mermaid)")
        } else {
            // A back verb without a target is a line of its source's label.
            #expect(dot.contains("↩ onGo"))
            #expect(mermaid.contains("↩ onGo"))
        }
    }

    private static func expectRequested(_ verb: NavigationVerb, by harness: NavigationHarness,
                                        sourceLocation: SourceLocation = #_sourceLocation) {
        let last = harness.events.last
        #expect(last?.verb == verb, sourceLocation: sourceLocation)
        #expect(last?.origin == .app, sourceLocation: sourceLocation)
        #expect(last?.refusal != .missingTarget, sourceLocation: sourceLocation)
    }

    /// The app's named request for `verb`; `nil` for a verb the app cannot request.
    private static func namedRequest(_ verb: NavigationVerb, _ app: AppNavigation, _ flows: VerbFlows)
    -> NavigationOutcome? {
        switch verb {
        case .push: app.push(flows.target)
        case .replace: app.replace(flows.target)
        case .present: app.present(flows.target)
        case .pop, .popToRoot, .dismiss, .dismissAll: app.run(verb)
        case .popTo: app.popTo(flows.target)
        case .dismissTo: app.dismiss(to: flows.target)
        case .setRoot: app.setRoot(flows.target)
        case .setWindowRoot: app.setWindowRoot(flows.target)
        case .selectTab: app.selectTab(flows.target)
        case .emit: nil
        }
    }

    /// The spy's named binding for `verb`.
    private static func namedBinding(_ verb: NavigationVerb, _ flows: VerbFlows) -> SpyBinding {
        switch verb {
        case .push: .push(flows.target)
        case .replace: .replace(flows.target)
        case .present: .present(flows.target)
        case .pop: .pop
        case .popTo: .popTo(flows.target)
        case .popToRoot: .popToRoot
        case .dismiss: .dismiss
        case .dismissAll: .dismissAll
        case .dismissTo: .dismiss(to: flows.target)
        case .setRoot: .setRoot(flows.target)
        case .setWindowRoot: .setWindowRoot(flows.target)
        case .selectTab: .selectTab(flows.target)
        case .emit: .emit(flows.done)
        }
    }
}

/// A screen with one callback per verb.
@MainActor
final class VerbScreen {
    var callbacks: [NavigationVerb: () -> Void] = [:]
}

/// A source whose screen binds every verb to `target` (or `done`), through `lets`' named verbs.
@MainActor
final class VerbFlows {
    let done = FlowOutput< >(name: "done")
    lazy var target = Flow(with: VerbScreen(), owner: self, name: "target")
    lazy var source = Flow(with: VerbScreen(), owner: self, name: "source") { [unowned self] screen, lets in
        for verb in NavigationVerb.allCases { screen.callbacks[verb] = self.bind(verb, on: lets) }
    }

    private func bind(_ verb: NavigationVerb, on lets: Lets) -> () -> Void {
        switch verb {
        case .push: return lets.push(target)
        case .replace: return lets.replace(target)
        case .present: return lets.present(target)
        case .pop: return lets.pop()
        case .popTo: return lets.popTo(target)
        case .popToRoot: return lets.popToRoot()
        case .dismiss: return lets.dismiss()
        case .dismissAll: return lets.dismissAll()
        case .dismissTo: return lets.dismiss(to: target)
        case .setRoot: return lets.setRoot(target)
        case .setWindowRoot: return lets.setWindowRoot(target)
        case .selectTab: return lets.selectTab(target)
        case .emit: return lets.emit(done)
        }
    }
}
