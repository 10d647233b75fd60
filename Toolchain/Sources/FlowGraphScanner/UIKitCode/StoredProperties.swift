import SwiftSyntax

/// What an initialiser's own statements set its type's properties to (`self.stack =
/// UINavigationController(rootViewController: root)`, `self.children = children`).
enum StoredProperties {
    /// The body's own assignments to a property of `self` (`self.stack = …`, or `stack = …` for a
    /// name in `properties` that no local or parameter of the body shadows): its name, the value,
    /// and the statement.
    static func assignments(in body: CodeBlockSyntax, properties: Set<String> = [],
                            shadowed: Set<String> = []) -> [(property: String, value: ExprSyntax, statement: SequenceExprSyntax)] {
        body.statements.compactMap { statement in
            guard let sequence = statement.item.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            if let member = elements[0].as(MemberAccessExprSyntax.self),
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return (member.declName.baseName.text, elements[2], sequence)
            }
            guard let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text, properties.contains(name),
                  !shadowed.contains(name) else { return nil }
            return (name, elements[2], sequence)
        }
    }

    /// Records in `type` what a stored property declared without a value, or as UIKit's base
    /// type, is set to by the initialiser `body`, or the method run as the screen loads
    /// (``UIKit/loadingMethods``). Its locals are read only when one is set.
    /// - Parameters:
    ///   - body: An initialiser's or a loading method's body.
    ///   - parameters: Its parameters.
    ///   - owner: The type's name.
    ///   - type: The type's facts.
    /// - Returns: The initialiser's locals, when they had to be read.
    static func read(_ body: CodeBlockSyntax, parameters: FunctionParameterListSyntax, of owner: String,
                     into type: inout UIKitTypeFact) -> [String: [TargetReader.Binding]]? {
        var bindings: [String: [TargetReader.Binding]]?
        let declared = Set(type.properties.keys)
        // A bare name is the property's unless the body declares one of its own, or takes one.
        let shadowed = Set(parameters.map { ($0.secondName ?? $0.firstName).text })
            .union(body.statements.flatMap(localNames).filter(declared.contains))
        for (name, value, statement) in assignments(in: body, properties: declared, shadowed: shadowed) {
            let found = bindings ?? BindingCollector.bindings(in: body, parameters: parameters)
            bindings = found
            keep(TargetReader(bindings: found, owner: owner).target(of: value, at: statement.position.utf8Offset), as: name,
                 in: &type)
        }
        return bindings
    }

    /// Records `held` as what the property `name` holds, unless it says less than the type the
    /// property is declared with: a parameter kept as it is given (`self.stack = stack`) does; the
    /// declared type built with arguments (`tab = FeatureViewController(rootViewController: home)`)
    /// says more.
    private static func keep(_ held: TargetExpression, as name: String, in type: inout UIKitTypeFact) {
        guard held != .unknown, !UIKitReader.isBareParameter(held),
              UIKitReader.saysNoScreen(type.properties[name]) || builds(held, declared: type.properties[name]) else { return }
        type.properties[name] = held
    }

    /// Records in `type` what a stored property declared without a screen of its own is set to
    /// where a method makes it the first time it is wanted (`if documentation == nil {
    /// documentation = UINavigationController(rootViewController: DocumentationViewController()) }`,
    /// then `present(documentation!, animated: true)` elsewhere): what it holds once made, as
    /// what an initialiser sets it to is; the first such method read says.
    /// - Parameters:
    ///   - body: A method's body.
    ///   - parameters: Its parameters.
    ///   - owner: The type's name.
    ///   - type: The type's facts.
    static func readMadeWhenWanted(_ body: CodeBlockSyntax, parameters: FunctionParameterListSyntax, of owner: String,
                                   into type: inout UIKitTypeFact) {
        guard !type.properties.isEmpty else { return }
        for statement in body.statements {
            guard let made = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self),
                  made.conditions.count == 1, let name = comparedToNil(made.conditions.first?.condition), type.properties[name] != nil,
                  !parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) else { continue }
            let set = assignments(in: made.body, properties: [name]).filter { $0.property == name }
            guard !set.isEmpty else { continue }
            let reader = TargetReader(bindings: BindingCollector.bindings(in: made.body, parameters: parameters), owner: owner)
            for (_, value, assignment) in set {
                keep(reader.target(of: value, at: assignment.position.utf8Offset), as: name, in: &type)
            }
        }
    }

    /// The property of `self` a condition compares with `nil` (`documentation == nil`,
    /// `self.documentation == nil`), first, or alone (`documentation == nil || documentation?.isEmpty`).
    private static func comparedToNil(_ condition: ConditionElementSyntax.Condition?) -> String? {
        guard case .expression(let expression)? = condition, let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3 || (elements.count > 4 && elements[3].as(BinaryOperatorExprSyntax.self)?.operator.text == "||"),
              elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
              elements[2].is(NilLiteralExprSyntax.self), let path = SyntaxText.referencePath(elements[0]) else { return nil }
        let own = SyntaxText.droppingSelf(path)
        return own.count == 1 ? own[0] : nil
    }

    /// Whether `held` builds the type `declared` names with arguments that may say which screen,
    /// or a stack around a screen (`FeatureViewController(rootViewController: home)`), or the
    /// hosting controller declared, by its own name (`HostingController(rootView: reader)`), also
    /// where the declaration names no view (`let host: VectorHostingController`).
    private static func builds(_ held: TargetExpression, declared: TargetExpression?) -> Bool {
        if declared?.isHosting == true, held.isHosting { return true }
        guard case .type(let type) = declared else { return false }
        switch held.unfollowed {
        case .built(let built, let arguments): return built == type && !arguments.isEmpty
        // A hosting controller of the app's built with its view (`VectorHostingController(rootView:
        // view)`, a subclass over `AnyView`): the view says which screen.
        case .hosting(let host, _): return host == type
        case .embedded: return true
        default: return false
        }
    }

    /// The names a statement declares as locals (`let tabs = …`).
    private static func localNames(_ statement: CodeBlockItemSyntax) -> [String] {
        statement.item.as(VariableDeclSyntax.self)?.bindings.compactMap {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } ?? []
    }
}
