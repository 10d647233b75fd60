import FlowGraph
import FlowGraphScanner
import Testing

/// A screen taken from a list by index (`viewControllers[indexPath.row]`) is one of the list's
/// screens: a list written in place, held by a local, by a property or given by a computed
/// property, the caller's own or another value's; and a lazy property's closures know the locals
/// they bind (a data source's cell action pushing what it made).
struct ListElementTests {
    @Test func aScreenTakenFromAListByIndexIsEachOfItsScreens() {
        let result = Scan.text("""
        final class HomeViewController: UIViewController {}
        final class HistoryViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class SectionsViewController: UIViewController {
            let home = UINavigationController(rootViewController: HomeViewController())
            let history = HistoryViewController()
            var viewControllers: [UIViewController] { [home, history] }
            let extras = [SettingsViewController()]
            func select(_ row: Int) {
                splitViewController?.showDetailViewController(viewControllers[row], sender: self)
            }
            func openExtra(_ row: Int) {
                present(self.extras[row], animated: true)
            }
            func openLocal(_ row: Int) {
                let choices = [HistoryViewController(), SettingsViewController()]
                navigationController?.pushViewController(choices[row], animated: true)
            }
        }
        final class RootSplitViewController: UISplitViewController {
            let sections = SectionsViewController()
            func restore(_ index: Int) {
                setViewController(sections.viewControllers[index], for: .secondary)
            }
        }
        """)
        let drawn = result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == [
            "RootSplitViewController HistoryViewController :23",
            "RootSplitViewController HomeViewController :23",
            "SectionsViewController HistoryViewController :10",
            "SectionsViewController HistoryViewController :17",
            "SectionsViewController HomeViewController :10",
            "SectionsViewController SettingsViewController :13",
            "SectionsViewController SettingsViewController :17",
        ])
    }

    @Test func aLazyPropertysClosuresKnowTheLocalsTheyBind() {
        let result = Scan.text("""
        final class GroupViewController: UIViewController {
            private lazy var dataSource = DataSource(configureCell: { [weak self] _, tableView, _, item in
                let cell = GroupCell()
                cell.openGroup = { [weak self] group in
                    let controller = GroupViewController(group: group)
                    self?.navigationController?.pushViewController(controller, animated: true)
                }
                return cell
            })
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0) \($0.label)" }
            == ["GroupViewController GroupViewController :6 dataSource"])
        #expect(result.unresolvedUIKitCalls == 0)
    }

    @Test func aStackStartedFromTheShownScreensShowsWhatIsAppended() {
        let result = Scan.text("""
        final class CardsController: UIViewController {}
        final class RowsController: UIViewController {}
        final class ReceiptController: UIViewController {}
        extension UINavigationController {
            func swapTop(for controller: UIViewController) {
                var shown = viewControllers
                shown = shown.dropLast()
                shown.append(controller)
                setViewControllers(shown, animated: false)
            }
        }
        final class CatalogController: UIViewController {
            func cards() { navigationController?.swapTop(for: CardsController()) }
            func rows() { navigationController?.swapTop(for: RowsController()) }
            func pay() {
                var screens = Array(navigationController!.viewControllers.prefix(1))
                screens.append(ReceiptController())
                navigationController?.setViewControllers(screens, animated: true)
            }
            func reset(_ other: [UIViewController]) {
                var screens = viewControllers
                screens = other
                screens.append(ReceiptController())
                navigationController?.setViewControllers(screens, animated: true)
            }
        }
        """)
        let drawn = result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["CatalogController CardsController :13", "CatalogController ReceiptController :18",
                          "CatalogController RowsController :14"])
        #expect(result.unresolvedUIKitCalls == 1, "a list set to another list says nothing of what it held")
    }

    @Test func aListSetInBranchesListsTheScreensOfEachBranch() {
        let result = Scan.text("""
        final class WelcomeViewController: UIViewController {}
        final class OnboardingViewController: UIViewController {}
        final class RestoreViewController: UIViewController {}
        final class Coordinator {
            let stack = UINavigationController()
            func showWelcome(code: String?, restoring: Bool) {
                let screens: [UIViewController]
                if code != nil {
                    screens = [WelcomeViewController(), OnboardingViewController()]
                } else if restoring {
                    screens = [WelcomeViewController(), RestoreViewController()]
                } else {
                    screens = [WelcomeViewController()]
                }
                stack.setViewControllers(screens, animated: false)
            }
        }
        """)
        let drawn = result.graph.edges.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        // What each branch puts on top is shown: the root alone, in the last.
        #expect(drawn == ["OnboardingViewController :15", "RestoreViewController :15", "WelcomeViewController :15"])
        #expect(!result.diagnostics.contains { $0.message.contains("setViewControllers(screens)") })
    }

}
