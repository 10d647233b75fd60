import FlowGraph
import FlowGraphScanner
import FlowKit
import Testing

/// An app's container generic over the screens it shows (a screen with a footer, a card around
/// a screen) is named with them, as a hosting controller is with its view; and a factory that
/// returns one screen per branch shows each.
struct GenericContainerTests {
    private static let container = """
    final class FooterViewController: UIViewController {}

    final class CardViewController<Content: UIViewController, Footer: UIViewController>: UIViewController {
        init(content: Content, footer: Footer) { super.init(nibName: nil, bundle: nil) }
    }
    """

    private static func pushed(_ code: String) -> [String] {
        let result = Scan.files([(path: "Card.swift", text: container), (path: "Coordinator.swift", text: code)])
        return result.graph.edges.filter { $0.action == .verb(.push) }.compactMap(\.to).sorted()
    }

    @Test func aContainerBuiltWithScreensIsNamedWithThem() {
        #expect(Self.pushed("""
        final class Coordinator {
            var navigationController: UINavigationController?
            func showTan() {
                let tan = TanViewController(onDone: {})
                let card = CardViewController(content: tan, footer: FooterViewController())
                navigationController?.pushViewController(card, animated: true)
            }
        }
        """) == ["CardViewController<TanViewController, FooterViewController>"])
    }

    @Test func aContainerWrittenWithItsScreensIsNamedWithThem() {
        #expect(Self.pushed("""
        final class Coordinator {
            var navigationController: UINavigationController?
            private func makeResult() -> CardViewController<ResultViewController, FooterViewController> {
                CardViewController(content: ResultViewController(), footer: FooterViewController())
            }
            func showResult() {
                navigationController?.pushViewController(makeResult(), animated: true)
            }
        }
        """) == ["CardViewController<ResultViewController, FooterViewController>"])
    }

    @Test func aContainerNotNamedAsAScreenIsNamedWithTheScreensItIsGiven() {
        let result = Scan.files([(path: "Card.swift", text: """
        final class Card<Content: UIViewController>: UIViewController {
            init(content: Content, style: Style) { super.init(nibName: nil, bundle: nil) }
        }
        """), (path: "Coordinator.swift", text: """
        final class Coordinator {
            var navigationController: UINavigationController?
            func showTan() {
                let tan = TanViewController()
                navigationController?.pushViewController(Card(content: tan, style: .plain), animated: true)
            }
        }
        """)])
        #expect(result.graph.edges.compactMap(\.to) == ["Card<TanViewController>"])
    }

    @Test func aScreenBuiltWithOtherValuesKeepsItsName() {
        // Not generic: its arguments are no screens it is named with.
        #expect(Self.pushed("""
        final class Coordinator {
            var navigationController: UINavigationController?
            func showDetail() {
                let detail = DetailViewController(viewModel: DetailViewModel(), footer: FooterViewController())
                navigationController?.pushViewController(detail, animated: true)
            }
        }
        """) == ["DetailViewController"])
    }

    @Test func aFactoryReturningAScreenPerBranchShowsEach() {
        #expect(Self.pushed("""
        final class Coordinator {
            var navigationController: UINavigationController?
            func initial(hasResult: Bool, shown: Bool) -> UIViewController {
                if hasResult {
                    if shown { return ResultViewController() }
                    return AvailableViewController()
                }
                let intro = IntroViewController()
                return intro
            }
            func start() {
                navigationController?.pushViewController(initial(hasResult: true, shown: false), animated: true)
            }
        }
        """) == ["AvailableViewController", "IntroViewController", "ResultViewController"])
    }
}

/// A hosting controller of the app's generic over the view it hosts, constrained in its `where`
/// clause (`class ModalHostingViewController<Content>: UIHostingController<…> where Content:
/// View`), is named with the view each caller hands it, as a screen generic over anything else
/// is with the value it is built with (a table screen over each page's view model); a local
/// declared of the host's type and built there says what it hosts.
struct GenericHostTests {
    @Test func aHostGenericOverItsViewInAWhereClauseIsNamedWithTheViewHandedToIt() {
        let result = Scan.text("""
        import SwiftUI
        import UIKit
        struct LinksModal: View { var body: some View { Text("Links") } }
        struct NameScreen: View { var body: some View { Text("Name") } }
        open class ModalHostingViewController<Content>: UIHostingController<Content> where Content: View {
            public init(modal: Content) { super.init(rootView: modal) }
            required public init?(coder: NSCoder) { nil }
        }
        open class ThemedHostingViewController<Content: View>: UIHostingController<Content> {
            public init(rootView: Content, hidesBar: Bool = false) { super.init(rootView: rootView) }
            required public init?(coder: NSCoder) { nil }
        }
        final class LandingViewController: UIViewController {
            func showLinks() {
                let modal = ModalHostingViewController(modal: LinksModal())
                present(modal, animated: true)
            }
            func register() {
                let next: ThemedHostingViewController = ThemedHostingViewController(rootView: NameScreen())
                navigationController?.pushViewController(next, animated: true)
            }
        }
        """)
        #expect(result.graph.edges.compactMap(\.to).sorted() == [
            "ModalHostingViewController<LinksModal>", "ThemedHostingViewController<NameScreen>",
        ])
    }

    @Test func aScreenGenericOverItsModelIsNamedWithTheModelItIsBuiltWith() {
        // Each settings page is the one table screen over another view model: a node each.
        let result = Scan.text("""
        import UIKit
        protocol TableViewModel {}
        final class PrivacyViewModel: TableViewModel {}
        final class NotificationsViewModel: TableViewModel {}
        class TableScreenViewController<ViewModel>: UIViewController where ViewModel: TableViewModel {
            init(viewModel: ViewModel) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        final class SettingsViewController: UIViewController {
            func openPrivacy() {
                navigationController?.pushViewController(TableScreenViewController(viewModel: PrivacyViewModel()), animated: true)
            }
            func openNotifications() {
                let page = TableScreenViewController(viewModel: NotificationsViewModel())
                navigationController?.pushViewController(page, animated: true)
            }
        }
        """)
        #expect(result.graph.edges.compactMap(\.to).sorted() == [
            "TableScreenViewController<NotificationsViewModel>", "TableScreenViewController<PrivacyViewModel>",
        ])
    }

    @Test func texturesViewControllerIsNamedByTheNodeItIsBuiltAround() {
        // Texture (AsyncDisplayKit) declares `ASDKViewController<Node>`, read nowhere in the app.
        let result = Scan.text("""
        import AsyncDisplayKit
        final class PassPhraseAlertNode: ASDisplayNode {}
        final class ThreadViewController: ASDKViewController<ASTableNode> {
            func askPassPhrase() {
                let alertNode = PassPhraseAlertNode()
                let alert = ASDKViewController(node: alertNode)
                present(alert, animated: true)
            }
            func askOnOlderTexture() {
                present(ASViewController(node: PassPhraseAlertNode()), animated: true)
            }
        }
        """)
        #expect(result.graph.edges.compactMap(\.to).sorted() == [
            "ASDKViewController<PassPhraseAlertNode>", "ASViewController<PassPhraseAlertNode>",
        ])
    }
}
