import FlowGraph
import FlowGraphScanner
import Foundation
import Testing

/// Helpers a base class declares for its subclasses: a property whose observer embeds the value
/// set (`contentViewController = step`), a method showing what it is given; called from
/// subclasses in other files, from other values, and from files the DSL's needles made the
/// scanner parse first (`coordinator.start()`).
struct InheritedWrapperTests {
    private static let embedding = (path: "Shared/EmbeddingViewController.swift", text: """
    open class EmbeddingViewController: UIViewController {
        open var contentViewController: UIViewController? {
            willSet {
                contentViewController?.willMove(toParent: nil)
                contentViewController?.removeFromParent()
            }
            didSet {
                if let contentViewController {
                    addChild(contentViewController)
                    view.addSubview(contentViewController.view)
                }
            }
        }

        private var badge: UIViewController? {
            didSet { if let badge { addChild(badge) } }
        }

        func reveal(detail: UIViewController) {
            navigationController?.pushViewController(detail, animated: true)
        }
    }
    """)

    private static let setup = (path: "App/SetupViewController.swift", text: """
    final class IntroStepViewController: UIViewController {}
    final class ServerStepViewController: UIViewController {}
    final class HelpViewController: UIViewController {}

    final class SetupViewController: EmbeddingViewController {
        private var made: [Int: UIViewController] = [:]

        func viewController(for step: Int) -> UIViewController? {
            if let viewController = made[step] { return viewController }
            var viewController: UIViewController?
            switch step {
            case 0: viewController = IntroStepViewController()
            case 1: viewController = ServerStepViewController()
            default: break
            }
            made[step] = viewController
            return viewController
        }

        func present(step: Int) {
            DispatchQueue.main.async {
                let stepViewController = self.viewController(for: step)
                self.contentViewController = stepViewController
            }
        }

        func reset() {
            contentViewController = nil
        }

        func help() {
            reveal(detail: HelpViewController())
        }
    }
    """)

    private static let root = (path: "App/RootViewController.swift", text: """
    final class RootViewController: EmbeddingViewController {
        let coordinator = PasscodeCoordinator()

        override func viewDidLoad() {
            super.viewDidLoad()
            coordinator.start()
            condition = Condition { [weak self] in
                self?.contentViewController = SetupViewController()
            }
        }
    }

    final class Badger {
        func mark(_ container: EmbeddingViewController) {
            container.contentViewController = HelpViewController()
            container.badge = HelpViewController()
        }
    }
    """)

    private static func drawn(_ result: ScanResult) -> [String] {
        result.graph.edges.map { edge in
            let action = edge.action == .embed ? "embed" : edge.action == .verb(.push) ? "push" : "other"
            return "\(edge.from) \(action) \(edge.to ?? "-") \(edge.file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "-"):\(edge.line ?? 0)"
        }.sorted()
    }

    private static let expected = [
        // Each screen the factory can make, where the subclass sets it; none where it sets nil.
        "SetupViewController embed IntroStepViewController SetupViewController.swift:23",
        "SetupViewController embed ServerStepViewController SetupViewController.swift:23",
        // The base class's method, called unqualified by its subclass.
        "SetupViewController push HelpViewController SetupViewController.swift:32",
        // From a file the scanner parsed whole for `.start()`, in a closure.
        "RootViewController embed SetupViewController RootViewController.swift:8",
        // Another value's property, set by a type that is no subclass; a private one is not reached.
        "Badger embed HelpViewController RootViewController.swift:15",
    ].sorted()

    @Test func aBaseClassesHelpersAreCalledFromItsSubclassesAndFromOtherValues() {
        let result = Scan.files([Self.embedding, Self.setup, Self.root])
        #expect(Self.drawn(result) == Self.expected)
        // The helpers' own calls show whatever they are given: told by the callers, no notes.
        let helperNotes = result.diagnostics.filter { ($0.file ?? "").hasSuffix("EmbeddingViewController.swift") }
        #expect(helperNotes.isEmpty)
    }

    @Test func filesParsedForTheDSLAreReadAgainFromDiskForSharedHelpers() throws {
        let folder = try Scan.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in [Self.embedding, Self.setup, Self.root] {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try SourceScanner().scan(paths: [folder.path])
        #expect(Self.drawn(result) == Self.expected)
    }

    @Test func aMethodGivenAScreenTypeGivesBackOne() {
        let result = Scan.text("""
        final class AccountsViewController: UIViewController {}
        final class LogViewController: UIViewController {}
        struct StatsView: View { var body: some View { Text("") } }

        final class SettingsViewController: UITableViewController {
            func open(row: Int) {
                let accounts = UIStoryboard.settings.instantiateController(ofType: AccountsViewController.self)
                navigationController?.pushViewController(accounts, animated: true)
            }

            func troubleshoot(row: Int) {
                let viewController: UIViewController? = {
                    switch row {
                    case 0: return LogViewController()
                    case 1: return UIHostingController(rootView: StatsView())
                    default: return nil
                    }
                }()
                if let viewController {
                    navigationController?.pushViewController(viewController, animated: true)
                }
            }

            func register() {
                tableView.register(Cell.self, forCellReuseIdentifier: "cell")
            }
        }
        """)
        #expect(Self.drawn(result) == [
            "SettingsViewController push AccountsViewController Fixture.swift:8",
            "SettingsViewController push LogViewController Fixture.swift:20",
            "SettingsViewController push UIHostingController<StatsView> Fixture.swift:20",
        ])
    }
}
