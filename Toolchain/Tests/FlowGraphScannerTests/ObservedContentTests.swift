import FlowGraph
import FlowGraphScanner
import Testing

/// A property whose observer hands the value set to a shared helper embedding it (`didSet {
/// rootViewController.addFilling(content) }`), set to what a factory's `switch` returns: each
/// screen the factory gives, embedded where the observer makes the helper's call, as an
/// observer's own `addChild(content)` is.
struct ObservedContentTests {
    private static let helper = (path: "Interface/UIViewController+Filling.swift", text: """
    import UIKit
    extension UIViewController {
        public func addFilling(_ child: UIViewController) {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }
    """)

    private static let controller = (path: "Integration/AppController.swift", text: """
    import UIKit
    final class OnboardingViewController: UIViewController {}
    final class HomeViewController: UIViewController {}
    final class RootViewController: UIViewController {}
    enum AppState { case onboarding, home }
    final class AppController {
        var rootViewController: UIViewController = RootViewController()
        private var content: UIViewController? {
            didSet {
                oldValue?.dismiss(animated: true, completion: nil)
                if let content = content {
                    rootViewController.addFilling(content)
                }
            }
        }
        func update(for state: AppState) {
            content = makeContent(for: state)
        }
        private func makeContent(for state: AppState) -> UIViewController {
            switch state {
            case .onboarding: return OnboardingViewController()
            case .home: return HomeViewController()
            }
        }
    }
    """)

    @Test func settingAPropertyWhoseObserverHandsItToAnEmbeddingHelperEmbedsEachScreenSet() {
        let result = Scan.files([Self.helper, Self.controller])
        let embedded = result.graph.edges.filter { $0.action == .embed }
            .map { "\($0.from) \($0.to ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }.sorted()
        #expect(embedded == [
            "AppController HomeViewController Integration/AppController.swift:12",
            "AppController OnboardingViewController Integration/AppController.swift:12",
        ])
    }
}
