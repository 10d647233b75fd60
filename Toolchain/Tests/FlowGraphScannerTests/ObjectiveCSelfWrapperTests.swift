import FlowGraph
import FlowGraphScanner
import Testing

/// An Objective-C class's own `void` method showing the view controller it is given
/// (`- (void)presentViewController:(UIViewController *)c fromController:(UIViewController *)f
/// completion:…`) makes each send of it to `self` show the argument: where it is sent when a
/// header declares it (the class's API), at its own call when none does (a private helper, each
/// send one alternative of it); its own call is told by them. A method returning a value is a
/// factory: its navigation stays in it.
struct ObjectiveCSelfWrapperTests {
    @Test(arguments: [true, false])
    func aVoidMethodShowingItsParameterStandsAtEachSendOrAtItsCall(declaredInHeader: Bool) {
        let header = (path: "App/Router.h", text: declaredInHeader ? """
        @interface Router : NSObject
        - (void)showLogin;
        - (void)presentViewController:(UIViewController *)controller fromController:(UIViewController *)from completion:(void (^)(void))completion;
        @end
        """ : """
        @interface Router : NSObject
        - (void)showLogin;
        @end
        """)
        let result = Scan.files([header, (path: "App/Types.swift", text: """
        import UIKit
        class LoginViewController: UIViewController {}
        class SignUpViewController: UIViewController {}
        class HomeViewController: UIViewController {}
        class FormsNavigationController: UINavigationController {}
        """), (path: "App/Router.m", text: """
        #import "Router.h"
        @implementation Router
        - (void)showLogin {
            [self presentViewController:[self loginViewController] fromController:self.top completion:nil];
        }
        - (void)showSignUp {
            SignUpViewController *signUp = [[SignUpViewController alloc] init];
            FormsNavigationController *nav = [[FormsNavigationController alloc] initWithRootViewController:signUp];
            [self presentViewController:nav fromController:self.top completion:nil];
        }
        - (UINavigationController *)loginViewController {
            LoginViewController *login = [[LoginViewController alloc] init];
            return [[FormsNavigationController alloc] initWithRootViewController:login];
        }
        - (void)presentViewController:(UIViewController *)controller fromController:(UIViewController *)from completion:(void (^)(void))completion {
            [from presentViewController:controller animated:YES completion:completion];
        }
        - (void)showHome {
            self.window.rootViewController = [self splitAround:[[HomeViewController alloc] init]];
        }
        - (UISplitViewController *)splitAround:(UIViewController *)leading {
            UISplitViewController *split = [[UISplitViewController alloc] init];
            split.viewControllers = @[leading];
            return split;
        }
        @end
        """)])
        let drawn = result.graph.edges.filter { $0.action == .verb(.present) }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == (declaredInHeader ? ["LoginViewController :4", "SignUpViewController :9"]
                                           : ["LoginViewController :16", "SignUpViewController :16"]))
        #expect(!result.diagnostics.contains { $0.message.contains("[from presentViewController") })
        // The factory's embed stays where it is made, showing what it is handed: a note, no edge at its callers.
        #expect(!result.graph.edges.contains { $0.to == "HomeViewController" })
    }
}
