import FlowKit
import FlowKitOverUIKitStandIn
import FlowKitTesting
import Testing
import UIKitStandIn

/// The hierarchies the navigator's scenarios run over: the headless one, and FlowKit's UIKit
/// hierarchy (Sources/FlowKit/UIKit) over the UIKit stand-in, where animations end and
/// completions run on later turns of the run loop. A scenario must read the same on both.
enum Hierarchy: String, CaseIterable, CustomTestStringConvertible {
    case headless, uikit

    var testDescription: String { rawValue }

    /// A navigator over a new, empty window of this hierarchy.
    @MainActor func navigator() -> FlowNavigator {
        switch self {
        case .headless: FlowNavigator()
        case .uikit: FlowNavigator(window: UIWindow())
        }
    }

    /// Lets every change in progress complete.
    @MainActor func settle() {
        switch self {
        case .headless: break
        case .uikit: StandInRunLoop.main.runUntilIdle()
        }
    }

    /// A harness showing `root` in a new window of this hierarchy.
    @MainActor func harness<Root: FlowTarget>(root: Root, embedding: Root.Presentation = .navigation,
                                              file: String = #fileID, line: Int = #line) -> NavigationHarness {
        NavigationHarness(root: root, embedding: embedding, navigator: navigator(), settle: settle,
                          file: file, line: line)
    }

    /// A harness showing `tabs` in a new window of this hierarchy.
    @MainActor func harness(root tabs: Tabs, file: String = #fileID, line: Int = #line) -> NavigationHarness {
        NavigationHarness(root: tabs, navigator: navigator(), settle: settle, file: file, line: line)
    }
}
