import FlowGraph
@testable import FlowGraphScanner
import Testing

/// A factory declared to return a type alias its type declares (`typealias T =
/// CommandResponseViewController`, `static func report() -> T`) returns the type the alias
/// names: the screen its callers show is that type, never a screen called `T`.
struct TypeAliasTests {
    @Test func aFactoryReturningAnAliasShowsTheAliasedScreen() {
        let result = Scan.files([(path: "CommandResponseViewController+Report.swift", text: """
        import UIKit
        final class CommandResponseViewController: UIViewController {}
        extension CommandResponseViewController {
            typealias T = CommandResponseViewController
            static func generateDiagnosticReport() -> T {
                let vc = T()
                vc.title = "Report"
                return vc
            }
        }
        """), (path: "StatusViewController.swift", text: """
        import UIKit
        final class StatusViewController: UIViewController {
            func didTapIssueReport() {
                let vc = CommandResponseViewController.generateDiagnosticReport()
                show(vc, sender: nil)
            }
        }
        """)])
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-")" } == ["StatusViewController CommandResponseViewController"])
    }
}
