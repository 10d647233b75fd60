import FlowGraph
import Testing

/// An extension naming its method like UIKit's verb but labelling the screen UIKit takes
/// unlabelled (`pushViewController(viewController:animated:completion:)`, `present(asCard:animated:)`)
/// is the app's own wrapper: each call, from any screen, shows what it is handed. UIKit's own
/// verbs stay UIKit's.
struct LabelledVerbWrapperTests {
    @Test func aVerbLabellingItsScreenIsTheAppsWrapper() {
        let result = Scan.files([(path: "App/Extensions/UINavigationController+Completion.swift", text: """
        import UIKit
        extension UINavigationController {
            func pushViewController(viewController: UIViewController, animated: Bool, completion: @escaping () -> Void) {
                pushViewController(viewController, animated: animated)
                completion()
            }
        }
        extension UIViewController {
            func present(asCard viewController: UIViewController, animated: Bool) {
                viewController.modalPresentationStyle = .custom
                present(viewController, animated: animated)
            }
        }
        """), (path: "App/TabsViewController.swift", text: """
        import UIKit
        final class SettingsViewController: UIViewController {}
        final class AccountsViewController: UIViewController {}
        final class DetailsViewController: UIViewController {}
        final class TabsViewController: UIViewController {
            func didSelectSettings() {
                let vc = SettingsViewController()
                navigationController?.pushViewController(viewController: vc, animated: false) {
                }
            }
            func didSelectAccounts() {
                navigationController?.pushViewController(viewController: AccountsViewController(), animated: true, completion: {})
            }
            func showDetails() {
                present(asCard: DetailsViewController(), animated: true)
            }
            func showPlainly() {
                navigationController?.pushViewController(DetailsViewController(), animated: true)
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "TabsViewController" }
            .map { "\($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }
        #expect(drawn == ["\(EdgeAction.verb(.push)) SettingsViewController :8", "\(EdgeAction.verb(.push)) AccountsViewController :12",
                          "\(EdgeAction.verb(.present)) DetailsViewController :15", "\(EdgeAction.verb(.push)) DetailsViewController :18"])
    }
}
