/// The object that declared a flow, held so that `[unowned self]` in the flow's closures can
/// never outlive it.
///
/// Strong from the flow's creation until something else holds the owner (a screen built from
/// the flow, a verb that targets it, a navigator that starts it), then weak: a `lazy var` flow
/// and its owner would otherwise keep each other alive for ever. The strong start is what lets
/// `NavigationHarness(root: TutorialFlows().tutorial)` work: the temporary owner survives until
/// the harness builds its first screen, whose verbs then keep it.
///
/// Written once by the flow's (nonisolated) initializer, then read and settled on the main
/// actor only, hence unchecked.
final class OwnerLink: @unchecked Sendable {
    private weak var held: AnyObject?
    private var untilHeld: AnyObject?
    /// The owner's group name, when the owner is a ``FlowGroup``.
    let groupName: String?

    init(_ owner: AnyObject) {
        held = owner
        untilHeld = owner
        groupName = (owner as? any FlowGroup)?.groupName
    }

    /// The owner, while it is alive.
    var owner: AnyObject? { untilHeld ?? held }

    /// Something else now holds the owner: stop keeping it alive from here.
    func settle() { untilHeld = nil }
}

/// Who a flow is, as events tell it: its given name, its identity, its group.
public struct FlowIdentity: Hashable, Sendable {
    /// The name given with `name:`, if any.
    public let name: String?
    /// The flow object's identity: two screens of one type from different flows differ here.
    public let id: ObjectIdentifier?
    /// The name of the ``FlowGroup`` that declared the flow (its `owner:`), if any.
    public let group: String?

    /// Describes a flow.
    /// - Parameters:
    ///   - name: The flow's given name.
    ///   - id: The flow object's identity.
    ///   - group: The declaring group's name.
    public init(name: String? = nil, id: ObjectIdentifier? = nil, group: String? = nil) {
        self.name = name
        self.id = id
        self.group = group
    }

    /// No flow: screens placed by the navigator's caller, and requests made outside any flow.
    public static let none = FlowIdentity()
}

/// One flow's live screens, one per navigator and placement path (``PlacementPath``), all held
/// weakly, in the order they were built.
@MainActor
struct LiveInstances {
    private var entries: [(navigator: WeakNavigator, path: PlacementPath, screen: WeakObject)] = []
    private weak var newest: AnyObject?

    nonisolated init() {}

    var latest: AnyObject? { newest }

    /// The live screen of `navigator` at `path` exactly.
    func screen(for navigator: any Navigator, at path: PlacementPath) -> AnyObject? {
        // A loop, not `first(where:)`: a closure made on the main actor is checked for it on
        // every call, and this runs on every request.
        for entry in entries where entry.navigator.navigator === navigator && entry.path == path {
            return entry.screen.object
        }
        return nil
    }

    /// The live screen built last for `navigator`, whatever its placement.
    func newest(for navigator: any Navigator) -> AnyObject? {
        entries.last { $0.navigator.navigator === navigator && $0.screen.object != nil }?.screen.object
    }

    mutating func remember(_ screen: AnyObject, for navigator: any Navigator, at path: PlacementPath) {
        entries.removeAll {
            $0.navigator.navigator == nil || $0.screen.object == nil
                || ($0.navigator.navigator === navigator && $0.path == path)
        }
        entries.append((WeakNavigator(navigator), path, WeakObject(screen)))
        newest = screen
    }
}

/// A weak reference to a navigator.
@MainActor
final class WeakNavigator {
    weak var navigator: (any Navigator)?
    init(_ navigator: any Navigator) { self.navigator = navigator }
}
