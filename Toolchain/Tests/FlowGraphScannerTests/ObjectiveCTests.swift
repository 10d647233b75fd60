import FlowGraph
import FlowGraphScanner
import Foundation
import Testing

/// Objective-C navigation (issue 24, point 4): message sends in `.m` files are edges like the
/// Swift calls they mirror, their targets read from `[[X alloc] init…]`, locals, properties and
/// methods; what cannot be read is a note, and malformed code is read as far as it goes.
struct ObjectiveCTests {
    static let inbox = """
        #import "InboxViewController.h"
        #import "MessageViewController.h"

        @interface InboxViewController () <UITableViewDelegate>
        @property (nonatomic, strong) SettingsViewController *settings;
        @end

        @implementation InboxViewController

        - (void)openMessage:(Message *)message {
            MessageViewController *detail = [[MessageViewController alloc] initWithMessage:message];
            [self.navigationController pushViewController:detail animated:YES];
        }

        - (void)compose {
            // [self presentViewController:[[OldComposer alloc] init] animated:YES completion:nil];
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[ComposeViewController new]];
            [self presentViewController:nav animated:YES completion:nil];
        }

        - (void)showSettings {
            [self.navigationController pushViewController:self.settings animated:NO];
        }

        - (void)showProfile {
            [self.navigationController pushViewController:[self makeProfile] animated:YES];
        }

        - (ProfileViewController *)makeProfile {
            return [[ProfileViewController alloc] initWithNibName:@"Profile" bundle:nil];
        }

        - (void)close {
            [self dismissViewControllerAnimated:YES completion:nil];
        }

        - (void)back {
            [self.navigationController popViewControllerAnimated:NO];
        }

        - (void)openSomething:(UIViewController *)controller {
            [self.navigationController pushViewController:controller animated:YES];
        }
        @end
        """

    @Test func messageSendsAreEdgesFromTheImplementingClass() throws {
        let result = Scan.files([(path: "App/InboxViewController.m", text: Self.inbox)])
        let graph = result.graph
        let pushes = graph.edges.filter { $0.from == "InboxViewController" && $0.action == .verb(.push) }
        #expect(pushes.compactMap(\.to).sorted() == ["MessageViewController", "ProfileViewController", "SettingsViewController"])
        #expect(pushes.first { $0.to == "MessageViewController" }?.resolutionSteps == 1, "through the local `detail`")
        #expect(pushes.first { $0.to == "MessageViewController" }?.line == 12)
        #expect(pushes.first { $0.to == "SettingsViewController" }?.animated == false)
        let present = try #require(graph.edges.first { $0.action == .verb(.present) })
        #expect(present.to == "ComposeViewController" && present.embedding == .navigation, "the commented-out send is not read")
        #expect(graph.edges.contains { $0.action == .verb(.dismiss) && $0.to == nil })
        #expect(graph.edges.contains { $0.action == .verb(.pop) && !$0.animated })
        #expect(graph.edges.allSatisfy { $0.evidence == .inferred })
        #expect(graph.node("InboxViewController")?.provenance == .code)
        // A parameter pushed can be anything: said, not drawn.
        let parameterLine = try #require(Self.inbox.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("pushViewController:controller") }) + 1
        #expect(result.diagnostics.contains { $0.severity == .note && $0.line == parameterLine }, "\(result.diagnostics)")
        #expect(pushes.count == 3)
    }

    /// Objective-C++ (`.mm`, Objective-C's message sends beside C++) is read as Objective-C, in
    /// a folder as when named: its C++ (templates, lambdas) draws nothing.
    @Test func objectiveCPlusPlusFilesInAFolderAreReadAsObjectiveC() throws {
        let root = try Scan.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            #include <vector>
            @implementation MapPanelViewController
            - (void)openSettings {
                std::vector<int> sizes = {1, 2};
                auto count = [&](int a) { return a + (int)sizes.size(); };
                SettingsViewController *settings = [[SettingsViewController alloc] init];
                [self.navigationController pushViewController:settings animated:count(1) > 0];
            }
            @end
            """.utf8).write(to: folder.appendingPathComponent("MapPanelViewController.mm"))
        try Data("import UIKit\nfinal class SettingsViewController: UIViewController {}\n".utf8)
            .write(to: folder.appendingPathComponent("SettingsViewController.swift"))
        let result = try SourceScanner().scan(paths: [folder.path])
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" } == ["MapPanelViewController SettingsViewController :7"])
    }

    /// An Objective-C screen and a Swift one are one app: a Swift screen pushes the Objective-C
    /// one, which presents a Swift one.
    @Test func objectiveCAndSwiftScreensAreOneMap() {
        let result = Scan.files([
            (path: "App/Legacy/LegacyViewController.m", text: """
                @implementation LegacyViewController
                - (void)help { [self presentViewController:[[HelpViewController alloc] init] animated:YES completion:nil]; }
                @end
                """),
            (path: "App/HomeViewController.swift", text: """
                import UIKit
                final class HomeViewController: UIViewController {
                    func legacy() { navigationController?.pushViewController(LegacyViewController(), animated: true) }
                }
                final class HelpViewController: UIViewController {}
                """),
        ])
        let graph = result.graph
        #expect(graph.edges.contains { $0.from == "HomeViewController" && $0.to == "LegacyViewController" && $0.action == .verb(.push) })
        #expect(graph.edges.contains { $0.from == "LegacyViewController" && $0.to == "HelpViewController" && $0.action == .verb(.present) })
    }

    /// A Swift class renamed for Objective-C (`@objc(XYZCapabilitiesViewController)`) is one
    /// screen under its Swift name, wherever Objective-C code shows it by the other.
    @Test func aSwiftClassRenamedForObjectiveCIsOneScreen() {
        let result = Scan.files([
            (path: "App/InviteViewController.m", text: """
                @implementation InviteViewController
                - (void)capabilities {
                    XYZCapabilitiesViewController *next = [[XYZCapabilitiesViewController alloc] init];
                    [self.navigationController pushViewController:next animated:YES];
                }
                @end
                """),
            (path: "App/CapabilitiesViewController.swift", text: """
                import UIKit
                @objc(XYZCapabilitiesViewController)
                public final class CapabilitiesViewController: UIViewController {}
                """),
        ])
        let graph = result.graph
        #expect(graph.edges.filter { $0.from == "InviteViewController" }.compactMap(\.to) == ["CapabilitiesViewController"])
        #expect(graph.node("CapabilitiesViewController")?.file == "App/CapabilitiesViewController.swift")
        #expect(graph.node("XYZCapabilitiesViewController") == nil)
    }

    /// The app delegate's window root as UIKit launches it is a start, either screen of a branch,
    /// a split view built by a method (its one returned value) included; set by a method the
    /// app calls later (after an unlock), it is an edge too.
    @Test func theAppDelegatesRootsAreStartsAndLaterOnesEdges() {
        let result = Scan.files([(path: "App/AppDelegate.m", text: """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                UIViewController *root = nil;
                if ([Database isLocked]) {
                    root = [[UnlockViewController alloc] init];
                } else {
                    root = [self makeSplitView];
                }
                self.window.rootViewController = root;
                return YES;
            }
            - (UIViewController *)makeSplitView {
                UISplitViewController *split = [[UISplitViewController alloc] init];
                split.delegate = self;
                return split;
            }
            - (void)showMain {
                self.window.rootViewController = [self makeSplitView];
            }
            @end
            """)])
        let graph = result.graph
        #expect(Set(graph.roots) == ["UnlockViewController", "UISplitViewController"])
        let edges = graph.edges.map { "\($0.from) \($0.action.rawValue) \($0.to ?? "-") \($0.line ?? 0)" }
        #expect(edges == ["AppDelegate setWindowRoot UISplitViewController 18"])
    }

    @Test func aPropertyDeclaredInAHeaderTypesItsUseInTheImplementation() {
        let result = Scan.files([(path: "App/AppDelegate.h", text: """
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @property (strong, nonatomic) SidebarContainerViewController *sidebarViewController;
            @end
            """), (path: "App/AppDelegate.m", text: """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (void)showMain {
                self.window.rootViewController = self.sidebarViewController;
            }
            @end
            """)])
        let edges = result.graph.edges.map { "\($0.from) \($0.action.rawValue) \($0.to ?? "-") \($0.line ?? 0)" }
        #expect(edges == ["AppDelegate setWindowRoot SidebarContainerViewController 4"])
    }

    /// A screen a shared value's method makes (`Theme.shared`, declared as a protocol and set to
    /// the app's one theme) is that method's, from Objective-C and from Swift; a local declared
    /// with a screen's class is that screen when the method cannot be read.
    @Test func aSharedValuesMethodIsResolvedThroughTheValueItHolds() {
        let result = Scan.files([
            (path: "App/Theme.swift", text: """
                import UIKit
                @objc public class Theme: NSObject {
                    @objc public static var shared: AppTheme = DefaultTheme()
                }
                @objc public class DefaultTheme: NSObject, AppTheme {
                    public func settingsViewController() -> UIViewController { SettingsViewController() }
                    public func keysViewController() -> UIViewController {
                        guard ready else { return UIViewController() }
                        return KeysViewController()
                    }
                }
                """),
            (path: "App/ListViewController.m", text: """
                @implementation ListViewController
                - (void)settings {
                    UIViewController *settings = [Theme.shared settingsViewController];
                    [self.navigationController pushViewController:settings animated:YES];
                }
                - (void)keys {
                    KeysViewController *keys = [Theme.shared keysViewController];
                    [self presentViewController:keys animated:YES completion:nil];
                }
                @end
                """),
            (path: "App/HomeViewController.swift", text: """
                import UIKit
                final class HomeViewController: UIViewController {
                    func settings() { navigationController?.pushViewController(Theme.shared.settingsViewController(), animated: true) }
                }
                """),
        ])
        let graph = result.graph
        #expect(graph.edges.filter { $0.from == "ListViewController" }.compactMap(\.to) == ["SettingsViewController", "KeysViewController"])
        #expect(graph.edges.filter { $0.from == "HomeViewController" }.compactMap(\.to) == ["SettingsViewController"])
    }

    /// A keyword Objective-C sends finds the Swift method it stands for (`inviteViewControllerForAccount:`
    /// is `inviteViewController(account:)`), and a factory whose only other return is an empty
    /// placeholder (`guard … else { return UIViewController() }`) makes its one screen, even
    /// held in a local declared as the base class; a keyword no method answers stays unresolved.
    @Test func aKeywordSentFromObjectiveCFindsTheSwiftMethodItNames() {
        let result = Scan.files([
            (path: "App/Theme.swift", text: """
                import UIKit
                @objc public class Theme: NSObject {
                    @objc public static var shared: AppTheme = DefaultTheme()
                }
                @objc public class DefaultTheme: NSObject, AppTheme {
                    public func inviteViewController(account: Account) -> UIViewController {
                        InviteViewController(account: account)
                    }
                    public func newKeysViewController(forItem buddies: [Buddy]) -> UIViewController {
                        guard let first = buddies.first else { return UIViewController() }
                        let keys = KeysViewController(buddy: first)
                        return keys
                    }
                }
                """),
            (path: "App/LoginViewController.m", text: """
                @implementation LoginViewController
                - (void)invite {
                    UIViewController *invite = [Theme.shared inviteViewControllerForAccount:self.account];
                    [self.navigationController pushViewController:invite animated:YES];
                }
                - (void)keys {
                    UIViewController *vc = [Theme.shared newKeysViewControllerForItemAtIndex:@[self.buddy]];
                    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:vc];
                    [self presentViewController:nav animated:YES completion:nil];
                }
                - (void)other {
                    UIViewController *other = [Theme.shared otherViewControllerForAccount:self.account];
                    [self presentViewController:other animated:YES completion:nil];
                }
                @end
                """),
        ])
        let edges = result.graph.edges.filter { $0.from == "LoginViewController" }
        #expect(edges.map { "\($0.action.rawValue) \($0.to ?? "-")" } == ["push InviteViewController", "present KeysViewController"])
        #expect(edges.last?.embedding == .navigation)
        let notes = result.diagnostics.filter { $0.severity == .note && $0.file?.hasSuffix("LoginViewController.m") == true }
        #expect(notes.map(\.line) == [13], "\(notes)")
    }

    /// A local set in both branches of an `if` shows either screen: an edge to each.
    @Test func aLocalSetInBranchesIsAnEdgeToEach() {
        let result = Scan.files([(path: "App/ComposeViewController.m", text: """
            @implementation ComposeViewController
            - (void)add {
                UIViewController *next = nil;
                if (self.accounts.count > 1) {
                    next = [[ChooseAccountViewController alloc] init];
                } else {
                    next = [[NewContactViewController alloc] initWithAccount:self.accounts.firstObject];
                }
                [self.navigationController pushViewController:next animated:YES];
            }
            @end
            """)])
        let targets = Set(result.graph.edges.filter { $0.action == .verb(.push) }.compactMap(\.to))
        #expect(targets == ["ChooseAccountViewController", "NewContactViewController"], "\(result.graph.edges)")
    }

    @Test func storyboardScenesAndSeguesFromObjectiveC() {
        let result = Scan.files([(path: "App/ListViewController.m", text: """
            @implementation ListViewController
            - (void)open {
                DetailViewController *detail = (DetailViewController *)[self.storyboard instantiateViewControllerWithIdentifier:@"Detail"];
                [self.navigationController pushViewController:detail animated:YES];
            }
            - (void)edit { [self performSegueWithIdentifier:@"Edit" sender:self]; }
            @end
            """)])
        #expect(result.graph.edges.contains { $0.from == "ListViewController" && $0.to == "DetailViewController" })
    }

    /// A segue named by a string constant the file declares (`NSString * const MenuSegue = @"menu";`)
    /// is the segue of that identifier.
    @Test func aSegueNamedByAStringConstantIsTheSegueOfItsValue() {
        let storyboard = StoryboardText.document([
            (id: "r-1", customClass: "RevealController", segues: [StoryboardText.Segue(to: "m-1", kind: "custom", identifier: "menu")]),
            (id: "m-1", customClass: "MenuController", segues: []),
        ])
        let result = Scan.files([(path: "App/Main.storyboard", text: storyboard), (path: "App/RevealController.m", text: """
            @implementation RevealController
            - (void)loadMenu {
                [self performSegueWithIdentifier:MenuSegue sender:nil];
                [self performSegueWithIdentifier:UnknownSegue sender:nil];
            }
            @end
            NSString * const MenuSegue = @"menu";
            """)])
        #expect(result.graph.edges.filter { $0.file?.hasSuffix(".m") == true }.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" } == ["RevealController MenuController :3"])
        #expect(result.unresolvedUIKitCalls == 1)
    }

    /// A storyboard named in the code (`storyboardWithName:`, inline or through a local) is the
    /// one looked up: of two storyboards, its initial scene is the one shown.
    @Test func aStoryboardNamedInTheCodeIsTheOneLookedUp() {
        func storyboard(_ initial: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="v-1">
                <scenes><scene sceneID="s-1"><objects>
                    <viewController id="v-1" customClass="\(initial)" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        }
        let result = Scan.files([(path: "App/Onboarding.storyboard", text: storyboard("WelcomeViewController")),
                                 (path: "App/Main.storyboard", text: storyboard("HomeViewController")), (path: "App/ListViewController.m", text: """
            @implementation ListViewController
            - (void)onboard {
                UIStoryboard *onboarding = [UIStoryboard storyboardWithName:@"Onboarding" bundle:[NSBundle mainBundle]];
                UIViewController *welcome = [onboarding instantiateInitialViewController];
                [self presentViewController:welcome animated:YES completion:nil];
            }
            - (void)home {
                [self.navigationController pushViewController:[[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateInitialViewController] animated:YES];
            }
            @end
            """)])
        let edges = result.graph.edges.filter { $0.from == "ListViewController" }
        #expect(edges.map(\.to) == ["WelcomeViewController", "HomeViewController"])
    }

    /// A class method of Apple's screen class (an app's category adds it) returns that screen; a
    /// `Class` held in a variable names no screen: a note, no node named after the variable.
    @Test func categoryFactoriesOfApplesScreensAndClassVariables() {
        let result = Scan.files([(path: "App/ShareViewController.m", text: """
            @implementation ShareViewController
            - (void)share:(NSURL *)url {
                UIActivityViewController *activity = [UIActivityViewController app_activityViewControllerWithURL:url];
                [self presentViewController:activity animated:YES completion:nil];
            }
            - (void)openSetting:(Class)detailClass {
                UIViewController *detail = [[detailClass alloc] init];
                [self.navigationController pushViewController:detail animated:YES];
            }
            @end
            """)])
        #expect(result.graph.edges.filter { $0.from == "ShareViewController" }.compactMap(\.to) == ["UIActivityViewController"])
        #expect(!result.graph.nodes.contains { $0.id == "detailClass" })
        #expect(result.diagnostics.contains { $0.line == 8 && $0.message.contains("cannot tell which screen") })
    }

    /// Malformed, truncated and hostile Objective-C: read as far as it goes, never a crash or a hang.
    @Test(arguments: [
        "@implementation Broken\n- (void)a { [self.navigationController pushViewController:",
        "@implementation\n@end",
        "@implementation X - ( { [ [ ] ] ) @end [[[[",
        "@interface @property ( ; @end",
        String(repeating: "[", count: 20_000) + "@implementation Deep\n- (void)x { "
            + String(repeating: "[[UINavigationController alloc] initWithRootViewController:", count: 2_000) + "nil"
            + String(repeating: "]", count: 2_000) + " }\n@end",
        "/* unterminated comment @implementation X - (void)a { [self presentViewController:[Y new] animated:YES completion:nil]; }",
        "@\"unterminated string\n@implementation Y\n- (void)a { [self.navigationController pushViewController:[Z new] animated:YES]; }\n@end",
    ])
    func malformedCodeIsReadAsFarAsItGoes(text: String) {
        let result = Scan.files([(path: "Hostile.m", text: text)])
        #expect(result.graph.edges.allSatisfy { $0.evidence == .inferred })
    }

    /// A folder of Objective-C alone is an app to map, not "no Swift files".
    @Test func aFolderOfObjectiveCIsScanned() throws {
        let folder = try Scan.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            @implementation StartViewController
            - (void)go { [self.navigationController pushViewController:[NextViewController new] animated:YES]; }
            @end
            """.write(to: folder.appendingPathComponent("StartViewController.m"), atomically: true, encoding: .utf8)
        let result = try SourceScanner().scan(paths: [folder.path])
        #expect(result.graph.edges.contains { $0.from == "StartViewController" && $0.to == "NextViewController" })
    }

    /// The Objective-C corpus from disk, with its storyboard: the app delegate's tab bar is
    /// where the app starts, and the segue the inbox performs is the storyboard's.
    @Test func theLegacyAppIsMappedFromItsFolder() throws {
        let folder = Scan.packageRoot.appendingPathComponent("Toolchain/Tests/ScannerCorpora/LegacyApp").path
        let graph = try SourceScanner().scan(paths: [folder]).graph
        let pushes = Set(graph.edges.filter { $0.from == "InboxViewController" && $0.action == .verb(.push) }.compactMap(\.to))
        #expect(pushes == ["MessageViewController", "SettingsViewController", "EditFoldersViewController"], "\(pushes)")
        #expect(graph.edges.contains { $0.from == "InboxViewController" && $0.to == "ComposeViewController" && $0.action == .verb(.present)
            && $0.embedding == .navigation })
        #expect(graph.edges.contains { $0.from == "InboxViewController" && $0.to == "UIAlertController" })
        let tabs = Set(graph.edges.filter { $0.action == .tab }.compactMap(\.to))
        #expect(tabs == ["InboxViewController", "SearchViewController"], "\(graph.edges)")
    }
}
