/// How an edge is known: stated by the app (a FlowKit verb, a storyboard segue), or read off a
/// UIKit call whose target the scanner had to resolve (`pushViewController(vc, …)`, with `vc` a
/// local built two lines above).
///
/// Raw values are the JSON contract's `evidence` strings. JSON writes `evidence` only for
/// ``inferred``, beside `resolutionSteps`: an edge without it is declared, as every edge was
/// before the field was added.
public enum EdgeEvidence: String, Codable, Hashable, Sendable, CaseIterable {
    /// The app states the edge itself: a FlowKit verb names its target, a segue its destination.
    case declared
    /// A UIKit call made in code, whose target type the scanner followed through locals,
    /// properties, initialisers or factory methods (``NavigationEdge/resolutionSteps`` of them).
    case inferred
}

/// Where a node was found, and so what it stands for: a FlowKit flow, or a screen of an app
/// that navigates with UIKit's own calls.
///
/// Raw values are the JSON contract's `provenance` strings. JSON writes `provenance` only when it
/// is not ``flow``: a node without it is what every node was before the field was added.
public enum ScreenProvenance: String, Codable, Hashable, Sendable, CaseIterable {
    /// A flow, a tab container or a group declared with FlowKit (or a node the DSL's scan made).
    case flow
    /// A view controller class whose Swift code navigates with UIKit (`pushViewController`,
    /// `present`, …) or is navigated to, or a SwiftUI view (or app) struct; `screen` is its type.
    case code
    /// A scene of a storyboard or xib; `screen` is its custom class, or its UIKit class.
    case storyboard
    /// A screen the system provides (an alert, Safari, a share sheet, a mail composer, a picker):
    /// shown by the app, declared by no code of it. Counted apart from the app's own screens.
    case system
    /// A class that navigates on screens' behalf but is no view controller itself (a
    /// coordinator, a router, an app or scene delegate): the source of calls that no screen's
    /// callback can be read to make.
    case coordinator

    /// Whether the node is a screen of the app's own (a flow, a view controller or view of its
    /// code, a storyboard scene), as every count of screens counts them: a system screen and a
    /// coordinator are shown or navigate, but are no screen the app declares.
    public var isAppsOwnScreen: Bool {
        switch self {
        case .flow, .code, .storyboard: true
        case .system, .coordinator: false
        }
    }

    /// Whether the node is a plain screen of UIKit code, not a FlowKit flow: the flow-only checks
    /// (stacks, pops at a root, `popTo` targets) do not apply, as the code around a UIKit call
    /// decides where it runs.
    public var isPlainUIKit: Bool {
        switch self {
        case .flow: false
        case .code, .storyboard, .system, .coordinator: true
        }
    }
}
