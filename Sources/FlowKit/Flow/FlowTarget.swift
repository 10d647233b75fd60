/// Anything a verb can navigate to: a single ``Flow`` or a ``FlowGroup`` entered through one.
///
/// Verbs accept any `FlowTarget` and navigate to its ``entry`` flow's screen; forwarding closures
/// receive that screen, typed as ``Screen``.
@MainActor
public protocol FlowTarget<Screen>: AnyObject {
    /// The type of the first screen shown when navigating to this target.
    associatedtype Screen: AnyObject
    /// The flow whose screen is shown first.
    var entry: Flow<Screen> { get }
}

/// A feature made of several flows that is entered as a unit and reports back through outputs.
///
/// A group declares its flows as `lazy var`s (capturing `[unowned self]`), names its first one
/// as ``FlowTarget/entry``, and exposes ``FlowOutput`` properties for the outcomes its parent
/// must decide about (signed in, cancelled, purchased). The parent pushes or presents the group
/// like any flow and routes each output to a verb, so neither side knows the other's screens:
///
/// ```swift
/// final class SignInFlows: FlowGroup {
///     let signedIn = FlowOutput<User>(name: "signedIn")
///     var entry: Flow<SignInViewController> { form }
///     lazy var form = Flow(with: SignInViewController()) { [unowned self] vc, lets in
///         vc.onSuccess = lets.emit(self.signedIn)
///     }
/// }
/// // In the parent:
/// signIn.signedIn.route { lets in lets.dismiss() }
/// ```
@MainActor
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
    public var navigationTarget: NavigationTarget { .flow(entry) }
}
