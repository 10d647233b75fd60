/// Anything a verb can navigate to: a single ``Flow``, a ``FlowGroup`` entered through one, or a
/// group's ``Placement`` (the group with routes for its outputs).
///
/// Verbs accept any `FlowTarget` and navigate to its ``entry`` flow's screen; forwarding closures
/// receive that screen, typed as ``Screen``. Declaring one needs no actor.
public protocol FlowTarget<Screen>: AnyObject {
    /// The type of the first screen shown when navigating to this target.
    associatedtype Screen: AnyObject
    /// How verbs may wrap the target's screen in a new layer: ``Embedding`` unless the target
    /// needs a navigation stack (``NeedsNavigationStack``).
    associatedtype Presentation: EmbeddingChoice = Embedding
    /// The flow whose screen is shown first. Read on the main actor only, so a group declared
    /// `@MainActor` and a plain one conform alike.
    @MainActor var entry: Flow<Screen> { get }
}

/// A feature made of several flows that is entered as a unit and reports back through outputs.
///
/// A group declares its flows as `lazy var`s with `owner: self`, names its first one as
/// ``FlowTarget/entry``, and exposes ``FlowOutput`` properties for the outcomes its parent must
/// decide about (signed in, cancelled, purchased). The parent enters the group like any flow and
/// routes each output where it places the group, so neither side knows the other's screens:
///
/// ```swift
/// final class SignInFlows: FlowGroup {
///     let signedIn = FlowOutput<User>(name: "signedIn")
///     var entry: Flow<SignInViewController> { form }
///     lazy var form = Flow(with: SignInViewController(), owner: self) { [unowned self] vc, lets in
///         vc.onSuccess = lets.emit(self.signedIn)
///     }
/// }
/// // In the parent, one placement among several:
/// vc.onSignIn = lets.present(self.signIn.on(\.signedIn) { lets in lets.dismiss() }, embedding: .navigation)
/// ```
///
/// A group lives as long as any of its screens does (their verbs hold it), or as long as its
/// parent or a navigator holds it.
public protocol FlowGroup: FlowTarget {
    /// The name shown for the group in maps and logs; defaults to the group's type name.
    var groupName: String { get }
}

extension FlowGroup {
    /// The group's type name.
    public var groupName: String { String(describing: type(of: self)) }
}

extension FlowTarget {
    /// The target's entry flow as a request target; usable on `any FlowTarget`.
    @MainActor
    package var navigationTarget: NavigationTarget { .flow(entry) }

    /// The entry flow, erased: readable on `any FlowTarget`.
    @MainActor
    var entryFlow: AnyFlow { entry }

    /// The routes this target's placement gives its group's outputs, if it is a ``Placement``.
    var placementRoutes: OutputRoutes? {
        // Most targets are plain flows: a class check spares a protocol look-up.
        self is AnyFlow ? nil : (self as? any PlacementRouting)?.routes
    }
}
