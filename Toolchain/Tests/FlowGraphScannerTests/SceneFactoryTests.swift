import FlowGraph
import FlowGraphScanner
import Testing

/// A factory method looking a scene up by the identifier its caller passes and returning it
/// (`make(storyboardName: "Vault", identifier: "entry")`), called from a screen that shows what
/// it returns: the scene of that identifier, as a helper making the UIKit call itself shows it.
struct SceneFactoryTests {
    private static let storyboard = (path: "Vault/Base.lproj/Vault.storyboard", text: """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
    <scene sceneID="s1"><objects><viewController storyboardIdentifier="entry" id="ent" customClass="EntryViewController" sceneMemberID="viewController"/></objects></scene>
    <scene sceneID="s2"><objects><viewController storyboardIdentifier="lock" id="lck" customClass="LockViewController" sceneMemberID="viewController"/></objects></scene>
    <scene sceneID="s3"><objects><viewController storyboardIdentifier="lockNav" id="lckNav" customClass="LockStackViewController" sceneMemberID="viewController"/></objects></scene>
    </scenes></document>
    """)

    private static let factory = (path: "Vault/ScreenFactory.swift", text: """
    import UIKit
    final class EntryViewController: UIViewController {}
    final class LockViewController: UIViewController {}
    final class LockStackViewController: UIViewController {}
    final class ScreenFactory {
        static let shared = ScreenFactory()
        func make<T: UIViewController>(storyboardName: String, identifier: String) -> T {
            UIStoryboard(name: storyboardName, bundle: nil).instantiateViewController(withIdentifier: identifier) as! T
        }
        func makeStack(named name: String) -> UIViewController {
            UIStoryboard(name: "Vault", bundle: nil).instantiateViewController(withIdentifier: name + "Nav")
        }
        func relay(_ name: String) -> UIViewController { makeStack(named: name) }
    }
    """)

    private static let list = (path: "Vault/ListViewController.swift", text: """
    import UIKit
    final class ListViewController: UIViewController {
        private let screens = ScreenFactory.shared
        func openEntry() {
            navigationController?.pushViewController(screens.make(storyboardName: "Vault", identifier: "entry"), animated: true)
        }
        func lock() {
            present(screens.makeStack(named: "lock"), animated: true)
        }
        func relayed() {
            present(screens.relay("lock"), animated: true)
        }
        func unknown(_ name: String) {
            present(screens.makeStack(named: name), animated: true)
        }
    }
    """)

    @Test func aFactoryReturningTheSceneOfAnIdentifierShowsTheOneEachCallerWrites() {
        let result = Scan.files([Self.storyboard, Self.factory, Self.list])
        // The identifier a caller writes, with the factory's suffix, through one factory handing
        // it on to another; a caller handing on a name of its own tells none.
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Vault/ListViewController") == [
            "ListViewController present LockStackViewController Vault/ListViewController.swift:11",
            "ListViewController present LockStackViewController Vault/ListViewController.swift:8",
            "ListViewController push EntryViewController Vault/ListViewController.swift:5",
        ])
    }
}
