// Vocabulary/: the words every other room speaks: verbs, requests, events, refusals, call sites.

/// What a navigation request asks for.
///
/// The raw values are the `action` strings of the navigation map's JSON contract; verbs beyond
/// FlowKit 0.2.0's six only ever add cases.
///
/// What the tools need to know about a verb (the container it acts on, whether it goes back,
/// whether it needs a navigation stack, where its target appears, how a flow spells it) is a
/// trait below, each an exhaustive switch with no `default`: a new case makes the compiler list
/// every trait to decide, and through them the map walkers, the scanner and the checks follow.
public enum NavigationVerb: String, Hashable, Sendable, CaseIterable, Codable {
    /// Pushes a screen onto the source's navigation stack.
    case push
    /// Replaces the top screen of the source's navigation stack with another, in one change.
    case replace
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
}

// MARK: - Traits

extension NavigationVerb {
    /// The part of the window a verb acts on.
    @_spi(FlowKitTools) public enum Family: Hashable, Sendable {
        /// The source's navigation stack.
        case stack
        /// The modal layers above the source's.
        case modal
        /// The whole window.
        case window
        /// The source's tab container.
        case tabs
        /// Nothing directly: a flow group's output, which its parent routes to another verb.
        case output
    }

    /// The part of the window the verb acts on.
    @_spi(FlowKitTools) public var family: Family {
        switch self {
        case .push, .replace, .pop, .popTo, .popToRoot, .setRoot: .stack
        case .present, .dismiss, .dismissAll, .dismissTo: .modal
        case .setWindowRoot: .window
        case .selectTab: .tabs
        case .emit: .output
        }
    }

    /// What a test asserts a verb did, one case per assertion of the testing harness
    /// (`assertPushed`, `assertPopped`, …, and the `NavigationStep`s of `assertSteps`): the
    /// harness takes each assertion's verbs from here, so a new verb is asserted as soon as its
    /// outcome is decided.
    package enum Outcome: Hashable, Sendable, CaseIterable {
        /// A screen shown on top of the source's stack, pushed or in place of the top one
        /// (`assertPushed`, `.pushed`).
        case pushed
        /// A modal layer presented (`assertPresented`, `.presented`).
        case presented
        /// Back along a stack, however far (`assertPopped`, `.popped`).
        case popped
        /// Modal layers dismissed, however many (`assertDismissed`, `.dismissed`).
        case dismissed
        /// A stack or the window given a new root (`assertReplacedRoot`, `.replacedRoot`).
        case replacedRoot
        /// Another tab selected (`assertSelectedTab`, `.selectedTab`).
        case selectedTab
        /// A group's output emitted (`.emitted`).
        case emitted

        /// The verbs whose outcome this is.
        package var verbs: Set<NavigationVerb> { Set(NavigationVerb.allCases.filter { $0.outcome == self }) }
    }

    /// What a test asserts the verb did.
    package var outcome: Outcome {
        switch self {
        case .push, .replace: .pushed
        case .present: .presented
        case .pop, .popTo, .popToRoot: .popped
        case .dismiss, .dismissAll, .dismissTo: .dismissed
        case .setRoot, .setWindowRoot: .replacedRoot
        case .selectTab: .selectedTab
        case .emit: .emitted
        }
    }

    /// Whether a verb shows something new or returns to something already on screen.
    @_spi(FlowKitTools) public enum Direction: Hashable, Sendable {
        /// Shows a screen or container that may not be on screen yet.
        case forward
        /// Returns to something already on screen; its target is never rebuilt.
        case backward
    }

    /// Whether the verb shows something new or goes back.
    @_spi(FlowKitTools) public var direction: Direction {
        switch self {
        case .push, .replace, .present, .setRoot, .setWindowRoot, .selectTab, .emit: .forward
        case .pop, .popTo, .popToRoot, .dismiss, .dismissAll, .dismissTo: .backward
        }
    }

    /// Whether the verb goes back to something already on screen rather than forward.
    @_spi(FlowKitTools) public var isBackward: Bool { direction == .backward }

    /// Whether the verb acts on the source's navigation stack, so that a source shown without
    /// one is refused (`RefusalReason.noNavigationStack`).
    @_spi(FlowKitTools) public var needsStack: Bool {
        switch family {
        case .stack: true
        case .modal, .window, .tabs, .output: false
        }
    }

    /// Whether the verb always names a target screen (or tabs, or an output).
    @_spi(FlowKitTools) public var hasTarget: Bool {
        switch self {
        case .push, .replace, .present, .popTo, .dismissTo, .setRoot, .setWindowRoot, .selectTab, .emit: true
        case .pop, .popToRoot, .dismiss, .dismissAll: false
        }
    }

    /// Whether the verb's target is a screen (a flow's, or a tab container's): every verb with a
    /// target but `emit`, whose target is a group's output. The app's requests name such a verb
    /// with its screen; the others without one.
    @_spi(FlowKitTools) public var namesAScreen: Bool {
        switch self {
        case .push, .replace, .present, .popTo, .dismissTo, .setRoot, .setWindowRoot, .selectTab: true
        case .pop, .popToRoot, .dismiss, .dismissAll, .emit: false
        }
    }

    /// Whether the app's own request of the verb animates unless told otherwise: a tab the app
    /// selects appears at once, as one the tab bar selects does; everything else animates.
    @_spi(FlowKitTools) public var animatesAsAppRequest: Bool {
        switch self {
        case .selectTab: false
        case .push, .replace, .present, .pop, .popTo, .popToRoot, .dismiss, .dismissAll, .dismissTo, .setRoot,
             .setWindowRoot, .emit: true
        }
    }

    /// Whether the verb leaves the source's navigation stack for another container.
    @_spi(FlowKitTools) public var leavesStack: Bool {
        switch self {
        case .present, .setWindowRoot, .selectTab: true
        case .push, .replace, .pop, .popTo, .popToRoot, .dismiss, .dismissAll, .dismissTo, .setRoot, .emit: false
        }
    }

    /// How far a verb reaches in the container it acts on.
    @_spi(FlowKitTools) public enum Extent: Hashable, Sendable {
        /// One screen or layer: the one it shows, or the one it takes away.
        case one
        /// Back to a screen it names, however many that takes away.
        case toTarget
        /// The whole container: back to its root, or the whole window anew.
        case whole
    }

    /// How far the verb reaches in the container it acts on; maps draw it in the arrowhead.
    @_spi(FlowKitTools) public var extent: Extent {
        switch self {
        case .push, .replace, .present, .pop, .dismiss, .setRoot, .selectTab, .emit: .one
        case .popTo, .dismissTo: .toTarget
        case .popToRoot, .dismissAll, .setWindowRoot: .whole
        }
    }

    /// Where a verb's target appears.
    @_spi(FlowKitTools) public enum TargetPosition: Hashable, Sendable {
        /// Nowhere new: back verbs return to screens already placed, `selectTab` to a tab its
        /// container already holds, and `emit` goes wherever its route leads.
        case unchanged
        /// On top of the source's navigation stack.
        case pushedOntoSourceStack
        /// As the single root of the source's navigation stack.
        case rootOfSourceStack
        /// In a new modal layer above the source's, wrapped as the flow says or as
        /// `defaultEmbedding`.
        case newModalLayer(defaultEmbedding: Embedding)
        /// As the window's only layer, wrapped as the flow says or as `defaultEmbedding`.
        case windowRoot(defaultEmbedding: Embedding)
    }

    /// Where the verb's target appears.
    @_spi(FlowKitTools) public var targetPosition: TargetPosition {
        switch self {
        case .push, .replace: .pushedOntoSourceStack
        case .setRoot: .rootOfSourceStack
        // As UIKit's `present`: the presented screen stands alone unless asked otherwise.
        case .present: .newModalLayer(defaultEmbedding: .none)
        // A new window root is almost always a flow that pushes: sign-out, onboarding done.
        case .setWindowRoot: .windowRoot(defaultEmbedding: .navigation)
        case .pop, .popTo, .popToRoot, .dismiss, .dismissAll, .dismissTo, .selectTab, .emit: .unchanged
        }
    }

    /// How the target is wrapped when the flow does not say; `nil` for verbs that never wrap
    /// their target in a container of its own.
    @_spi(FlowKitTools) public var defaultEmbedding: Embedding? {
        switch targetPosition {
        case .newModalLayer(let embedding), .windowRoot(let embedding): embedding
        case .unchanged, .pushedOntoSourceStack, .rootOfSourceStack: nil
        }
    }

    /// How a flow writes a verb: `lets.<name>(…)`, its target (for a verb that has one) as the
    /// argument labelled `targetLabel`, or as the first unlabelled argument when that is `nil`.
    @_spi(FlowKitTools) public struct Spelling: Hashable, Sendable {
        /// The `Lets` method's name.
        @_spi(FlowKitTools) public let name: String
        /// The target argument's label; `nil` for the first unlabelled argument.
        @_spi(FlowKitTools) public let targetLabel: String?
    }

    /// How a flow writes the verb; two verbs share a name when their targets' labels tell them
    /// apart (`dismiss()` and `dismiss(to:)`).
    @_spi(FlowKitTools) public var spelling: Spelling {
        switch self {
        case .push, .replace, .present, .pop, .popTo, .popToRoot, .dismiss, .dismissAll, .setRoot, .setWindowRoot,
             .selectTab, .emit:
            Spelling(name: rawValue, targetLabel: nil)
        case .dismissTo: Spelling(name: "dismiss", targetLabel: "to")
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
