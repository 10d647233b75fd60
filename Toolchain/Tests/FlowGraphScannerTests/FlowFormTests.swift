import FlowGraph
import FlowGraphScanner
import Testing

/// One test per way of declaring a flow or a tab container.
struct FlowFormTests {
    private static let screens = """
    final class AScreen { var onNext: (() -> Void)? }
    final class BScreen { var onNext: (() -> Void)? }
    """

    private func scan(_ flows: String) -> NavigationGraph {
        Scan.files([(path: "Screens.swift", text: Self.screens), (path: "Flows.swift", text: flows)]).graph
    }

    @Test func shortFormWithTrailingClosureIsANodeNamedAfterItsDeclaration() {
        let graph = scan("""
        final class Shop {
            lazy var a = Flow(with: AScreen()) { vc, lets in
                vc.onNext = lets.push(b)
            }
            lazy var b = Flow(with: BScreen())
        }
        """)
        #expect(graph.nodes.map(\.id) == ["Shop.a", "Shop.b"])
        let node = graph.node("Shop.a")
        #expect(node?.screen == "AScreen")
        #expect(node?.group == "Shop")
        #expect(node?.kind == .screen)
        #expect(node?.file == "Flows.swift")
        #expect(node?.line == 2)
        #expect(node?.column == 14)
        #expect(graph.edges.map(\.to) == ["Shop.b"])
        #expect(graph.edges.first?.line == 3)
        #expect(graph.edges.first?.column == 21)
    }

    @Test func labelledClosureAnyParameterNamesAndCaptureLists() {
        let graph = scan("""
        final class Shop {
            lazy var a = Flow(with: AScreen(), { [unowned self] screen, go in
                screen.onNext = go.push(self.b)
            })
            lazy var b = Flow(with: BScreen()) { $0.onNext = $1.pop() }
        }
        """)
        #expect(graph.edge(from: "Shop.a", label: "onNext")?.to == "Shop.b")
        #expect(graph.edge(from: "Shop.b", label: "onNext")?.action == .verb(.pop))
    }

    @Test func anExplicitNameDoesNotReplaceTheDeclarationName() {
        let graph = scan("""
        final class Shop {
            lazy var a = Flow(with: AScreen(), name: "first") { vc, lets in vc.onNext = lets.pop() }
        }
        """)
        #expect(graph.nodes.map(\.id) == ["Shop.a"])
        #expect(graph.edges.map(\.action) == [.verb(.pop)])
    }

    @Test func genericLongFormTakesTheScreenFromTheGenericArgument() {
        let graph = scan("""
        final class Shop {
            lazy var a = Flow<AScreen> { lets in
                let vc = AScreen()
                vc.onNext = lets.push(self.b)
                return vc
            }
            lazy var b = Flow(with: BScreen())
        }
        """)
        #expect(graph.node("Shop.a")?.screen == "AScreen")
        #expect(graph.edge(from: "Shop.a", label: "onNext")?.to == "Shop.b")
    }

    @Test func annotatedLongFormTakesTheScreenFromTheAnnotation() {
        let graph = scan("""
        final class Shop {
            lazy var a: Flow<AScreen> = Flow(name: "a") { [unowned self] lets in
                let vc = AScreen()
                vc.onNext = lets.present(self.b)
                return vc
            }
            lazy var b = Flow(with: BScreen())
        }
        """)
        #expect(graph.node("Shop.a")?.screen == "AScreen")
        #expect(graph.edge(from: "Shop.a", label: "onNext")?.action == .verb(.present))
    }

    @Test func letVarAndStaticDeclarationsInStructsEnumsAndExtensions() {
        let graph = scan("""
        struct Plain {
            let a = Flow(with: AScreen())
            var b = Flow(with: BScreen())
        }
        enum Catalog {
            static let a = Flow(with: AScreen()) { vc, lets in vc.onNext = lets.push(Catalog.b) }
            static let b = Flow(with: BScreen())
        }
        final class Shop {}
        extension Shop {
            var computed: Flow<AScreen> { Flow(with: AScreen()) }
        }
        """)
        #expect(graph.nodes.map(\.id) == ["Catalog.a", "Catalog.b", "Plain.a", "Plain.b", "Shop.computed"])
        #expect(graph.node("Shop.computed")?.group == "Shop")
        #expect(graph.edge(from: "Catalog.a", label: "onNext")?.to == "Catalog.b")
    }

    @Test func nestedTypesQualifyTheId() {
        let graph = scan("""
        enum Outer {
            final class Inner {
                lazy var flow = Flow(with: AScreen()) { vc, lets in vc.onNext = lets.push(self.other) }
                lazy var other = Flow(with: BScreen())
            }
        }
        extension Outer.Inner {
            static let extra = Flow(with: BScreen())
        }
        """)
        #expect(graph.nodes.map(\.id) == ["Outer.Inner.extra", "Outer.Inner.flow", "Outer.Inner.other"])
        #expect(graph.node("Outer.Inner.flow")?.group == "Outer.Inner")
        #expect(graph.edges.first?.to == "Outer.Inner.other")
    }

    @Test func fileScopeFlowsHaveNoGroupAndLocalsAreNotNodes() {
        let graph = scan("""
        let root = Flow(with: AScreen()) { vc, lets in vc.onNext = lets.push(next) }
        let next = Flow(with: BScreen())
        func build() {
            let local = Flow(with: AScreen())
            _ = local
        }
        """)
        #expect(graph.nodes.map(\.id) == ["next", "root"])
        #expect(graph.node("root")?.group == nil)
        #expect(graph.edges.first?.to == "next")
    }

    @Test func tabsAreANodeWithATabEdgePerTab() {
        let graph = scan("""
        final class App {
            lazy var a = Flow(with: AScreen())
            lazy var b = Flow(with: BScreen())
            lazy var main = Tabs(name: "main", selected: 1, [Tab(self.a, title: "A"), Tab(b, embedding: .none)])
            lazy var start = Flow(with: AScreen()) { [unowned self] vc, lets in
                vc.onNext = lets.setWindowRoot(self.main)
            }
        }
        """)
        let tabs = graph.node("App.main")
        #expect(tabs?.kind == .tabs)
        #expect(tabs?.screen == "Tabs")
        #expect(tabs?.group == "App")
        let edges = graph.edges(from: "App.main")
        #expect(edges.map(\.action) == [.tab, .tab])
        #expect(edges.map(\.to) == ["App.a", "App.b"])
        #expect(edges.map(\.label) == ["A", ""])
        #expect(edges.map(\.embedding) == [.navigation, Embedding.none])
        #expect(edges.map(\.animated) == [false, false])
        // A tab container is shown as it is: no navigation embedding, as at run time.
        let root = graph.edge(from: "App.start", label: "onNext")
        #expect(root?.to == "App.main")
        #expect(root?.embedding == Embedding.none)
    }
}

import FlowKit
