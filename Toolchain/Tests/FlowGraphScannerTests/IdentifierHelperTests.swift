import FlowGraph
import FlowGraphScanner
import Testing

/// A screen's private helper looking a scene up by the identifier its caller passes
/// (`instantiateViewController(withIdentifier: name)`, `name + "Nav"` for the scene's stack), and
/// a cast to the helper's own generic parameter (`… as! T`), which names no screen.
struct IdentifierHelperTests {
    private static let storyboard = (path: "Ledger/Base.lproj/Main.storyboard", text: """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
    <scene sceneID="s1"><objects><viewController storyboardIdentifier="camera" id="cam" customClass="CameraViewController" sceneMemberID="viewController"/></objects></scene>
    <scene sceneID="s2"><objects><viewController storyboardIdentifier="entry" id="ent" customClass="EntryFormViewController" sceneMemberID="viewController"/></objects></scene>
    <scene sceneID="s3"><objects><navigationController storyboardIdentifier="cameraNav" id="camNav" sceneMemberID="viewController">
        <connections><segue destination="cam2" kind="relationship" relationship="rootViewController" id="r1"/></connections>
    </navigationController></objects></scene>
    <scene sceneID="s4"><objects><viewController id="cam2" customClass="CameraViewController" sceneMemberID="viewController"/></objects></scene>
    <scene sceneID="s5"><objects><navigationController storyboardIdentifier="entryNav" id="entNav" sceneMemberID="viewController">
        <connections><segue destination="ent2" kind="relationship" relationship="rootViewController" id="r2"/></connections>
    </navigationController></objects></scene>
    <scene sceneID="s6"><objects><viewController id="ent2" customClass="EntryFormViewController" sceneMemberID="viewController"/></objects></scene>
    </scenes></document>
    """)

    private static let ledger = (path: "Ledger/LedgerViewController.swift", text: """
    import UIKit
    final class CameraViewController: UIViewController {}
    final class EntryFormViewController: UIViewController {}
    final class LedgerViewController: UIViewController {
        private var onIPad = false
        @discardableResult
        private func open<Screen: UIViewController>(_ identifier: String, from item: UIBarButtonItem) -> Screen {
            if onIPad {
                let stack = storyboard!.instantiateViewController(withIdentifier: identifier + "Nav") as! UINavigationController
                stack.popoverPresentationController?.barButtonItem = item
                present(stack, animated: true)
                return stack.topViewController as! Screen
            }
            let screen = storyboard?.instantiateViewController(withIdentifier: identifier) as! Screen
            navigationController?.pushViewController(screen, animated: true)
            return screen
        }
        @objc func scanTapped(_ item: UIBarButtonItem) { open("camera", from: item) }
        @objc func addTapped(_ item: UIBarButtonItem) {
            let form: EntryFormViewController = open("entry", from: item)
            form.title = "New"
        }
        func reopen(_ name: String, item: UIBarButtonItem) { open(name, from: item) }
    }
    """)

    @Test func aPrivateHelperShowsTheSceneOfEachIdentifierItsCallersPass() {
        let result = Scan.files([Self.storyboard, Self.ledger])
        // Both ways of the helper, at its own lines, for each caller writing an identifier; the
        // caller handing on a name of its own tells none.
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Ledger/LedgerViewController") == [
            "LedgerViewController present CameraViewController Ledger/LedgerViewController.swift:11",
            "LedgerViewController present EntryFormViewController Ledger/LedgerViewController.swift:11",
            "LedgerViewController push CameraViewController Ledger/LedgerViewController.swift:15",
            "LedgerViewController push EntryFormViewController Ledger/LedgerViewController.swift:15",
        ])
    }

    @Test func aCastToTheHelpersGenericParameterIsNoScreen() {
        let result = Scan.files([Self.ledger])
        // With no storyboard, nothing tells the scenes: `Screen` is not drawn as a type.
        #expect(!result.graph.edges.contains { $0.to == "Screen" })
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Ledger/").isEmpty)
    }
}
