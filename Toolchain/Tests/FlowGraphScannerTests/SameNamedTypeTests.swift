import FlowGraph
@testable import FlowGraphScanner
import Testing

/// Two apps in one repository each declaring their own `AppDelegate`: each one's code reads its
/// own properties, not the other's of the same name. A free function named as a type of UIKit's
/// (`func UIAlertController(title:message:preferredStyle:)`), which Swift calls instead of the
/// type's initialiser: what it builds is what its callers show.
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

    @Test func aFreeFunctionNamedAsATypeIsWhatItsCallersBuild() {
        let result = Scan.files([(path: "Kit/AlertShim.swift", text: """
        import UIKit
        public protocol AlertPresenting: UIViewController {
            func addAction(_ action: UIAlertAction)
        }
        // Alerts that a game controller can focus, wherever code asks for UIKit's.
        public func UIAlertController(title: String?, message: String?,
                                      preferredStyle style: UIAlertController.Style = .alert) -> AlertPresenting {
            FocusableAlertController(title: title, message: message)
        }
        public final class FocusableAlertController: UIViewController, AlertPresenting {
            init(title: String?, message: String?) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            public func addAction(_ action: UIAlertAction) {}
        }
        """), (path: "App/LibraryViewController.swift", text: """
        import UIKit
        final class LibraryViewController: UIViewController {
            func confirmDelete() {
                let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                present(alert, animated: true)
            }
        }
        """)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "App/") == [
            "LibraryViewController present FocusableAlertController App/LibraryViewController.swift:6",
        ])
    }
}
