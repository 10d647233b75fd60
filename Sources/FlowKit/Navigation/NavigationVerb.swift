/// What a navigation request asks for.
///
/// The raw values are the `action` strings of the navigation map's JSON contract; verbs beyond
/// FlowKit 0.2.0's six only ever add cases.
public enum NavigationVerb: String, Hashable, Sendable, CaseIterable, Codable {
    /// Pushes a screen onto the source's navigation stack.
    case push
    /// Presents a screen (optionally inside a new navigation stack) or tabs in a new modal layer.
    case present
    /// Pops the top screen of the source's navigation stack.
    case pop
    /// Pops the source's stack back to a screen below the source.
    case popTo
    /// Pops the source's stack back to its root.
    case popToRoot
    /// Dismisses the source's modal layer, or the layers it presents.
    case dismiss
    /// Dismisses every modal layer above the window's root.
    case dismissAll
    /// Dismisses every modal layer above the one holding a given screen.
    case dismissTo
    /// Replaces the source's navigation stack with a single new root.
    case setRoot
    /// Replaces everything in the window (all modal layers) with a new root.
    case setWindowRoot
    /// Selects the tab whose root is a given screen in the source's tab container.
    case selectTab
    /// Emits a flow group's output; its parent's route decides the navigation.
    case emit

    /// Whether the verb always names a target screen (or tabs, or an output).
    public var hasTarget: Bool {
        switch self {
        case .pop, .popToRoot, .dismiss, .dismissAll: false
        default: true
        }
    }

    /// Whether the verb leaves the source's navigation stack for another container.
    public var leavesStack: Bool {
        switch self {
        case .present, .setWindowRoot, .selectTab: true
        default: false
        }
    }

    /// Whether the verb goes back to something already on screen rather than forward.
    public var isBackward: Bool {
        switch self {
        case .pop, .popTo, .popToRoot, .dismiss, .dismissAll, .dismissTo: true
        default: false
        }
    }
}

/// How a presented or root screen is wrapped.
public enum Embedding: String, Hashable, Sendable, Codable {
    /// The screen stands alone: it cannot push (there is no navigation stack around it).
    case none
    /// The screen becomes the root of a new navigation stack, so it and its successors can push.
    case navigation
}
