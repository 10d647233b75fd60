import SwiftSyntax

/// An overload of a router's method that makes that router call itself with a case built from
/// what it is handed (`func push(_ author: Author) { push(.author(author.id)) }` beside `func
/// push(_ destination: Destination)`): each call of it (`router.push(author)`), read as a router
/// call is, shows what the case shows, from the type whose code calls it, at the call. Overloads
/// are told apart by the type of the value handed, or by its name; an overload calling another
/// (`push(note)` in `pushNote(id:)`) shows what that one shows. A helper of a name of its own
/// (`showPost(_:)`) is a router of its own, drawn where it makes its router call.
struct HelperMethod: Hashable, Sendable {
    /// The type declaring it.
    var owner: String
    /// Its base name.
    var name: String
    /// Its parameters' argument labels (`_` for none), with whether each has a default.
    var labels: [Label]
    /// The first parameter's name inside the body (`author` of `_ author: Author`).
    var parameterName: String?
    /// The first parameter's declared type, as a lookup name.
    var parameterType: String?

    /// A parameter's argument label, and whether a call may leave it out.
    struct Label: Hashable, Sendable {
        /// The label, `_` for none.
        var text: String
        /// Whether the parameter has a default value.
        var defaulted: Bool
    }

    /// Whether a call with the argument labels `given` calls this method: each label in order,
    /// those left out having defaults.
    func accepts(_ given: [String]) -> Bool {
        var remaining = given[...]
        for label in labels {
            if remaining.first == label.text {
                remaining = remaining.dropFirst()
            } else if !label.defaulted {
                return false
            }
        }
        return remaining.isEmpty
    }
}

/// A call that may be of a ``HelperMethod``: a lowercase method called with values on a value
/// named by reference (`router.push(author)`) or on the caller's own type (`push(note)`,
/// `self.push(note)`).
struct HelperCallFact: Hashable, Sendable {
    /// The method's base name.
    var name: String
    /// The arguments' labels, `_` for none.
    var labels: [String]
    /// The value called on (`router`), `nil` for the caller's own method.
    var base: String?
    /// What tells the type of the first argument.
    var argument: Argument?
    /// The type whose code makes the call, as ``SwiftUISiteFact/owner``.
    var owner: String?
    /// The method of the owner's the call is made in, which calls on what it shows.
    var caller: HelperMethod?
    /// Where the method's name is.
    var position: SourcePosition
    /// Whether the call sits inside an `#if` block.
    var conditional: Bool

    /// The first argument, as far as its type can be told.
    enum Argument: Hashable, Sendable {
        /// A value built in place (`push(ListsDestination(author: user))`).
        case built(String)
        /// A value named by reference (`push(author)`), with the type the enclosing function's
        /// parameter of that name declares, if it is one.
        case named(String, declared: String?)
    }
}

/// Reads ``HelperMethod``s and their calls, and resolves each call to the helper it calls.
enum RouteHelpers {
    /// The helper a member function of `owner` would be, whatever its body holds.
    static func method(_ node: FunctionDeclSyntax, owner: String) -> HelperMethod {
        let list = node.signature.parameterClause.parameters
        let generics = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let first = list.first.map { parameter -> String in
            let type = TypeNames.lookupName(of: SyntaxText.normalized(parameter.type))
            return generics.contains(type) ? "" : type
        }
        return HelperMethod(owner: owner, name: node.name.text,
                            labels: list.map { HelperMethod.Label(text: $0.firstName.text, defaulted: $0.defaultValue != nil) },
                            parameterName: list.first.map { ($0.secondName ?? $0.firstName).text },
                            parameterType: first.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The call `node` as a possible helper call, when it calls a lowercase method on a value
    /// named by reference or on the caller's own type.
    /// - Parameters:
    ///   - node: The call.
    ///   - owner: The type whose code makes it.
    ///   - caller: The member function it is made in.
    ///   - parameters: The enclosing function's parameters, by name, with their declared types.
    ///   - source: The file, for positions.
    ///   - conditional: Whether it sits inside an `#if` block.
    static func call(_ node: FunctionCallExprSyntax, owner: String?, caller: HelperMethod?, parameters: [String: String],
                     source: SourceContext, conditional: Bool) -> HelperCallFact? {
        guard owner != nil else { return nil }
        let name: TokenSyntax
        var base: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let written = member.base,
                  let path = SyntaxText.referencePath(written).map(SyntaxText.droppingSelf), path.count <= 1 {
            name = member.declName.baseName
            base = path.first
            if let base, TypeNames.looksLikeType(base) { return nil }
        } else {
            return nil
        }
        guard name.text.first?.isLowercase == true, !node.arguments.isEmpty else { return nil }
        return HelperCallFact(name: name.text, labels: node.arguments.map { $0.label?.text ?? "_" }, base: base,
                              argument: node.arguments.first.flatMap { argument(of: $0.expression, parameters: parameters) },
                              owner: owner, caller: caller, position: source.position(of: name), conditional: conditional)
    }

    /// What tells the type of an argument: the type it is built as, or its name.
    private static func argument(of expression: ExprSyntax, parameters: [String: String]) -> HelperCallFact.Argument? {
        if let call = expression.as(FunctionCallExprSyntax.self),
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, TypeNames.looksLikeType(type) {
            return .built(type)
        }
        guard let path = SyntaxText.referencePath(expression).map(SyntaxText.droppingSelf), path.count == 1,
              let name = path.first, name.first?.isLowercase == true else { return nil }
        return .named(name, declared: parameters[name].map { TypeNames.lookupName(of: $0) })
    }

    /// The helper `call`, a call of a router's method by its name and first label
    /// (``SwiftUIResolver/isRouterMethod(_:)``), calls, if one of `helpers` can be told: of those
    /// its labels and its receiver fit, the only one when it hands several values; else, since one
    /// value may be the route the router's own method takes, the one taking the argument's type,
    /// or named as the argument is.
    /// - Parameters:
    ///   - call: The call.
    ///   - helpers: The helpers known, each making a router call, by name.
    ///   - resolver: The scan's declarations: which types are routes, and the types the
    ///     properties of each type hold.
    static func callee(of call: HelperCallFact, among helpers: [String: [HelperMethod]], resolver: SwiftUIResolver) -> HelperMethod? {
        guard let owner = call.owner else { return nil }
        let properties = resolver.propertyTypes[owner] ?? resolver.propertyTypes[TypeNames.lastComponent(of: owner)] ?? [:]
        let receiver = call.base.map { properties[$0] } ?? owner
        // The router's own method, taking the route, is no overload of it.
        let fitting = (helpers[call.name] ?? []).filter { helper in
            helper.parameterType.map(resolver.isRouteType) == false && helper.accepts(call.labels)
                && receiver.map { TypeNames.lastComponent(of: $0) == TypeNames.lastComponent(of: helper.owner) } != false
        }
        if call.labels.count != 1, fitting.count == 1 { return fitting.first }
        guard let argument = call.argument else { return nil }
        let matching: [HelperMethod]
        switch argument {
        case .built(let type):
            matching = fitting.filter { $0.parameterType.map(TypeNames.lastComponent) == type }
        case .named(let name, let declared):
            if let type = declared ?? properties[name] {
                matching = fitting.filter { $0.parameterType.map(TypeNames.lastComponent) == TypeNames.lastComponent(of: type) }
            } else {
                // `push(referencedNote)` beside `func push(_ note: Event)`.
                matching = fitting.filter { helper in
                    guard let parameter = helper.parameterName else { return false }
                    return name == parameter || name.hasSuffix(parameter.prefix(1).uppercased() + parameter.dropFirst())
                }
            }
        }
        return matching.count == 1 ? matching.first : nil
    }
}
