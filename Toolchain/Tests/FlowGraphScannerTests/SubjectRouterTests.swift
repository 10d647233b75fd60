import FlowGraph
import FlowGraphScanner
import Testing

/// A router handing the destination it is asked for to a Combine subject, and the coordinator
/// subscribing to it switching over the destination: a call asking the router for a case shows
/// what that case's branch shows, in the branch or in the coordinator's method it calls.
struct SubjectRouterTests {
    /// The router's file names no navigation: it is read for the subject the sink names.
    private static let router = (path: "App/Routing/MainRouter.swift", text: """
    import Combine
    import Foundation

    enum SheetDestination {
        case fullSync
        case settings
        case history(String)
        case about
    }

    final class MainRouter {
        let newSheetDestination: PassthroughSubject<SheetDestination, Never> = .init()

        func present(for destination: SheetDestination) {
            newSheetDestination.send(destination)
        }
    }
    """)

    private static let coordinator = (path: "App/Home/HomeCoordinator.swift", text: """
    import Combine
    import SwiftUI
    import UIKit

    struct FullSyncView: View { var body: some View { Text("") } }
    final class SettingsViewController: UIViewController {}
    final class HistoryViewController: UIViewController {}

    final class HomeCoordinator {
        let router: MainRouter
        let rootViewController = UINavigationController()
        private var cancellables = Set<AnyCancellable>()

        init(router: MainRouter) { self.router = router }

        func setUpRouting() {
            router
                .newSheetDestination
                .receive(on: DispatchQueue.main)
                .sink { [weak self] destination in
                    guard let self else { return }
                    switch destination {
                    case .fullSync:
                        rootViewController.present(UIHostingController(rootView: FullSyncView()), animated: true)
                    case .settings:
                        presentSettings()
                    case let .history(item):
                        presentHistory(item)
                    }
                }
                .store(in: &cancellables)
        }

        func presentSettings() {
            rootViewController.present(SettingsViewController(), animated: true)
        }

        func presentHistory(_ item: String) {
            rootViewController.pushViewController(HistoryViewController(), animated: true)
        }
    }

    final class ItemViewModel {
        let router: MainRouter
        init(router: MainRouter) { self.router = router }
        func sync() { router.present(for: .fullSync) }
        func openSettings() { router.present(for: .settings) }
        func openHistory() { router.present(for: .history("x")) }
        func openAbout() { router.present(for: .about) }
    }
    """)

    @Test func aCaseSentThroughASubjectShowsWhatItsBranchShows() {
        let drawn = Scan.files([Self.router, Self.coordinator]).graph.edges
            .filter { $0.from == "ItemViewModel" }
            .map { "\($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == [
            "\(EdgeAction.verb(.present)) SettingsViewController :47",
            "\(EdgeAction.verb(.present)) UIHostingController<FullSyncView> :46",
            "\(EdgeAction.verb(.push)) HistoryViewController :48",
        ])
        // `.about` has no branch: nothing is drawn from its call (:49).
    }

    @Test func theSubscribersOwnEdgesStandWhereTheyAre() {
        let drawn = Scan.files([Self.router, Self.coordinator]).graph.edges
            .filter { $0.from == "HomeCoordinator" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["HistoryViewController :39", "SettingsViewController :35", "UIHostingController<FullSyncView> :24"])
    }
}
