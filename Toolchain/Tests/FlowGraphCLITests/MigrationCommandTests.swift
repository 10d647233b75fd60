import Foundation
import Testing

/// `flowgraph migration` (issue 24, point 6): one scan of a mixed app says which screens already
/// navigate through flows, which still use UIKit code or storyboards, and how the edges are known.
struct MigrationCommandTests {
    /// An app halfway there: a FlowKit flows file (welcome → sign-in), a UIKit screen in Swift
    /// that pushes an Objective-C one and an unresolvable parameter, and the Objective-C screen
    /// presenting an alert.
    static func mixedApp() throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        try """
            import FlowKit
            final class WelcomeScreen { var onSignIn: () -> Void = {} }
            final class SignInScreen { var onDone: () -> Void = {} }
            final class AppFlows {
                lazy var welcome = Flow(with: WelcomeScreen()) { [unowned self] vc, lets in vc.onSignIn = lets.push(self.signIn) }
                lazy var signIn = Flow(with: SignInScreen()) { vc, lets in vc.onDone = lets.pop() }
            }
            """.write(to: folder.appendingPathComponent("AppFlows.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            final class InboxViewController: UIViewController {
                func open() { navigationController?.pushViewController(LegacyViewController(), animated: true) }
                func show(_ any: UIViewController) { present(any, animated: true) }
            }
            """.write(to: folder.appendingPathComponent("InboxViewController.swift"), atomically: true, encoding: .utf8)
        try """
            @implementation LegacyViewController
            - (void)warn {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"!" message:nil preferredStyle:1];
                [self presentViewController:alert animated:YES completion:nil];
            }
            @end
            """.write(to: folder.appendingPathComponent("LegacyViewController.m"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theReportSaysWhatNavigatesThroughFlows() throws {
        let folder = try Self.mixedApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRunner.run(["migration", folder.path, "--title", "Mail"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = run.stdout
        #expect(report.hasPrefix("# Moving Mail to FlowKit\n"))
        #expect(report.contains("2 of 4 screens (50 %) navigate through FlowKit flows; 2 navigate with UIKit code or storyboards."),
                "\(report)")
        #expect(report.contains("1 call whose screen cannot be told"), "\(report)")
        #expect(report.contains("| `InboxViewController` | UIKit code | 0 | 1 |"), "\(report)")
        #expect(report.contains("| `WelcomeScreen` | FlowKit flows |"), "\(report)")
        #expect(report.contains("System screens shown (not counted): `UIAlertController`."), "\(report)")
        // Screens still to move come first.
        let inbox = try #require(report.range(of: "`InboxViewController`")).lowerBound
        let welcome = try #require(report.range(of: "`WelcomeScreen`")).lowerBound
        #expect(inbox < welcome)
    }

    @Test func aMissingOutputFolderFailsBeforeTheScan() throws {
        let folder = try Self.mixedApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRunner.run(["migration", folder.path, "--output", folder.appendingPathComponent("no/such/report.md").path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: the output folder"))
    }
}
