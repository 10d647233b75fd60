import FlowGraph
import FlowGraphScanner
import Testing

/// Segues named by a `String` enum's cases rather than literals: through the app's own helper
/// (`performSegue(.confirmBid)`), with the enum written, or spelled out with `.rawValue`; a local
/// chosen by a conditional is each of its cases. The enum lives in a file of its own, which
/// names no navigation.
struct SegueEnumTests {
    private static let storyboard = (path: "Kiosk/Storyboards/Fulfillment.storyboard", text: """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController id="place" customClass="PlaceBidViewController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="confirm" kind="show" identifier="Confirm Bid" id="g1"/>
                        <segue destination="loading" kind="show" identifier="Place another bid" id="g2"/>
                        <segue destination="help" kind="presentation" identifier="Show Help" id="g3"/>
                    </connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="confirm" customClass="ConfirmYourBidViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController id="loading" customClass="LoadingViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <viewController id="help" customClass="HelpViewController" sceneMemberID="viewController"/>
            </objects></scene>
        </scenes>
    </document>
    """)

    private static let identifiers = (path: "Kiosk/Storyboards/StoryboardIdentifiers.swift", text: """
    enum SegueIdentifier: String {
        case ConfirmBid = "Confirm Bid"
        case PlaceAnotherBid = "Place another bid"
        case ShowHelp = "Show Help"
    }
    """)

    private static let helper = (path: "Kiosk/App/UIViewControllerExtensions.swift", text: """
    import UIKit
    extension UIViewController {
        func performSegue(_ identifier: SegueIdentifier) {
            self.performSegue(withIdentifier: identifier.rawValue, sender: self)
        }
    }
    """)

    /// The screens `result` draws from the bid screen's file, each with its line, in order.
    private static func placeBidTargets(of result: ScanResult) -> [String] {
        result.graph.edges.filter { $0.file == "Kiosk/PlaceBidViewController.swift" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
    }

    @Test func aSegueNamedByAStringEnumsCaseIsTheStoryboardsSegueOfThatIdentifier() {
        let result = Scan.files([Self.storyboard, Self.identifiers, Self.helper, (path: "Kiosk/PlaceBidViewController.swift", text: """
        import UIKit
        final class PlaceBidViewController: UIViewController {
            var hasAlreadyPlacedABid = false
            @IBAction func bidButtonTapped(_ sender: AnyObject) {
                let identifier = hasAlreadyPlacedABid ? SegueIdentifier.PlaceAnotherBid : SegueIdentifier.ConfirmBid
                performSegue(identifier)
            }
            @IBAction func helpTapped(_ sender: AnyObject) {
                performSegue(.ShowHelp)
            }
            func confirm() {
                performSegue(withIdentifier: SegueIdentifier.ConfirmBid.rawValue, sender: nil)
            }
        }
        """)])
        let drawn = Self.placeBidTargets(of: result).sorted()
        #expect(drawn == ["ConfirmYourBidViewController 12", "ConfirmYourBidViewController 6", "HelpViewController 9",
                          "LoadingViewController 6"])
        // The helper's own call shows whatever it is given: one note, where it stands.
        #expect(result.diagnostics.map { "\($0.file ?? "-"):\($0.line ?? 0)" } == ["Kiosk/App/UIViewControllerExtensions.swift:4"])
    }

    @Test func aSegueNamedByATypesStaticStringConstantIsTheSegueOfThatIdentifier() {
        let result = Scan.files([Self.storyboard, (path: "Kiosk/PlaceBidViewController.swift", text: """
        import UIKit
        final class PlaceBidViewController: UIViewController {
            struct Segues {
                static let confirm = "Confirm Bid"
                static var help = "Show Help"
            }
            @IBAction func bidButtonTapped(_ sender: AnyObject) {
                performSegue(withIdentifier: Segues.confirm, sender: self)
            }
            @IBAction func helpTapped(_ sender: AnyObject) {
                performSegue(withIdentifier: Segues.help, sender: self)
            }
        }
        """)])
        let drawn = Self.placeBidTargets(of: result)
        // A `static var` may be set to anything: no constant, not drawn.
        #expect(drawn == ["ConfirmYourBidViewController 8"])
    }

    @Test func aSegueNamedByAnInstanceConstantOfTheScreenIsTheSegueOfThatIdentifier() {
        let result = Scan.files([Self.storyboard, (path: "Kiosk/BaseBidViewController.swift", text: """
        import UIKit
        class BaseBidViewController: UIViewController {
            let helpSegue = "Show Help"
        }
        """), (path: "Kiosk/PlaceBidViewController.swift", text: """
        import UIKit
        final class PlaceBidViewController: BaseBidViewController {
            private let confirmSegueId = "Confirm Bid"
            private var anotherSegueId = "Place another bid"
            @IBAction func bidButtonTapped(_ sender: AnyObject) {
                performSegue(withIdentifier: confirmSegueId, sender: self)
            }
            @IBAction func helpTapped(_ sender: AnyObject) {
                self.performSegue(withIdentifier: helpSegue, sender: self)
            }
            func again(_ confirmSegueId: String) {
                performSegue(withIdentifier: anotherSegueId, sender: self)
                performSegue(withIdentifier: confirmSegueId, sender: self)
            }
        }
        """)])
        // A `var` may be set to anything, and a parameter shadows the constant: neither is drawn.
        #expect(Self.placeBidTargets(of: result) == ["ConfirmYourBidViewController 6", "HelpViewController 9"])
    }

    @Test func swiftGensPerformSegueIsTheSegueOfItsGeneratedCase() {
        let result = Scan.files([Self.storyboard, (path: "Kiosk/Generated/StoryboardSegues.swift", text: """
        import UIKit
        internal enum StoryboardSegue {
            internal enum Fulfillment: String, SegueType {
                case confirmBid = "Confirm Bid"
                case showHelp = "Show Help"
            }
        }
        internal protocol SegueType: RawRepresentable {}
        internal extension UIViewController {
            func perform<S: SegueType>(segue: S, sender: Any? = nil) where S.RawValue == String {
                performSegue(withIdentifier: segue.rawValue, sender: sender)
            }
        }
        """), (path: "Kiosk/PlaceBidViewController.swift", text: """
        import UIKit
        final class PlaceBidViewController: UIViewController {
            @IBAction func bidButtonTapped(_ sender: AnyObject) {
                perform(segue: StoryboardSegue.Fulfillment.confirmBid)
            }
            @IBAction func helpTapped(_ sender: AnyObject) {
                self.perform(segue: StoryboardSegue.Fulfillment.showHelp, sender: sender)
            }
            func run() { queue.perform(work) }
        }
        """)])
        let edges = result.graph.edges.filter { $0.file?.hasSuffix("PlaceBidViewController.swift") == true }
            .map { "\($0.to ?? "-") @\($0.line ?? 0)" }
        #expect(edges.sorted() == ["ConfirmYourBidViewController @4", "HelpViewController @7"])
    }

    @Test func aSegueNamedByAScreensOwnNameIsTheSegueOfThatIdentifier() {
        // `HelpViewController.className` is `String(describing: self)`, declared in a module the
        // app imports: the screen's name, a segue's identifier only if the storyboard says so.
        let storyboard = (path: "Kiosk/Storyboards/Help.storyboard", text: StoryboardText.document([
            (id: "place", customClass: "PlaceBidViewController",
             segues: [StoryboardText.Segue(to: "help", kind: "show", identifier: "HelpViewController")]),
            (id: "help", customClass: "HelpViewController", segues: []),
        ]))
        let result = Scan.files([storyboard, (path: "Kiosk/PlaceBidViewController.swift", text: """
        import UIKit
        final class HelpViewController: UIViewController {}
        final class LoadingViewController: UIViewController {}
        final class PlaceBidViewController: UIViewController {
            @IBAction func helpTapped(_ sender: AnyObject) {
                performSegue(withIdentifier: HelpViewController.className, sender: self)
            }
            @IBAction func loadTapped(_ sender: AnyObject) {
                performSegue(withIdentifier: LoadingViewController.className, sender: self)
            }
        }
        """)])
        let drawn = Self.placeBidTargets(of: result)
        #expect(drawn == ["HelpViewController 6"])
    }

    @Test func aBaseClassesSegueIsTheOneItsSubclassesScenesDeclare() {
        // The scenes are the subclasses', declared in files with no navigation of their own;
        // the base class performs the segue each declares.
        let storyboard = (path: "App/Main.storyboard", text: StoryboardText.document([
            (id: "habits", customClass: "HabitTableViewController",
             segues: [StoryboardText.Segue(to: "detail", kind: "show", identifier: "DetailSegue")]),
            (id: "todos", customClass: "ToDoTableViewController",
             segues: [StoryboardText.Segue(to: "detail", kind: "show", identifier: "DetailSegue")]),
            (id: "detail", customClass: "TaskDetailViewController", segues: []),
        ]))
        let result = Scan.files([storyboard, (path: "App/TaskTableViewController.swift", text: """
        import UIKit
        class TaskTableViewController: UITableViewController {
            func openDetail() { performSegue(withIdentifier: "DetailSegue", sender: self) }
        }
        """), (path: "App/HabitTableViewController.swift", text: """
        import UIKit
        class HabitTableViewController: TaskTableViewController {
            override var title: String? { get { "Habits" } set {} }
        }
        """), (path: "App/ToDoTableViewController.swift", text: """
        import UIKit
        class ToDoTableViewController: TaskTableViewController {}
        """), (path: "App/TaskDetailViewController.swift", text: """
        import UIKit
        class TaskDetailViewController: UIViewController {}
        """)])
        let drawn = result.graph.edges.filter { $0.file == "App/TaskTableViewController.swift" }.map { "\($0.from) \($0.to ?? "-")" }
        #expect(drawn == ["TaskTableViewController TaskDetailViewController"])
    }
}
