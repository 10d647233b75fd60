import FlowGraph
import FlowGraphScanner
import Foundation
import Testing

/// A container of the app's that keeps the children its initialiser is given and embeds them
/// later (`self.children = children`, then `for child in children { addChild(child) }`): each
/// subclass handing its screens up (`super.init(children: [a, b])`) embeds them, through
/// subclasses in between that hand them on or declare no initialiser, in other files.
struct ContainerInitialiserTests {
    private static let container = (path: "Base/SegmentedContainerViewController.swift", text: """
    class SegmentedContainerViewController: UIViewController {
        private let children: [UIViewController]
        private let titles: [String]

        init(children: [UIViewController], titles: [String] = []) {
            self.children = children
            self.titles = titles
            super.init(nibName: nil, bundle: nil)
        }

        convenience init(single: UIViewController) {
            self.init(children: [single])
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            for child in children.reversed() {
                addChild(child)
                view.addSubview(child.view)
            }
        }
    }
    """)

    private static let layers = (path: "Base/Layers.swift", text: """
    class FavouritingContainerViewController: SegmentedContainerViewController {
        override init(children: [UIViewController], titles: [String] = []) {
            super.init(children: children, titles: titles)
        }
    }

    class HeaderedContainerViewController: FavouritingContainerViewController {
        var header: UIView { UIView() }
    }
    """)

    private static let screens = (path: "Features/Screens.swift", text: """
    final class SummaryViewController: UIViewController {}
    final class MembersViewController: UIViewController {}
    final class HistoryViewController: UIViewController {}
    final class NotesViewController: UIViewController {}

    final class ClubViewController: HeaderedContainerViewController {
        private let summary: SummaryViewController

        init(club: Club, history: Bool) {
            summary = SummaryViewController()
            var past: HistoryViewController?
            if history { past = HistoryViewController() }
            super.init(
                children: [summary, MembersViewController(), past].compactMap({ $0 }),
                titles: ["Summary", "Members"]
            )
        }
    }

    final class NotesContainerViewController: SegmentedContainerViewController {
        init() {
            super.init(children: [NotesViewController()])
        }
    }

    final class Builder {
        func make() -> UIViewController {
            SegmentedContainerViewController(children: [NotesViewController()])
        }
    }

    final class PlainViewController: UIViewController {
        init() {
            super.init(nibName: nil, bundle: nil)
        }
    }
    """)

    private static func drawn(_ result: ScanResult) -> [String] {
        result.graph.edges.map { edge in
            let action = edge.action == .embed ? "embed" : "other"
            return "\(edge.from) \(action) \(edge.to ?? "-") \(edge.file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "-"):\(edge.line ?? 0)"
        }.sorted()
    }

    @Test func subclassesHandingTheirScreensUpEmbedThemThroughEveryLayer() {
        let result = Scan.files([Self.container, Self.layers, Self.screens])
        #expect(Self.drawn(result) == [
            // Three classes up, through one that hands them on and one with no initialiser.
            "ClubViewController embed HistoryViewController Screens.swift:13",
            "ClubViewController embed MembersViewController Screens.swift:13",
            "ClubViewController embed SummaryViewController Screens.swift:13",
            "NotesContainerViewController embed NotesViewController Screens.swift:22",
            // A container built elsewhere embeds its children itself, not the code building it.
        ].sorted())
        // The container's own `addChild(child)` is told by its subclasses: no note.
        #expect(!result.diagnostics.contains { ($0.file ?? "").hasSuffix("SegmentedContainerViewController.swift") })
    }

    @Test func aContainerWhoseClassesAreReadInAnyOrderEmbedsTheSame() {
        let reversed = Scan.files([Self.screens, Self.layers, Self.container])
        let ordered = Scan.files([Self.container, Self.layers, Self.screens])
        #expect(Self.drawn(ordered).count == 4)
        #expect(Self.drawn(reversed) == Self.drawn(ordered))
    }

    @Test func aScreensOwnStackSetWithItselfBelowShowsTheNewTop() {
        let result = Scan.text("""
        final class WeekViewController: UIViewController {}
        final class YearViewController: UIViewController {
            func chose() {
                let week = WeekViewController()
                navigationController?.viewControllers = [self, week]
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }
            == ["YearViewController \(EdgeAction.verb(.setRoot)) WeekViewController :5"])
    }
}
