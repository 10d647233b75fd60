import FlowGraph
import FlowGraphScanner
import Testing

/// The forwarded argument types the scanner reads from declarations it indexes, as the runtime
/// walker reads them from the verb: a forwarding closure's method (`{ $0.load }`), typealiases of
/// typealiases and generic ones, and callbacks kept in a struct the screen stores. The screens
/// are in a file of their own without the DSL, which the scanner only skims (where a property
/// not typed by a function is kept only when annotated in a file declaring a typealias).
struct ForwardedArgumentTests {
    private static let screens = """
        typealias PersonHandler = (Int, String) -> Void
        typealias CastHandler = PersonHandler
        typealias Handler<Value> = (Value) -> Void
        struct Actions {
            var onShare: ((String) -> Void)?
        }
        enum Step { case picked(Int), help }
        class BaseScreen {
            func reload(_ page: Int, animated: Bool) {}
        }
        final class HomeScreen: BaseScreen {
            var onStep: ((Step) -> Void)?
            var onCast: CastHandler?
            var onPick: Handler<Int>?
            var actions: Actions = Actions()
            var onOpen: (() -> Void)?
        }
        final class DetailScreen: BaseScreen {
            func load(_ id: Int) { if id > 0 { print(id) } }
            func show(_ id: Int) {}
            func show(_ id: Int, _ name: String) {}
        }
        """

    private static func flows(_ binding: String) -> String {
        """
        import FlowKit
        final class Flows {
            lazy var home = Flow(with: HomeScreen()) { [unowned self] vc, lets in
                \(binding)
            }
            lazy var detail = Flow(with: DetailScreen())
        }
        """
    }

    @Test(arguments: [
        // A forwarding method's parameters, for a verb whose callback says nothing of its type.
        ("let next = lets.push(self.detail) { $0.load }\n vc.onStep = { step in if case .picked(let id) = step { next(id) } }",
         "onStep", ["Int"]),
        ("vc.onStep = lets.steps { step in switch step { case .picked(let id): .to(lets.push(self.detail) { screen in screen.load }, id)\n case .help: .stay } }",
         "picked", ["Int"]),
        // Overloads are told apart by the labels written, else not at all.
        ("let next = lets.push(self.detail) { $0.show(_:_:) }\n vc.onStep = { _ in next(1, \"\") }", "onStep", ["Int", "String"]),
        ("let next = lets.push(self.detail) { $0.show }\n vc.onStep = { _ in next(1) }", "onStep", []),
        // Inherited from a scanned superclass.
        ("let next = lets.push(self.detail) { $0.reload }\n vc.onStep = { _ in next(1, true) }", "onStep", ["Int", "Bool"]),
        // A typealias of a typealias, and a generic one.
        ("vc.onCast = lets.push(self.detail)", "onCast", ["Int", "String"]),
        ("vc.onPick = lets.push(self.detail)", "onPick", ["Int"]),
        // A callback kept in a struct the screen stores.
        ("vc.actions.onShare = lets.present(self.detail)", "onShare", ["String"]),
    ] as [(String, String, [String])])
    func argumentsComeFromTheDeclarationsTheScannerIndexes(binding: String, label: String, arguments: [String]) throws {
        let result = Scan.files([(path: "Sources/App/Flows.swift", text: Self.flows(binding)),
                                 (path: "Sources/App/Screens.swift", text: Self.screens)])
        let edge = try #require(result.graph.edge(from: "Flows.home", label: label), "\(result.graph.edges)")
        #expect(edge.arguments == arguments)
    }
}
