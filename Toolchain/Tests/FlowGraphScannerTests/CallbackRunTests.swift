import FlowGraph
import FlowGraphScanner
import Testing

/// Verbs kept in locals, labelled by the callbacks that hold or run them, as the runtime walker
/// labels them (`CallbackRuns`): each callback holding one is an edge; one run from a `switch`
/// is labelled with the one case that runs it, or with the callback when every case runs it
/// and nothing else.
struct CallbackRunTests {
    private static func scan(_ binding: String) -> [String] {
        let text = """
            import FlowKit
            enum Step { case picked(Int), help, cancel }
            enum Single { case done }
            final class Screen {
                var onStep: ((Step) -> Void)?
                var onSingle: ((Single) -> Void)?
                var onBack: (() -> Void)?
                var onClose: (() -> Void)?
            }
            final class Flows {
                lazy var home = Flow(with: Screen()) { [unowned self] vc, lets in
                    \(binding)
                }
                lazy var next = Flow(with: Screen())
            }
            """
        return Scan.text(text, path: "Sources/App/Flows.swift").graph.edges(from: "Flows.home").map(\.label).sorted()
    }

    @Test(arguments: [
        // Held: one edge per callback.
        ("let back = lets.pop()\n vc.onBack = back\n vc.onClose = back", ["onBack", "onClose"]),
        // Run from a switch: the one case that runs it.
        ("let pick = lets.push(self.next)\n let help = lets.present(self.next)\n vc.onStep = { step in switch step { case .picked: pick()\n case .help: help()\n case .cancel: break } }",
         ["help", "picked"]),
        // Several cases, not all: no one name says when it runs.
        ("let pick = lets.push(self.next)\n vc.onStep = { step in switch step { case .picked, .help: pick()\n case .cancel: break } }", [""]),
        // Every case and nothing else: the callback; with another verb beside it, not.
        ("let done = lets.pop()\n vc.onSingle = { single in switch single { case .done: done() } }", ["onSingle"]),
        ("let done = lets.pop()\n vc.onSingle = { _ in done() }", ["onSingle"]),
        ("let done = lets.pop()\n let other = lets.dismiss()\n vc.onSingle = { _ in done(); other() }", ["", ""]),
        // Routed by `lets.steps`.
        ("let pick = lets.push(self.next)\n vc.onStep = lets.steps { step in switch step { case .picked: .to(pick)\n case .help, .cancel: .stay } }",
         ["picked"]),
        // Run later, not when the callback is: unlabelled, as at run time.
        ("let pick = lets.push(self.next)\n vc.onBack = { DispatchQueue.main.async { pick() } }", [""]),
    ] as [(String, [String])])
    func verbsInLocalsAreLabelledByTheCallbacksThatHoldOrRunThem(binding: String, labels: [String]) {
        #expect(Self.scan(binding) == labels)
    }
}
