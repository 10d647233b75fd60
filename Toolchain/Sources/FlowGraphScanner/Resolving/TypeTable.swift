/// Every scanned file's declarations merged by type, and the name resolution the graph needs:
/// what `self.account.reset` or `signIn.signedIn` names, seen from a given type.
///
/// Resolution is by written names, as Swift's lexical lookup would do it without a type
/// checker: members of the type and its scanned superclasses, then file-scope declarations (of
/// its own module first), then type names from the innermost scope out. Names of modules known
/// to the scan are qualified (`ModuleScopes`), so a module's own declarations win over another's
/// of the same name; types of modules not scanned are unknown, and references through them stay
/// unresolved rather than guessed.
struct TypeTable {
    /// How many `entry` hops or superclasses are followed before giving up on a cycle.
    static let maximumChain = 16

    private var types: Set<String> = []
    private var typesByLastName: [String: [String]] = [:]
    private var superclasses: [String: String] = [:]
    /// Members by owner (`""` for file scope), then by name.
    private var flows: [String: [String: String]] = [:]
    private var tabs: [String: [String: String]] = [:]
    private var outputs: [String: [String: OutputFact]] = [:]
    private var properties: [String: [String: PropertyFact]] = [:]
    private var aliases: [String: [String: AliasFact]] = [:]
    /// Methods by owner, then by base name (overloads in declaration order).
    private var methods: [String: [String: [MethodFact]]] = [:]
    /// Enum cases' payloads, by enum, then by case.
    private var enumCases: [String: [String: [String]]] = [:]
    private var outputOwnersByProperty: [String: [String]] = [:]
    /// The scanned modules, whose names are also the owners of their file scopes (`ModuleScopes`).
    private var modules: Set<String> = []
    /// The modules whose file scope declares each flow, tab container, output or property name.
    private var fileScopesByMember: [String: [String]] = [:]

    /// A resolved target: a node id, and whether it is a tab container.
    struct Target {
        var id: String
        var isTabs: Bool
        /// Whether the reference names a flow group, entered through its `entry`: the verb
        /// places the group.
        var entersGroup = false
    }

    /// An output resolved to its declaring type.
    struct Output {
        /// `SignInGroup.signedIn`: the key routes are filed under.
        var key: String
        var fact: OutputFact
    }

    init(_ files: [FileFacts]) {
        modules = Set(files.compactMap(\.module))
        for file in files {
            for type in file.types where types.insert(type.name).inserted {
                typesByLastName[TypeNames.lastComponent(of: type.name), default: []].append(type.name)
            }
            for type in file.types { if let parent = type.superclass, superclasses[type.name] == nil { superclasses[type.name] = parent } }
            // The first declaration of a name wins, in sorted path order.
            for flow in file.flows { flows[flow.owner ?? "", default: [:]][flow.name] = flows[flow.owner ?? ""]?[flow.name] ?? Self.id(flow.owner, flow.name) }
            for tab in file.tabs { tabs[tab.owner ?? "", default: [:]][tab.name] = tabs[tab.owner ?? ""]?[tab.name] ?? Self.id(tab.owner, tab.name) }
            for output in file.outputs where outputs[output.owner ?? ""]?[output.property] == nil {
                outputs[output.owner ?? "", default: [:]][output.property] = output
                outputOwnersByProperty[output.property, default: []].append(output.owner ?? "")
            }
            for property in file.properties where properties[property.owner ?? ""]?[property.name] == nil {
                properties[property.owner ?? "", default: [:]][property.name] = property
            }
            for alias in file.aliases where aliases[alias.owner ?? ""]?[alias.name] == nil {
                aliases[alias.owner ?? "", default: [:]][alias.name] = alias
            }
            for method in file.methods { methods[method.owner, default: [:]][method.name, default: []].append(method) }
            for enumCase in file.enumCases where enumCases[enumCase.owner]?[enumCase.name] == nil {
                enumCases[enumCase.owner, default: [:]][enumCase.name] = enumCase.payload
            }
        }
        for module in modules.sorted() {
            var members = Set(flows[module]?.keys.map { $0 } ?? [])
            members.formUnion(tabs[module]?.keys.map { $0 } ?? [])
            members.formUnion(outputs[module]?.keys.map { $0 } ?? [])
            members.formUnion(properties[module]?.keys.map { $0 } ?? [])
            for name in members { fileScopesByMember[name, default: []].append(module) }
        }
    }

    /// A node id: the declaration name qualified by its owner.
    static func id(_ owner: String?, _ name: String) -> String { owner.map { "\($0).\(name)" } ?? name }

    // MARK: Types

    /// `context`, its enclosing types, then file scope (`""`): where a written name is looked up.
    private func scopes(from context: String?) -> [String] {
        var result: [String] = []
        var scope = context
        while let current = scope, !current.isEmpty {
            result.append(current)
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        result.append("")
        return result
    }

    /// The qualified name of a scanned type written `name` inside `context`, if any.
    func resolveType(_ written: String, from context: String?) -> String? {
        let name = TypeNames.lookupName(of: written)
        if name == "Self" { return context }
        for scope in scopes(from: context) {
            let candidate = scope.isEmpty ? name : "\(scope).\(name)"
            if types.contains(candidate) { return candidate }
        }
        // A module-qualified name (`MyApp.AccountFlows`), or a nested type named from outside
        // its scope: accepted only when the last name is unambiguous.
        if let candidates = typesByLastName[TypeNames.lastComponent(of: name)], candidates.count == 1 { return candidates[0] }
        return nil
    }

    /// The first of `owner`'s type and its scanned superclasses for which `lookup` finds something.
    private func inChain<T>(_ owner: String, _ lookup: (String) -> T?) -> T? {
        var current: String? = owner
        var hops = 0
        while let type = current, hops < Self.maximumChain {
            if let found = lookup(type) { return found }
            current = superclasses[type].flatMap { resolveType($0, from: type) }
            if current == type { return nil }
            hops += 1
        }
        return nil
    }

    private func hasMember(_ name: String, in owner: String) -> Bool {
        inChain(owner) { type in
            flows[type]?[name] != nil || tabs[type]?[name] != nil || outputs[type]?[name] != nil
                || properties[type]?[name] != nil ? true : nil
        } ?? false
    }

    private func property(_ name: String, in owner: String) -> PropertyFact? { inChain(owner) { properties[$0]?[name] } }

    /// The module a (module-qualified) context belongs to, whose file scope it sees.
    private func module(of context: String?) -> String? {
        guard let context, !modules.isEmpty else { return nil }
        let first = context.firstIndex(of: ".").map { String(context[..<$0]) } ?? context
        return modules.contains(first) ? first : nil
    }

    // MARK: References

    /// The type that holds the last name of `path`, and that name: `["account", "reset"]` seen
    /// from `ShopFlows` → (`AccountFlows`, "reset"), through stored properties of scanned types
    /// and nested type names.
    private func owner(ofLastIn path: [String], context: String?) -> (owner: String, name: String)? {
        guard let first = path.first, let last = path.last else { return nil }
        var owner: String
        var rest = path[...]
        if first == "Self", let context {
            owner = context
            rest = rest.dropFirst()
        } else if let context, hasMember(first, in: context) {
            owner = context
        } else if let module = module(of: context), hasMember(first, in: module) {
            owner = module
        } else if hasMember(first, in: "") {
            owner = ""
        } else if let modules = fileScopesByMember[first], modules.count == 1 {
            // Another module's file-scope flow, as an `import` makes it visible: taken when only
            // one module declares the name.
            owner = modules[0]
        } else if path.count > 1, let type = resolveType(first, from: context) {
            owner = type
            rest = rest.dropFirst()
        } else if path.count == 1 {
            // A bare name that is no member: looked up in `context`, so the failure reads right.
            owner = context ?? ""
        } else {
            return nil
        }
        for name in rest.dropLast() {
            if let typeName = property(name, in: owner)?.typeName, let type = resolveType(typeName, from: owner) {
                owner = type
            } else if types.contains(owner.isEmpty ? name : "\(owner).\(name)") {
                owner = owner.isEmpty ? name : "\(owner).\(name)"
            } else {
                return nil
            }
        }
        return rest.isEmpty ? nil : (owner, last)
    }

    /// What a verb's target names, seen from `context`: a flow, a tab container, or a flow group
    /// (a property of a scanned type, or `Group()` built in place) entered through its `entry`;
    /// through a property that stands for one of those (a computed property returning it, a
    /// stored placement of a group).
    func resolveTarget(_ reference: Reference, context: String?) -> Target? {
        if let path = reference.path { return resolveTarget(path: path, context: context, depth: 0) }
        if let constructed = reference.constructedType, let type = resolveType(constructed, from: context) {
            return entering(entry(of: type, depth: 0))
        }
        return nil
    }

    private func resolveTarget(path: [String], context: String?, depth: Int) -> Target? {
        guard depth < Self.maximumChain, let (owner, name) = owner(ofLastIn: path, context: context) else { return nil }
        if let id = inChain(owner, { flows[$0]?[name] }) { return Target(id: id, isTabs: false) }
        if let id = inChain(owner, { tabs[$0]?[name] }) { return Target(id: id, isTabs: true) }
        let property = property(name, in: owner)
        if let typeName = property?.typeName, let group = resolveType(typeName, from: owner) {
            return entering(entry(of: group, depth: depth + 1))
        }
        // A property standing for another reference: a computed one, or a stored placement.
        if let returned = property?.returnedPath {
            return resolveTarget(path: returned, context: owner.isEmpty ? nil : owner, depth: depth + 1)
        }
        return nil
    }

    private func entering(_ target: Target?) -> Target? {
        guard var target else { return nil }
        target.entersGroup = true
        return target
    }

    /// A group's first screen: its `entry` flow, or what its computed `entry` returns.
    private func entry(of group: String, depth: Int) -> Target? {
        guard depth < Self.maximumChain else { return nil }
        if let id = inChain(group, { flows[$0]?[DSL.entry] }) { return Target(id: id, isTabs: false) }
        if let id = inChain(group, { tabs[$0]?[DSL.entry] }) { return Target(id: id, isTabs: true) }
        guard let path = property(DSL.entry, in: group)?.returnedPath else { return nil }
        return resolveTarget(path: path, context: group, depth: depth + 1)
    }

    /// The output a path names, seen from `context`.
    func resolveOutput(_ path: [String], context: String?) -> Output? {
        guard let (owner, name) = owner(ofLastIn: path, context: context) else { return nil }
        var declaring = owner
        guard let fact = inChain(owner, { type -> OutputFact? in
            declaring = type
            return outputs[type]?[name]
        }) else { return nil }
        return Output(key: Self.id(declaring.isEmpty ? nil : declaring, name), fact: fact)
    }

    /// The output a route's receiver names; when its owner cannot be followed (a local
    /// variable holding the group), the one output of that property name in the scanned sources.
    func resolveRoutedOutput(_ path: [String], context: String?) -> Output? {
        if let output = resolveOutput(path, context: context) { return output }
        guard let name = path.last, let owners = outputOwnersByProperty[name], owners.count == 1,
              let fact = outputs[owners[0]]?[name] else { return nil }
        return Output(key: Self.id(owners[0].isEmpty ? nil : owners[0], name), fact: fact)
    }

    /// The payload types of case `name` of the enum written `written` inside `context`; `nil`
    /// when the enum or the case is not among the scanned sources.
    func payload(ofCase name: String, in written: String, context: String?) -> [String]? {
        guard let type = resolveType(written, from: context) else { return nil }
        return enumCases[type]?[name]
    }

    /// The argument types of callback `property` of the screen type written `screen`: from its
    /// function type, or from the typealias it is declared with (through aliases of aliases,
    /// generic ones given their arguments: `StepHandler<DemoStep>`); `nil` when unknown. A
    /// dotted property (`actions.onShare`) is followed through the stored properties' types.
    func callbackArguments(screen: String, property name: String, context: String?) -> [String]? {
        guard var type = resolveType(screen, from: context) else { return nil }
        let path = name.split(separator: ".").map(String.init)
        for member in path.dropLast() {
            guard let typeName = property(member, in: type)?.typeName, let next = resolveType(typeName, from: type) else { return nil }
            type = next
        }
        guard let last = path.last, let fact = property(last, in: type) else { return nil }
        if let arguments = fact.callbackArguments { return arguments }
        guard let alias = fact.typeName else { return nil }
        return aliasedArguments(alias, typeArguments: fact.typeArguments, from: type)
    }

    /// The argument types of the function type alias `name` (seen from `context`) stands for,
    /// following aliases of aliases and substituting generic parameters.
    private func aliasedArguments(_ name: String, typeArguments: [String], from context: String) -> [String]? {
        var name = name
        var typeArguments = typeArguments
        for _ in 0..<Self.maximumChain {
            guard let alias = scopes(from: context).lazy.compactMap({ self.aliases[$0]?[name] }).first else { return nil }
            let substitutions = Dictionary(zip(alias.generics, typeArguments), uniquingKeysWith: { first, _ in first })
            if let arguments = alias.arguments { return arguments.map { substitutions[$0] ?? $0 } }
            guard let aliased = alias.aliased else { return nil }
            name = substitutions[aliased] ?? aliased
            typeArguments = []
        }
        return nil
    }

    /// The parameter types of method `method` of the screen type written `screen`, or of its
    /// scanned superclasses: the one method of that name, or the one with the labels written;
    /// `nil` when none, or several, match.
    func parameters(of method: MethodReference, screen: String, context: String?) -> [String]? {
        guard let type = resolveType(screen, from: context) else { return nil }
        return inChain(type) { owner -> [String]? in
            let candidates = (methods[owner]?[method.name] ?? []).filter { method.labels == nil || $0.labels == method.labels }
            return candidates.count == 1 ? candidates[0].parameters : nil
        }
    }
}
