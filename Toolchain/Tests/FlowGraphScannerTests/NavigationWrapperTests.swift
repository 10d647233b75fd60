import FlowGraph
import FlowGraphScanner
import FlowKit
import Testing

/// A type's own helpers that show what they are given (`private func push(_ vc:)`): each call
/// of one makes the helper's UIKit call show what the caller passes, from the caller, labelled
/// with the caller's method, on the UIKit call's line.
struct NavigationWrapperTests {
    private static let coordinator = """
    final class SubmissionCoordinator {
        private weak var navigationController: UINavigationController?
        private weak var parent: UIViewController?

        private func push(_ viewController: UIViewController) {
            navigationController?.pushViewController(viewController, animated: true)
        }

        private func start(with initial: UIViewController, animated: Bool = true) {
            parent?.present(SubmissionNavigationController(rootViewController: initial), animated: animated)
        }

        private func back(to viewController: UIViewController) {
            navigationController?.popToViewController(viewController, animated: true)
        }

        func begin() {
            start(with: IntroViewController())
        }

        func showHotline() {
            let hotline = HotlineViewController(onDone: { [weak self] in self?.showResult() })
            push(hotline)
        }

        func showResult() {
            self.push(ResultViewController())
            back(to: HotlineViewController(onDone: {}))
        }
    }

    final class SubmissionNavigationController: UINavigationController {}

    final class OtherScreen: UIViewController {
        func push(_ item: Item) {}
        func open() { push(Item()) }
    }
    """

    @Test func eachCallOfAHelperIsTheNavigationItWraps() {
        let result = Scan.text(Self.coordinator)
        let drawn = result.graph.edges.map { edge in
            let verb = edge.action == .verb(.push) ? "push" : edge.action == .verb(.present) ? "present" : "other"
            return "\(edge.from) \(verb) \(edge.to ?? "-") \(edge.line ?? 0) \(edge.label)"
        }.sorted()
        #expect(drawn == [
            "SubmissionCoordinator push HotlineViewController 6 showHotline",
            "SubmissionCoordinator push ResultViewController 6 showResult",
            "SubmissionCoordinator present IntroViewController 10 begin",
        ].sorted())
        #expect(result.graph.edges.first { $0.to == "IntroViewController" }?.embedding == .navigation,
                "the helper puts what it is given in a navigation controller")
    }

    @Test func aHelperOfBackNavigationOrOfAnotherTypeIsNone() {
        // The pop is back navigation, no helper of a forward verb: its call stays unresolved;
        // `OtherScreen.push(_:)` is another type's method of the same name.
        let result = Scan.text(Self.coordinator)
        #expect(result.unresolvedUIKitCalls == 1)
        #expect(!result.graph.edges.contains { $0.from == "OtherScreen" })
    }
}
