import FlowGraph
import FlowGraphScanner
import FlowKit
import Testing

/// Every verb, and the facts an edge carries: label, arguments, animated, embedding.
struct VerbTests {
    private static let screens = """
    struct Item {}
    typealias ItemHandler = (Item) -> Void
    class BaseScreen { var onInherited: ((Int) -> Void)? }
    final class Screen: BaseScreen {
        var a: (() -> Void)?, b: (() -> Void)?, c: (() -> Void)?, d: (() -> Void)?, e: (() -> Void)?, f: (() -> Void)?
        var g: (() -> Void)?, h: (() -> Void)?, i: (() -> Void)?, j: (() -> Void)?, k: (() -> Void)?
        var onCheckout: ((Item, Int) -> Void)?
        var onEmpty: () -> Void = {}
        var onMap: (( [String :Int ] , // a comment
        Item?) -> Void)?
        var onMain: (@MainActor (_ item: Item) -> Void)?
        var onAlias: ItemHandler?
        var onTap: (() -> Void)?
        var onTwo: (() -> Void)?
        func prepare(_ item: Item, _ count: Int) {}
    }
    final class Other { var onDone: (() -> Void)? }
    """

    private func scan(_ body: String, members: String = "") -> NavigationGraph {
        let flows = """
        final class Flows {
            \(members)
            lazy var other = Flow(with: Other())
            lazy var source = Flow(with: Screen()) { [unowned self] vc, lets in
            \(body)
            }
        }
        """
        return Scan.files([(path: "Screens.swift", text: Self.screens), (path: "Flows.swift", text: flows)]).graph
    }

    @Test func everyVerbBecomesItsAction() {
        let graph = scan("""
            vc.a = lets.push(self.other)
            vc.b = lets.present(other)
            vc.c = lets.pop()
            vc.d = lets.popTo(self.other)
            vc.e = lets.popToRoot()
            vc.f = lets.dismiss()
            vc.g = lets.dismiss(to: self.other)
            vc.h = lets.dismissAll()
            vc.i = lets.setRoot(self.other)
            vc.j = lets.setWindowRoot(self.other)
            vc.k = lets.selectTab(self.other)
        """)
        let actions = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"].map { graph.edge(from: "Flows.source", label: $0)?.action }
        let verbs: [NavigationVerb] = [.push, .present, .pop, .popTo, .popToRoot, .dismiss, .dismissTo, .dismissAll,
                                       .setRoot, .setWindowRoot, .selectTab]
        #expect(actions == verbs.map(EdgeAction.verb))
        let targets = ["a", "c", "g"].map { graph.edge(from: "Flows.source", label: $0)?.to }
        #expect(targets == ["Flows.other", nil, "Flows.other"])
    }

    @Test func animatedFalseIsRecorded() {
        let graph = scan("""
            vc.a = lets.push(self.other, animated: false)
            vc.b = lets.dismiss(animated: true)
            vc.c = lets.pop()
        """)
        #expect(["a", "b", "c"].map { graph.edge(from: "Flows.source", label: $0)?.animated } == [false, true, true])
    }

    @Test func embeddingIsSetOnlyOnPresentAndWindowRootWithTheRuntimeDefaults() {
        let graph = scan("""
            vc.a = lets.present(self.other)
            vc.b = lets.present(self.other, embedding: .navigation)
            vc.c = lets.setWindowRoot(self.other)
            vc.d = lets.setWindowRoot(self.other, embedding: Embedding.none)
            vc.e = lets.push(self.other)
            vc.f = lets.dismiss()
        """)
        let embeddings = ["a", "b", "c", "d", "e", "f"].map { graph.edge(from: "Flows.source", label: $0)?.embedding }
        #expect(embeddings == [Embedding.none, .navigation, .navigation, Embedding.none, nil, nil])
    }

    @Test func aForwardingTrailingClosureIsPartOfTheVerb() {
        let graph = scan("""
            vc.onCheckout = lets.push(self.other) { $0.prepare }
        """)
        #expect(graph.edges.count == 1)
        #expect(graph.edges.first?.label == "onCheckout")
        #expect(graph.edges.first?.arguments == ["Item", "Int"])
    }

    @Test func argumentsComeFromTheCallbackDeclarationWithWhitespaceNormalised() {
        let graph = scan("""
            vc.onCheckout = lets.pop()
            vc.onEmpty = lets.pop()
            vc.onMap = lets.pop()
            vc.onMain = lets.pop()
            vc.onAlias = lets.pop()
            vc.onInherited = lets.pop()
            vc.unknown = lets.pop()
        """)
        let arguments = ["onCheckout", "onEmpty", "onMap", "onMain", "onAlias", "onInherited", "unknown"]
            .map { graph.edge(from: "Flows.source", label: $0)?.arguments }
        #expect(arguments == [["Item", "Int"], [], ["[String: Int]", "Item?"], ["Item"], ["Item"], ["Int"], []])
    }

    @Test func labelsComeFromTheAssignedPropertyOrTheSoleVerbOfAnAssignedClosure() {
        let graph = scan("""
            vc.a = lets.push(self.other)
            _ = lets.present(self.other)
            vc.onTap = { [weak vc] in
                print(vc as Any)
                lets.setRoot(self.other)()
            }
            vc.onTwo = {
                lets.pop()()
                lets.dismiss()()
            }
        """)
        #expect(graph.edge(from: "Flows.source", label: "a")?.action == .verb(.push))
        #expect(graph.edge(from: "Flows.source", label: "")?.action == nil) // three unlabelled: not unique
        #expect(graph.edges.filter { $0.label == "" }.map(\.action).sorted { $0.rawValue < $1.rawValue }
                == [.verb(.dismiss), .verb(.pop), .verb(.present)])
        #expect(graph.edge(from: "Flows.source", label: "onTap")?.action == .verb(.setRoot))
        #expect(graph.edge(from: "Flows.source", label: "onTap")?.arguments == [])
    }

    @Test func targetsWithOrWithoutSelfResolveAlike() {
        let graph = scan("""
            vc.a = lets.push(self.other)
            vc.b = lets.push(other)
            vc.c = lets.push(Self.shared)
            vc.d = lets.push(Flows.shared)
        """, members: "static let shared = Flow(with: Other())")
        #expect(["a", "b"].map { graph.edge(from: "Flows.source", label: $0)?.to } == ["Flows.other", "Flows.other"])
        #expect(["c", "d"].map { graph.edge(from: "Flows.source", label: $0)?.to } == ["Flows.shared", "Flows.shared"])
    }
}
