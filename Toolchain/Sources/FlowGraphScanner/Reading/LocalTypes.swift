import SwiftSyntax

/// The type of a name that app code declares right where it navigates: a local
/// (`let flows = TutorialFlows()`, `let flows: ShopFlows = …`) or a parameter
/// (`init(flows: ShopFlows = ShopFlows())`), so `navigator.start(flows.tutorial)` resolves as
/// `TutorialFlows.tutorial` without a type checker. Members of the enclosing type need nothing
/// of this: the type table knows them.
enum LocalTypes {
    /// The type written for `name` in the scopes enclosing `node` (innermost first, locals
    /// declared before `node`), up to the enclosing type declaration; `nil` when none says.
    static func type(of name: String, at node: some SyntaxProtocol) -> String? {
        var child = Syntax(node)
        var current = node.parent
        while let scope = current {
            if scope.is(MemberBlockSyntax.self) { return nil }
            if let items = scope.as(CodeBlockItemListSyntax.self), let type = declared(name, in: items, before: child) {
                return type
            }
            if let parameters = self.parameters(of: scope),
               let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return TypeNames.lookupName(of: SyntaxText.normalized(TypeShapes.unwrapped(parameter.type)))
            }
            child = scope
            current = scope.parent
        }
        return nil
    }

    /// The parameters of a function or initializer declaration.
    private static func parameters(of node: Syntax) -> FunctionParameterListSyntax? {
        if let function = node.as(FunctionDeclSyntax.self) { return function.signature.parameterClause.parameters }
        if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.signature.parameterClause.parameters }
        return nil
    }

    /// The type of the last `let`/`var` named `name` among `items` before the one holding `child`.
    private static func declared(_ name: String, in items: CodeBlockItemListSyntax, before child: Syntax) -> String? {
        var found: String?
        for item in items {
            if item.id == child.id { break }
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                found = written(binding)
            }
        }
        return found
    }

    /// The type a binding states (`: ShopFlows`) or constructs (`= ShopFlows()`).
    private static func written(_ binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation?.type {
            return TypeNames.lookupName(of: SyntaxText.normalized(TypeShapes.unwrapped(annotation)))
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let callee = Callee(call),
              TypeNames.looksLikeType(callee.name) else { return nil }
        return callee.path.joined(separator: ".")
    }
}
