import FlowGraph
import FlowGraphScanner
import Testing

/// A storyboard identifier or a segue's named by a string constant another Objective-C file
/// declares (`NSString * const SettingsScene = @"settings";` in `Identifiers.m`) is that string
/// where it is handed over, as a literal or a constant of the file's own is.
struct ObjectiveCSharedConstantTests {
    @Test func aConstantDeclaredInAnotherFileNamesTheSceneAndTheSegue() {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="v-1">
            <scenes>
                <scene sceneID="s-1"><objects>
                    <viewController id="v-1" customClass="HomeViewController" sceneMemberID="viewController">
                        <connections><segue destination="v-3" kind="show" identifier="showAbout" id="g-1"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-2"><objects>
                    <viewController storyboardIdentifier="settings" id="v-2" customClass="SettingsViewController" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s-3"><objects>
                    <viewController id="v-3" customClass="AboutViewController" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """
        let result = Scan.files([(path: "App/Main.storyboard", text: storyboard), (path: "App/Identifiers.m", text: """
            #import "Identifiers.h"
            NSString * const SettingsScene = @"settings";
            NSString * const AboutSegue = @"showAbout";
            """), (path: "App/HomeViewController.m", text: """
            #import "Identifiers.h"
            @implementation HomeViewController
            - (void)openSettings {
                UIViewController *settings = [self.storyboard instantiateViewControllerWithIdentifier:SettingsScene];
                [self presentViewController:settings animated:YES completion:nil];
            }
            - (void)openAbout {
                [self performSegueWithIdentifier:AboutSegue sender:self];
            }
            @end
            """)])
        let edges = result.graph.edges.filter { $0.from == "HomeViewController" && $0.file?.hasSuffix(".m") == true }
            .map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(edges == ["AboutViewController :8", "SettingsViewController :5"])
    }
}
