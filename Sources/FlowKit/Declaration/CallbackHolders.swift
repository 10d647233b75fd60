/// Which callbacks hold each verb's closure, found by the closures' identities
/// (``ClosureIdentity``) rather than by watching assignments: what map walkers draw.
///
/// A verb kept in a local can be given to several callbacks (`vc.onBack = back; vc.onClose =
/// back`), which a watch cannot attribute (two properties changed for one verb, and an app
/// closure of the same type could be either), and two verbs kept in locals of one type and
/// assigned together are one change each for two verbs. The closures themselves tell: a
/// property holds a verb when its closure is the verb's, or wraps it. Callbacks kept in a struct
/// the screen stores (`vc.actions.onShare = …`) are found one level down, named by the struct's
/// member, as source code names the property assigned.
enum CallbackHolders {
    /// For each of `actions`, in order, the names of the callbacks of `screen` holding its
    /// closure, in declaration order; empty where none does (or the closure is not known).
    /// - Parameters:
    ///   - actions: The verbs declared while `screen` was bound.
    ///   - screen: The screen they were bound on.
    @MainActor
    static func names(of actions: [DeclaredAction], on screen: AnyObject) -> [[String]] {
        var holders = Array(repeating: [String](), count: actions.count)
        let closures = actions.map(\.closure)
        let known = closures.indices.filter { closures[$0] != nil }
        guard !known.isEmpty else { return holders }
        let shapes = actions.map(\.callbackShapes)
        let fitting = Set(known.flatMap { shapes[$0] })
        func consider(_ name: String, _ value: Any) {
            let type = ObjectIdentifier(Swift.type(of: value))
            guard fitting.contains(type) else { return }
            let candidates = known.filter { shapes[$0].contains(type) }
            let words = ClosureIdentity.words(ofStored: value)
            if let held = candidates.first(where: { closures[$0] == words }) {
                holders[held].append(name)
            } else if let found = ClosureIdentity.verb(wrappedBy: value, among: candidates.compactMap { closures[$0] }) {
                holders[candidates[found]].append(name)
            }
        }
        for (name, value) in StoredProperties.of(screen) {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .struct {
                for case let (member?, held) in mirror.children { consider(member, held) }
            } else {
                consider(name, value)
            }
        }
        return holders
    }
}
