import SwiftSyntax

/// Reads what the scanner needs from written types: the function type under a callback's
/// optionals and attributes, and the generic arguments of `Flow<X>` or `FlowOutput<A, B>`.
enum TypeShapes {
    /// The type under optionals, `Optional<…>`, attributes (`@MainActor`, `@Sendable`) and
    /// redundant parentheses: `(@MainActor (Item) -> Void)?` → `(Item) -> Void`. A loop, not
    /// recursion, however deeply wrapped.
    static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        var current = type
        while true {
            if let optional = current.as(OptionalTypeSyntax.self) {
                current = optional.wrappedType
            } else if let optional = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                current = optional.wrappedType
            } else if let attributed = current.as(AttributedTypeSyntax.self) {
                current = attributed.baseType
            } else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1,
                      let only = tuple.elements.first, only.firstName == nil, only.ellipsis == nil {
                current = only.type
            } else if let identifier = current.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
                      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
                      let wrapped = arguments.first!.typeArgument {
                current = wrapped
            } else {
                return current
            }
        }
    }

    /// The parameter types of a function type, normalised: `(_ item: Item, Int) -> Void` →
    /// `["Item", "Int"]`.
    static func arguments(of function: FunctionTypeSyntax) -> [String] {
        function.parameters.map { element in
            SyntaxText.normalized(element.type) + (element.ellipsis == nil ? "" : "...")
        }
    }

    /// The generic arguments of a named type, whatever its name: `Handler<Int>` → `["Int"]`.
    static func genericArguments(of type: TypeSyntax) -> [String] {
        let clause = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
        return clause?.arguments.map { SyntaxText.normalized($0.argument) } ?? []
    }

    /// The generic arguments of `name<…>` under optionals: `Flow<X>!` → `["X"]`; `[]` when the
    /// type is something else.
    static func genericArguments(of type: TypeSyntax, named name: String) -> [String] {
        let unwrapped = unwrapped(type)
        let clause: GenericArgumentClauseSyntax?
        if let identifier = unwrapped.as(IdentifierTypeSyntax.self), identifier.name.text == name {
            clause = identifier.genericArgumentClause
        } else if let member = unwrapped.as(MemberTypeSyntax.self), member.name.text == name,
                  member.baseType.as(IdentifierTypeSyntax.self)?.name.text == DSL.module {
            clause = member.genericArgumentClause
        } else {
            clause = nil
        }
        return clause?.arguments.map { SyntaxText.normalized($0.argument) } ?? []
    }
}

extension GenericArgumentSyntax {
    /// The argument as a type; `nil` for a value argument (`Vector<3, Int>`'s `3`). swift-syntax
    /// 601 made `argument` a choice of type or expression; 600's is always a type, and the
    /// toolchain builds with either (Package.swift), so the difference is read here once.
    var typeArgument: TypeSyntax? {
        #if canImport(SwiftSyntax601)
        if case .type(let type) = argument { return type }
        return nil
        #else
        return argument
        #endif
    }
}
