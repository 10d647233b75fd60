import FlowGraph
import FlowGraphScanner
import Testing

/// A screen a state value's computed property gives from each case of a `switch` (`case
/// .expired: return RenewViewController()`, `case .active: return nil`), read through a static
/// property holding the state (`Membership.state.destination`).
struct StateScreenTests {
    private static let membership = (path: "Membership/Membership.swift", text: """
    import UIKit
    final class RenewViewController: UIViewController {}
    final class WelcomeViewController: UIViewController {}
    public enum MembershipState {
        case expired, fresh, active
        public var destination: UIViewController? {
            switch self {
            case .expired: return RenewViewController()
            case .fresh: return WelcomeViewController()
            case .active: return nil
            }
        }
    }
    public class Membership {
        public static var state: MembershipState { .active }
    }
    """)

    private static let home = (path: "Home/HomeViewController.swift", text: """
    import UIKit
    final class HomeViewController: UIViewController {
        func membershipTapped() {
            guard let next = Membership.state.destination else { return }
            present(UINavigationController(rootViewController: next), animated: true)
        }
    }
    """)

    @Test func aStatesScreenIsEachCaseItsSwitchReturns() {
        let result = Scan.files([Self.membership, Self.home])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Home/") == [
            "HomeViewController present RenewViewController Home/HomeViewController.swift:5",
            "HomeViewController present WelcomeViewController Home/HomeViewController.swift:5",
        ])
    }
}
