import FlowGraph
import FlowGraphScanner
import Testing

/// What Objective-C locals hold: a window root an app delegate sets in a block, as thin app
/// targets over a Swift framework write it (a property of `self` set just before from a Swift
/// factory the code calls by its `@objc` name, a block's parameter declared with a screen's class
/// and qualifiers); and a Foundation list filled later, which is no screen.
struct ObjectiveCRootTests {
    @Test func rootsSetFromAPropertySetBeforeAndFromATypedBlockParameterAreDrawn() {
        let result = Scan.files([(path: "Kit/Factory.swift", text: """
        import UIKit
        @objc(XYZRootFactory)
        public final class RootFactory: NSObject {
            @objc public static func make(application: Application) -> UIViewController {
                if application.usesPanels { return PanelRootController() }
                return ClassicRootController()
            }
        }
        @objc(XYZWelcomeController)
        public final class WelcomeController: UIViewController {}
        public final class Application: NSObject { var usesPanels = false }
        final class PanelRootController: UIViewController {}
        final class ClassicRootController: UITabBarController {}
        """), (path: "App/AppDelegate.m", text: """
        #import "AppDelegate.h"
        @implementation AppDelegate
        - (void)reloadRoot:(Application *)application {
            [Launcher reloadWithWindow:self.window showRoot:^{
                self.rootController = [XYZRootFactory makeWithApplication:application];
                self.window.rootViewController = self.rootController;
            }];
        }
        @end
        @implementation Launcher
        + (void)reloadWithWindow:(UIWindow *)window showRoot:(void (^)(void))showRoot {
            [Gate evaluateWithCompletion:^(XYZWelcomeController * _Nullable welcome) {
                if (welcome) {
                    window.rootViewController = welcome;
                } else {
                    showRoot();
                }
            }];
        }
        @end
        """)])
        let drawn = result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["AppDelegate ClassicRootController :6", "AppDelegate PanelRootController :6",
                          "Launcher WelcomeController :14"])
        #expect(!result.diagnostics.contains { $0.message.contains("rootViewController") })
    }

    /// A root set on a window, named or reached through a message send, is drawn; one set on
    /// another object (`[self appDelegate].rootViewController`, a property of the app's) is not,
    /// as in Swift.
    @Test func onlyAWindowsRootSetIsDrawn() {
        let result = Scan.files([(path: "App/Session.m", text: """
        @implementation SessionManager
        - (void)signOut {
            [self appDelegate].rootViewController = [[LoginViewController alloc] init];
            self.window.rootViewController = [[HomeViewController alloc] init];
            [[UIApplication sharedApplication] keyWindow].rootViewController = [[WelcomeViewController alloc] init];
        }
        @end
        """)])
        let drawn = result.graph.edges.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["HomeViewController :4", "WelcomeViewController :5"])
    }

    /// The setters sent as messages are the same assignments: a window's root
    /// (`[window setRootViewController:…]`, not another object's) and a tab bar's children (not
    /// a Foundation list filled later).
    @Test func settersSentAsMessagesSetAWindowsRootAndATabBarsChildren() {
        let result = Scan.files([(path: "App/Starter.m", text: """
        @implementation Starter
        - (void)start {
            UIWindow *window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            [window setRootViewController:[[NoticeViewController alloc] init]];
            [[self appDelegate] setRootViewController:[[LoginViewController alloc] init]];
            UITabBarController *tabs = [[UITabBarController alloc] init];
            [tabs setViewControllers:@[[[InboxViewController alloc] init], [[OutboxViewController alloc] init]]];
            NSMutableArray *visible = [NSMutableArray new];
            [tabs setViewControllers:visible];
        }
        @end
        """)])
        let drawn = result.graph.edges.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["InboxViewController :7", "NoticeViewController :4", "OutboxViewController :7"])
        #expect(result.graph.edges.first { $0.to == "NoticeViewController" }?.action == .verb(.setWindowRoot))
        #expect(result.graph.edges.filter { $0.line == 7 }.allSatisfy { $0.action == .tab })
    }

    @Test func aFoundationListFilledLaterIsNoScreen() {
        let result = Scan.files([(path: "App/Types.swift", text: """
        import UIKit
        class FolderViewController: UIViewController {}
        """), (path: "App/Starred.m", text: """
        @implementation StarredViewController
        - (void)openPath:(NSArray *)components on:(UINavigationController *)stack {
            NSMutableArray *controllers = [[NSMutableArray alloc] init];
            for (NSString *component in components) {
                [controllers addObject:[[FolderViewController alloc] init]];
            }
            [stack setViewControllers:controllers animated:NO];
        }
        @end
        """)])
        #expect(!result.graph.edges.contains { $0.to == "NSMutableArray" })
        #expect(result.diagnostics.contains { $0.message.contains("setViewControllers") })
    }

}
