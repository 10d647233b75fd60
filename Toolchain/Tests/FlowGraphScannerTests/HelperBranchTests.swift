import FlowGraph
@testable import FlowGraphScanner
import Testing

/// A private helper choosing how to show what it is given by a case its callers pass
/// (`route(.stack, screen: vc)` pushes, `route(.sheet, screen: vc)` presents): each caller's
/// screen is drawn in the branches its case reaches, every branch for a caller passing a
/// value. A trailing closure is the helper's closure parameter, never the screen after it, and
/// one site read through several branches is one call left out, noted once. A helper showing
/// what it is given or a stack built around it, or a member of a value each caller builds in
/// place, shows what each caller hands it.
struct HelperBranchTests {
    private static let drawer = """
    import UIKit

    enum Presentation { case sheet, stack, replace }

    final class ArchiveViewController: UIViewController {}
    final class ComposeViewController: UIViewController {}
    final class AboutViewController: UIViewController {}

    final class DrawerViewController: UIViewController {
        var preferred = Presentation.sheet

        func openArchive() { route(.stack, screen: ArchiveViewController()) }
        func openCompose() { route(Presentation.sheet, screen: ComposeViewController()) }
        func openAbout() { route(preferred, screen: AboutViewController()) }
        func refresh() {
            route(.replace) { print("reloaded") }
        }

        private func route(_ presentation: Presentation, then: (() -> Void)? = nil, screen: UIViewController? = nil) {
            switch presentation {
            case .sheet:
                if let shown = screen {
                    present(shown, animated: true)
                } else {
                    then?()
                }
            case .stack:
                if let shown = screen {
                    navigationController?.pushViewController(shown, animated: true)
                } else {
                    then?()
                }
            case .replace:
                if let shown = screen {
                    navigationController?.show(shown, sender: self)
                }
                then?()
            }
        }
    }
    """

    @Test func aCasePassedReachesOnlyItsBranchAndAValueReachesEvery() {
        let result = Scan.text(Self.drawer)
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Fixture.swift") == [
            "DrawerViewController present AboutViewController Fixture.swift:23",
            "DrawerViewController present ComposeViewController Fixture.swift:23",
            "DrawerViewController push AboutViewController Fixture.swift:29",
            "DrawerViewController push AboutViewController Fixture.swift:35",
            "DrawerViewController push ArchiveViewController Fixture.swift:29",
        ])
    }

    @Test func aTrailingClosureIsTheClosureParametersNotTheScreens() {
        // `route(.replace) { … }` passes `then:`; nothing it shows is left to tell.
        let result = Scan.text(Self.drawer)
        #expect(result.unresolvedUIKitCalls == 0, "\(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.message.contains("print") })
    }

    @Test func oneSiteReadThroughSeveralBranchesIsNotedOnce() {
        let result = Scan.text("""
        import UIKit
        protocol ScreenSource { func nextScreen() -> UIViewController }
        extension UIViewController {
            func reveal(_ screen: UIViewController) {
                if traitCollection.horizontalSizeClass == .regular {
                    showDetailViewController(screen, sender: self)
                } else {
                    navigationController?.pushViewController(screen, animated: true)
                }
            }
        }
        final class FeedViewController: UIViewController {
            var source: ScreenSource?
            func next() {
                guard let next = source?.nextScreen() else { return }
                reveal(next)
            }
        }
        """)
        let notes = result.diagnostics.filter { $0.severity == .note && $0.line == 16 }
        #expect(notes.map(\.message) == ["cannot tell which screen reveal(next) shows; not drawn"])
        #expect(result.unresolvedUIKitCalls == 1)
    }

    @Test func aHelperShowingWhatItIsGivenOrAStackBuiltAroundItIsAWrapper() {
        // `present(module:embedInNavigation:)` shows its parameter, or its own method's stack
        // around it (`getEmbedded(moduleStack: [module])`): each caller's screen, at the caller.
        let result = Scan.files([(path: "Routing.swift", text: """
        import UIKit
        extension UIViewController {
            func present(module: UIViewController, embedInNavigation: Bool = false) {
                let moduleToPresent = embedInNavigation ? self.getEmbedded(moduleStack: [module]) : module
                self.present(moduleToPresent, animated: true)
            }
            func getEmbedded(moduleStack: [UIViewController]) -> UIViewController {
                let navigation = UINavigationController()
                navigation.setViewControllers(moduleStack, animated: false)
                return navigation
            }
        }
        """), (path: "Profile.swift", text: """
        import UIKit
        final class SettingsViewController: UIViewController {}
        final class ProfileViewController: UIViewController {
            func openSettings() {
                self.present(module: SettingsViewController(), embedInNavigation: true)
            }
        }
        """)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Profile.swift") == [
            "ProfileViewController present SettingsViewController Profile.swift:5",
        ])
    }

    @Test func aHelperShowingAMemberOfWhatItIsGivenShowsWhatEachCallerBuildsItWith() {
        // `registerSubmodule(.init(viewController: list, view: …))` in each subclass: the base
        // class embeds the value's `viewController`, which the caller builds the value with.
        let result = Scan.files([(path: "Base.swift", text: """
        import UIKit
        class BaseExploreViewController: UIViewController {
            struct Submodule {
                let viewController: UIViewController?
                let view: UIView
            }
            private var submodules: [Submodule] = []
            func registerSubmodule(_ submodule: Submodule) {
                defer { submodules.append(submodule) }
                if let viewController = submodule.viewController {
                    addChild(viewController)
                }
            }
        }
        """), (path: "Home.swift", text: """
        import UIKit
        final class ContinueCourseViewController: UIViewController {}
        final class HomeViewController: BaseExploreViewController {
            func refresh() {
                let continueCourse = ContinueCourseViewController()
                registerSubmodule(.init(viewController: continueCourse, view: continueCourse.view))
                registerSubmodule(.init(viewController: nil, view: UIView()))
            }
        }
        """)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Home.swift") == [
            "HomeViewController other ContinueCourseViewController Home.swift:6",
        ])
    }

    @Test func aWrapperPassingItsOwnCaseOnKeepsTheBranchesThatCaseReaches() {
        // A protocol's helper switching over its style, wrapped by a second protocol's helper
        // constrained to conformers of the first, which passes its own style through.
        let result = Scan.files([(path: "Routing.swift", text: """
        import UIKit
        enum Transition { case modal, stack, replaceAll }
        protocol Router: AnyObject {
            var root: UIViewController { get }
        }
        extension Router {
            func route(to screen: UIViewController, as transition: Transition, animated: Bool) {
                switch transition {
                case .modal:
                    root.present(screen, animated: animated)
                case .stack:
                    (root as? UINavigationController)?.pushViewController(screen, animated: animated)
                case .replaceAll:
                    (root as? UINavigationController)?.setViewControllers([screen], animated: animated)
                }
            }
        }
        protocol Reporting {
            var events: [String] { get }
        }
        extension Reporting where Self: Router {
            func route(to screen: UIViewController, as transition: Transition, reporting event: String) {
                route(to: screen, as: transition, animated: true)
                print(event)
            }
        }
        """), (path: "Garden.swift", text: """
        import UIKit
        final class PlotsViewController: UIViewController {}
        final class SeedViewController: UIViewController {}
        final class GardenRouter: Router, Reporting {
            let root: UIViewController = UINavigationController()
            let events: [String] = []
            func openPlots() {
                route(to: PlotsViewController(), as: .stack, reporting: "plots")
            }
            func openSeed() {
                self.route(to: SeedViewController(), as: .modal, reporting: "seed")
            }
        }
        """)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Garden.swift") == [
            "GardenRouter present SeedViewController Garden.swift:11",
            "GardenRouter push PlotsViewController Garden.swift:8",
        ])
    }
}
