import FlowGraph
import Testing

/// A view model choosing a row's action names a screen's own segue enum
/// (`.performSegue(withIdentifier: SettingsViewController.SegueIdentifiers.toAlerts.rawValue,
/// sender: nil)`): the segue is that screen's, as its storyboard scene declares it, drawn where
/// the view model names it.
struct ScreenSegueEnumTests {
    private static let storyboard = (path: "App/Settings.storyboard", text: StoryboardText.document([
        (id: "settings", customClass: "SettingsViewController", segues: [
            .init(to: "alerts", kind: "show", identifier: "settingsToAlerts"),
            .init(to: "schedule", kind: "show", identifier: "settingsToSchedule"),
        ]),
        (id: "alerts", customClass: "AlertsViewController", segues: []),
        (id: "schedule", customClass: "ScheduleViewController", segues: []),
    ]))

    @Test func aViewModelNamingAScreensSegueEnumPerformsThatScreensSegue() {
        let result = Scan.files([Self.storyboard, (path: "App/SettingsViewController.swift", text: """
        import UIKit
        final class SettingsViewController: UITableViewController {
            enum SegueIdentifiers: String {
                case settingsToAlerts
                case settingsToSchedule
            }
        }
        """), (path: "App/AlertSettingsViewModel.swift", text: """
        import UIKit
        enum RowAction {
            case performSegue(withIdentifier: String, sender: Any?)
            case nothing
        }
        struct AlertSettingsViewModel {
            func action(for row: Int) -> RowAction {
                switch row {
                case 0:
                    return .performSegue(withIdentifier: SettingsViewController.SegueIdentifiers.settingsToAlerts.rawValue, sender: nil)
                case 1:
                    return .performSegue(withIdentifier: SettingsViewController.SegueIdentifiers.settingsToSchedule.rawValue, sender: nil)
                default:
                    return .nothing
                }
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.file == "App/AlertSettingsViewModel.swift" }
        #expect(drawn.map { "\($0.to ?? "-") :\($0.line ?? 0)" } == ["AlertsViewController :10", "ScheduleViewController :12"])
    }
}
