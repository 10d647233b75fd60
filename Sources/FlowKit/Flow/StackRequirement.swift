/// How a verb may wrap a target's screen when it shows it in a new layer or as the window's
/// root: the target's ``FlowTarget/Presentation``.
///
/// Most targets take an ``Embedding`` (`.none` or `.navigation`); a target that needs a
/// navigation stack (``NeedsNavigationStack``) takes a ``StackEmbedding``, which has no `.none`,
/// so `lets.present(tutorial, embedding: .none)` does not compile (and is named at the verb by
/// an unavailable overload).
public protocol EmbeddingChoice: Sendable {
    /// What `present` wraps the screen in when no embedding is written.
    static var presentDefault: Self { get }
    /// A new navigation stack around the screen.
    static var navigation: Self { get }
    /// The embedding navigators apply.
    var embedding: Embedding { get }
}

extension Embedding: EmbeddingChoice {
    /// `.none`, as UIKit's `present` shows a screen alone.
    public static var presentDefault: Embedding { .none }
    /// The embedding itself.
    public var embedding: Embedding { self }
}

/// The only way to show a target that needs a navigation stack in a new layer: in a new stack.
public enum StackEmbedding: EmbeddingChoice {
    /// A new navigation stack around the screen.
    case navigation

    /// A new stack, written or not: the target cannot be shown without one.
    public static var presentDefault: StackEmbedding { .navigation }
    /// Always ``Embedding/navigation``.
    public var embedding: Embedding { .navigation }
}

/// A target that pushes, and so must be entered where there is a navigation stack: pushed onto
/// one, or presented or made the window's root with `embedding: .navigation` (the default for
/// it). Entering it by a verb that gives it no stack does not compile:
///
/// ```swift
/// final class TutorialFlows: FlowGroup, NeedsNavigationStack { … }
/// vc.onHelp = lets.present(self.tutorial, embedding: .none)
/// // error: 'present(_:embedding:animated:file:line:)' is unavailable: this target needs a
/// // navigation stack: present it with embedding: .navigation
/// ```
///
/// What the compiler checks: `present` and `setWindowRoot` from `lets` and from app requests
/// (``AppNavigation``), ``Tab``, a navigator's `start` and the test harness, whose `embedding`
/// argument takes the target's ``FlowTarget/Presentation``. What it cannot: an embedding held in
/// a variable of type ``Embedding``, and plain ``Flow``s (one type for every screen, so a flow
/// cannot declare the need: put it in a group); `flowgraph check` reports those placements
/// (pushes from a screen shown without a stack) instead.
public protocol NeedsNavigationStack: FlowTarget where Presentation == StackEmbedding {}
