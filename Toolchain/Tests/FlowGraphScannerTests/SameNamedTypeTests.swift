import FlowGraph
@testable import FlowGraphScanner
import Testing

/// Two apps in one repository each declaring their own `AppDelegate`: each one's code reads its
/// own properties, not the other's of the same name.
struct SameNamedTypeTests {
    @Test func eachDeclarationOfATypeNamedTwiceReadsItsOwnProperties() {
        let result = Scan.files([(path: "Wallet/AppDelegate.swift", text: """
        import UIKit
        final class WalletHomeViewController: UIViewController {}
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            lazy var navigationController = UINavigationController(rootViewController: WalletHomeViewController())
            func start() { window?.rootViewController = navigationController }
        }
        """), (path: "Verifier/AppDelegate.swift", text: """
        import UIKit
        final class VerifierHomeViewController: UIViewController {}
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            lazy var navigationController = UINavigationController(rootViewController: VerifierHomeViewController())
            func start() { window?.rootViewController = navigationController }
        }
        """)])
        let roots = result.graph.edges.filter { $0.action == .verb(.setWindowRoot) }.map { "\($0.file ?? "-") \($0.to ?? "-")" }.sorted()
        #expect(roots == ["Verifier/AppDelegate.swift VerifierHomeViewController", "Wallet/AppDelegate.swift WalletHomeViewController"])
    }
}
