@_spi(FlowKitTools) import FlowKit

/// The declaration names of flows, found by reflecting over the objects that declare them.
///
/// A flow stored in property `login` of `TutorialFlows` is named `TutorialFlows.login`, the id
/// the static walker gives the same declaration. Flow groups held by an owner are searched too
/// (`ShopFlows.account` holding `AccountFlows` names `AccountFlows.settings`), breadth-first,
/// each object once; the first name found wins.
@MainActor
struct DeclarationNames {
    private var names: [ObjectIdentifier: String] = [:]
    private var groups: [ObjectIdentifier: String] = [:]
    private var declarers: [ObjectIdentifier: ObjectIdentifier] = [:]

    init(owners: [AnyObject]) {
        var queue = owners
        var seen = Set<ObjectIdentifier>()
        var next = 0
        while next < queue.count {
            let owner = queue[next]
            next += 1
            guard seen.insert(ObjectIdentifier(owner)).inserted else { continue }
            let typeName = Self.qualifiedName(of: type(of: owner))
            for (property, value) in StoredProperties.of(owner) {
                guard let value = Self.object(in: value) else { continue }
                let identity: ObjectIdentifier
                if let flow = value as? AnyFlow {
                    identity = ObjectIdentifier(flow)
                } else if let arrival = value as? any ArrivalFlowHolder {
                    identity = ObjectIdentifier(arrival.arrivingFlow)
                } else if let tabs = value as? Tabs {
                    identity = ObjectIdentifier(tabs)
                } else {
                    if let group = value as? any FlowGroup { queue.append(group) }
                    continue
                }
                if names[identity] == nil {
                    names[identity] = "\(typeName).\(property)"
                    groups[identity] = typeName
                    declarers[identity] = ObjectIdentifier(owner)
                }
            }
        }
    }

    /// The object `value` holds, through optionals; `nil` for any other value. Flows, tabs and
    /// groups are objects, and casting a value that is not (an array of flows, a string) to a
    /// class bridges it first, which costs as much as the array is long.
    fileprivate nonisolated static func object(in value: Any) -> AnyObject? {
        if let optional = value as? any OptionalHolding { return optional.heldObject }
        return type(of: value) is AnyObject.Type ? value as AnyObject : nil
    }

    func name(of identity: ObjectIdentifier) -> String? { names[identity] }
    func group(of identity: ObjectIdentifier) -> String? { groups[identity] }
    /// The object whose stored property holds the flow: the group instance it belongs to.
    func declarer(of identity: ObjectIdentifier) -> ObjectIdentifier? { declarers[identity] }

    /// `Outer.Inner` for `Module.Outer.Inner`: the module and any private or local context
    /// (`(unknown context at $…)`) are dropped, as source code would spell the type.
    static func qualifiedName(of type: Any.Type) -> String {
        let components = String(reflecting: type).split(separator: ".", omittingEmptySubsequences: false)
        let kept = components.dropFirst().filter { !$0.hasPrefix("(") && !$0.hasSuffix(")") }
        return kept.isEmpty ? String(describing: type) : kept.joined(separator: ".")
    }
}

/// An optional read without its wrapped type, for ``DeclarationNames``.
private protocol OptionalHolding {
    var heldObject: AnyObject? { get }
}

extension Optional: OptionalHolding {
    fileprivate var heldObject: AnyObject? { flatMap { DeclarationNames.object(in: $0) } }
}
