import FlowGraph
import Testing

/// A navigation controller subclass putting one screen on itself as it is made, after a plain
/// `super.init` (`viewControllers = [form]`, with `let form: FeedbackViewController` set just
/// before), is a stack around that screen, as one handing it to `super.init(rootViewController:)`
/// is: presented, it is that screen, in a stack. A subclass building its root from nothing
/// (`UIViewController()`) still names no screen of the app.
struct StackSubclassContentTests {
    @Test func aStackSubclassSettingItsOwnScreenShowsIt() {
        let result = Scan.text("""
        import UIKit
        class FeedbackViewController: UIViewController {}
        class NoticeViewController: UIViewController {}
        class FeedbackFlowController: UINavigationController {
            let feedback: FeedbackViewController
            init(screenshot: UIImage?) {
                feedback = FeedbackViewController()
                super.init(nibName: nil, bundle: nil)
                viewControllers = [feedback]
            }
        }
        class NoticeNavigationController: UINavigationController {
            init() {
                super.init(nibName: nil, bundle: nil)
                self.setViewControllers([NoticeViewController()], animated: false)
            }
        }
        class HomeViewController: UIViewController {
            func reportProblem() { present(FeedbackFlowController(screenshot: nil), animated: true) }
            func showNotice() { present(NoticeNavigationController(), animated: true) }
        }
        """)
        let shown = result.graph.edges.filter { $0.from == "HomeViewController" }
            .map { "\($0.to ?? "-") \($0.line ?? 0) \($0.embedding.map { "\($0)" } ?? "-")" }.sorted()
        #expect(shown == ["FeedbackViewController 19 navigation", "NoticeViewController 20 navigation"])
    }
}
