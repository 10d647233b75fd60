import FlowGraph
import FlowGraphScanner
import Foundation
import Testing

/// Storyboards (issue 24, point 2): scenes are nodes, segues `declared` edges, references
/// followed across files, code's look-ups resolved through them, the initial scene a start; and
/// storyboards are untrusted input, skipped with a warning whenever they are not plain XML.
struct StoryboardTests {
    static let main = (path: "App/Main.storyboard", text: """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav-1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="inbox-1" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController storyboardIdentifier="Inbox" id="inbox-1" customClass="InboxViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <button id="b1">
                                    <connections>
                                        <segue destination="detail-1" kind="show" identifier="showDetail" id="g1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="ref-1" kind="presentation" identifier="settings" id="g2"/>
                            <segue destination="help-1" kind="embed" id="g3"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <tableViewController storyboardIdentifier="Detail" id="detail-1" customClass="DetailViewController" sceneMemberID="viewController">
                        <connections>
                            <segue destination="inbox-1" kind="unwind" unwindAction="back:" id="u1"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="s4">
                <objects>
                    <viewController storyboardIdentifier="Help" id="help-1" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="s5">
                <objects>
                    <viewControllerPlaceholder storyboardName="Settings" id="ref-1" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """)

    static let settings = (path: "App/Settings.storyboard", text: """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="set-1">
        <scenes>
            <scene sceneID="t1">
                <objects>
                    <viewController storyboardIdentifier="Settings" id="set-1" customClass="SettingsViewController" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """)

    private static let code = (path: "App/Inbox.swift", text: """
    final class InboxViewController: UIViewController {
        func detail() { performSegue(withIdentifier: "showDetail", sender: nil) }
        func settings() {
            let vc = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Settings")
            present(vc, animated: true)
        }
        func about() { navigationController?.pushViewController(storyboard!.instantiateViewController(withIdentifier: "Help"), animated: true) }
    }
    """)

    @Test func scenesAndSeguesAreDeclaredEdgesAndTheInitialSceneIsTheStart() {
        let result = Scan.files([Self.main, Self.settings, Self.code])
        let graph = result.graph
        let declared = graph.edges.filter { $0.evidence == .declared && $0.file?.hasSuffix(".storyboard") == true }
            .map { "\($0.from) \($0.action.rawValue) \($0.to ?? "-") \($0.label)" }
        #expect(declared == ["InboxViewController present SettingsViewController settings",
                             "InboxViewController embed Main.Help "])
        // A segue the code performs is drawn once, where the code performs it, doing what it does.
        let performed = graph.edges.filter { $0.to == "DetailViewController" }
        #expect(performed.map { "\($0.file ?? "-") \($0.action.rawValue) \($0.label)" } == ["App/Inbox.swift push detail"])
        // The class-less navigation controller is its root, embedded; the settings storyboard is
        // referenced, so its initial scene is no start.
        #expect(graph.roots == ["InboxViewController"])
        #expect(graph.node("InboxViewController")?.provenance == .storyboard)
        #expect(graph.node("Main.Help")?.screen == "UIViewController")
        #expect(graph.node("DetailViewController")?.line == 34)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func codeLooksScenesUpThroughTheStoryboards() {
        let result = Scan.files([Self.main, Self.settings, Self.code])
        let fromCode = result.graph.edges.filter { $0.file == "App/Inbox.swift" }
            .map { "\($0.action.rawValue) \($0.to ?? "-") \($0.evidence.rawValue) \($0.resolutionSteps.map(String.init) ?? "-")" }
        #expect(fromCode == ["push DetailViewController declared -", "present SettingsViewController inferred 2",
                             "push Main.Help inferred 1"])
    }

    @Test func withoutStoryboardsALookUpIsANote() {
        let result = Scan.files([Self.code])
        #expect(result.graph.edges.isEmpty)
        #expect(result.diagnostics.count == 3)
        #expect(result.diagnostics.allSatisfy { $0.severity == .note && $0.message.hasPrefix("cannot tell which screen") })
    }

    @Test(arguments: [
        ("DTD", """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
        <document initialViewController="x"><scenes><scene><objects>
        <viewController id="x" customClass="&c;" sceneMemberID="viewController"/></objects></scene></scenes></document>
        """, "declares a DTD or entities"),
        ("external entity", """
        <?xml version="1.0"?><!doctype document SYSTEM "file:///etc/passwd"><document/>
        """, "declares a DTD or entities"),
        ("malformed", """
        <?xml version="1.0"?><document><scenes><scene></document>
        """, "malformed storyboard XML"),
        ("truncated", """
        <?xml version="1.0"?><document initialViewController="x"><scenes><scene sceneID="a"><objects><viewController id="x" custo
        """, "malformed storyboard XML"),
        ("not XML", "Storyboards are XML; this is not.", "malformed storyboard XML"),
    ])
    func hostileStoryboardsAreSkippedWithAWarning(name: String, text: String, reason: String) {
        let result = Scan.files([(path: "App/Bad.storyboard", text: text), Self.settings])
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1, "\(name)")
        #expect(warnings.first?.file == "App/Bad.storyboard")
        #expect(warnings.first?.message.contains(reason) == true, "\(name): \(warnings.first?.message ?? "")")
        // The rest is still mapped.
        #expect(result.graph.node("SettingsViewController") != nil)
    }

    @Test func aFolderWithStoryboardsIsScannedFromDisk() throws {
        let folder = try Scan.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.main.text.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try Self.settings.text.write(to: folder.appendingPathComponent("Settings.storyboard"), atomically: true, encoding: .utf8)
        try Self.code.text.write(to: folder.appendingPathComponent("Inbox.swift"), atomically: true, encoding: .utf8)
        for launch in ["LaunchScreen.storyboard", "Launch Screen.storyboard", "Quicksy Launch Screen.storyboard", "Launch.storyboard"] {
            try "<document".write(to: folder.appendingPathComponent(launch), atomically: true, encoding: .utf8)
        }
        let result = try SourceScanner().scan(paths: [folder.path])
        #expect(result.graph.roots == ["InboxViewController"])
        // Two storyboard segues and three calls, one of which performs the third segue.
        #expect(result.graph.edges.count == 5)
        // A launch screen is no navigation, however it is spelt: not even read.
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
