import FlowGraph
import Testing

/// A sliding panel (FloatingPanel's `FloatingPanelController`, or the app's subclass of it named
/// so) shows the one screen set on it with `set(contentViewController:)`: presented, it is that
/// screen, drawn where it is shown, in no stack; the setting itself is no edge of its own. So is
/// a panel returned by a factory or made by a lazy property's closure, one set in each branch,
/// and a subclass setting its own content as it is made. A panel added as a child keeps its
/// content as an embedded child.
struct SlidingPanelTests {
    static let app = """
    import UIKit
    import FloatingPanel
    class ActionsContent: UIViewController {}
    class TrashContent: UIViewController {}
    class ColorContent: UIViewController {
        static func instantiatePanel() -> SheetFloatingPanelController {
            let content = ColorContent()
            let panel = SheetFloatingPanelController()
            panel.set(contentViewController: content)
            return panel
        }
    }
    class SheetFloatingPanelController: FloatingPanelController {}
    class OfferFloatingPanelController: FloatingPanelController {
        init() {
            super.init(delegate: nil)
            set(contentViewController: TrashContent())
        }
    }
    class FilesViewController: UIViewController {
        func showActions() {
            let panel = SheetFloatingPanelController()
            panel.set(contentViewController: ActionsContent())
            present(panel, animated: true)
        }
        func showColors() { present(ColorContent.instantiatePanel(), animated: true) }
        func showOffer() { present(OfferFloatingPanelController(), animated: true) }
        func showQuickActions(trash: Bool) {
            var panel: SheetFloatingPanelController
            if trash {
                panel = SheetFloatingPanelController()
                panel.set(contentViewController: TrashContent())
            } else {
                panel = OfferFloatingPanelController()
                panel.set(contentViewController: ActionsContent())
            }
            present(panel, animated: true)
        }
        private lazy var confirmation: FloatingPanelController = {
            let panel = FloatingPanelController(isPanEnabled: false)
            panel.set(contentViewController: TrashContent())
            return panel
        }()
        func confirm() { present(confirmation, animated: true) }
        func attach() {
            let panel = FloatingPanelController()
            panel.set(contentViewController: TrashContent())
            panel.addPanel(toParent: self)
        }
    }
    """

    @Test func aPanelShownIsTheScreenSetOnIt() {
        let result = Scan.text(Self.app)
        let drawn = result.graph.edges.filter { $0.from == "FilesViewController" }
            .map { "\($0.action.rawValue) \($0.to ?? "-") :\($0.line ?? 0) \($0.embedding.map { "\($0)" } ?? "-")" }.sorted()
        #expect(drawn == ["embed TrashContent :41 -", "embed TrashContent :47 -", "present ActionsContent :24 none",
                          "present ActionsContent :37 none", "present ColorContent :26 none", "present TrashContent :27 none",
                          "present TrashContent :37 none", "present TrashContent :44 none"])
    }
}
