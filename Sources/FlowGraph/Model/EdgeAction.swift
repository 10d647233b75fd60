@_spi(FlowKitTools) import FlowKit

/// What an edge does: a FlowKit verb, the link from a tab container to one of its tabs, or from
/// a container to the child it embeds.
///
/// A verb edge carries the ``NavigationVerb`` itself, so every trait of the edge (its look, its
/// direction, the container it leaves) is read from the verb and a new verb needs no case here.
/// The raw values are the JSON contract's `action` strings: a verb's own raw value, `tab` and
/// `embed`.
public enum EdgeAction: Hashable, Sendable {
    /// A FlowKit verb.
    case verb(NavigationVerb)
    /// A tab container's tab: from the container to the tab's root screen.
    case tab
    /// A container's child shown inside it: a storyboard's embed segue (a container view), or a
    /// split view's column. No FlowKit verb makes one; plain UIKit apps do.
    case embed

    /// The verb the edge stands for; `nil` for a tab container's tab and a container's child.
    public var verb: NavigationVerb? {
        switch self {
        case .verb(let verb): verb
        case .tab, .embed: nil
        }
    }

    /// Whether the edge goes back to something already on screen (drawn without weight in maps).
    public var isBackward: Bool {
        guard let verb else { return false }  // a tab leads to its root, a container to its child, shown anew
        return verb.isBackward
    }

    /// Whether the edge leaves the source's navigation stack for another container.
    public var leavesStack: Bool {
        guard let verb else { return true }  // each tab is a container of its own
        return verb.leavesStack
    }
}

extension EdgeAction: CaseIterable {
    /// Every action: each verb in the vocabulary's order, then `tab` and `embed`; the legend and
    /// the palette list actions in this order.
    public static var allCases: [EdgeAction] { NavigationVerb.allCases.map(EdgeAction.verb) + [.tab, .embed] }
}

// Coded through the raw value (the standard library's coding of a `String`-backed type), so the
// JSON is the same string, and a bad one the same error, as when this was a flat `String` enum.
extension EdgeAction: RawRepresentable, Codable {
    /// The JSON contract's `action` string: the verb's raw value, `tab` or `embed`.
    public var rawValue: String {
        switch self {
        case .verb(let verb): verb.rawValue
        case .tab: "tab"
        case .embed: "embed"
        }
    }

    /// The action whose JSON `action` string is `rawValue`; `nil` for any other string.
    /// - Parameter rawValue: A verb's raw value, `tab` or `embed`.
    public init?(rawValue: String) {
        if let verb = NavigationVerb(rawValue: rawValue) {
            self = .verb(verb)
        } else if let other = [EdgeAction.tab, .embed].first(where: { $0.rawValue == rawValue }) {
            self = other
        } else {
            return nil
        }
    }
}
