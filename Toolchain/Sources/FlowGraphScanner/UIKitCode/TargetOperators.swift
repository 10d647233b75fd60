import SwiftSyntax

// The operators a target can be written with, as the parser leaves them unfolded (a flat list of
// operands and operators): a cast, a conditional, a fallback.
extension TargetReader {
    /// What an operator sequence shows: `a as! X` an `X`; `c ? a : b` and `a ?? b` either side,
    /// each an alternative drawn (in the branch of `x == nil ? … : …` where `x` is `nil`, an
    /// `x ?? fallback` is the fallback alone). Anything else (arithmetic, a comparison) is unknown.
    func target(ofSequence elements: [ExprSyntax], at offset: Int, depth: Int) -> TargetExpression {
        if elements.count == 1 { return target(of: elements[0], at: offset, depth: depth) }
        // The conditional binds loosest: its first `?` splits the condition from both branches,
        // and the rest is the `else` branch (itself perhaps another conditional).
        if !elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
           let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index + 1 < elements.count {
            var whenTrue = self
            var whenFalse = self
            if let checked = nilCheck(Array(elements[..<index])) {
                if checked.isNil { whenTrue.absent.insert(checked.name) } else { whenFalse.absent.insert(checked.name) }
            }
            // A `nil` branch (`hibernating ? nil : tabs.checkins`) shows no screen: the other one is
            // the only screen there may be.
            let otherwise = Array(elements[(index + 1)...])
            var options: [TargetExpression] = []
            if !ternary.thenExpression.is(NilLiteralExprSyntax.self) {
                options.append(whenTrue.target(of: ternary.thenExpression, at: offset, depth: depth))
            }
            if !(otherwise.count == 1 && otherwise[0].is(NilLiteralExprSyntax.self)) {
                options.append(whenFalse.target(ofSequence: otherwise, at: offset, depth: depth))
            }
            return Self.eitherOf(options)
        }
        if let type = Self.castType(ofSequence: elements) {
            if let named = Self.castTarget(type) { return .type(named) }
            return target(of: elements[0], at: offset, depth: depth)
        }
        let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
        if elements.count % 2 == 1, operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) {
            let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }.filter { operand in
                guard let name = operand.as(DeclReferenceExprSyntax.self)?.baseName.text else { return true }
                return !absent.contains(name)
            }
            return Self.eitherOf(operands.map { target(of: $0, at: offset, depth: depth) })
        }
        return .unknown
    }

    /// The type `expression` is cast to (`value as? UINavigationController`), folded or, as the
    /// parser leaves it, a sequence of the value, `as?` and the type; `nil` for anything else.
    static func castType(of expression: ExprSyntax) -> TypeSyntax? {
        if let cast = expression.as(AsExprSyntax.self) { return cast.type }
        return expression.as(SequenceExprSyntax.self).flatMap { castType(ofSequence: Array($0.elements)) }
    }

    /// The type a cast to `type` names, as ``specificType(_:)`` reads it, unless it is a generic
    /// parameter of a function or type around the cast (`… as! T` in `func next<T>(…) -> T`),
    /// which names whatever each caller infers, no type of the app's.
    static func castTarget(_ type: TypeSyntax) -> String? {
        guard let name = specificType(type) else { return nil }
        var node = type.parent
        while let current = node {
            let clause = current.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? current.as(InitializerDeclSyntax.self)?.genericParameterClause
                ?? current.as(SubscriptDeclSyntax.self)?.genericParameterClause
                ?? current.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? current.as(StructDeclSyntax.self)?.genericParameterClause
                ?? current.as(EnumDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return nil }
            node = current.parent
        }
        return name
    }

    /// The type an unfolded sequence casts to: its value, `as?` / `as!` / `as`, and the type.
    static func castType(ofSequence elements: [ExprSyntax]) -> TypeSyntax? {
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) else { return nil }
        return elements[2].as(TypeExprSyntax.self)?.type
    }

    /// Several values a target can be as one: the value itself when they agree, unknown when
    /// any is (a call is drawn whole or not at all).
    static func eitherOf(_ options: [TargetExpression]) -> TargetExpression {
        var distinct: [TargetExpression] = []
        for option in options {
            let each: [TargetExpression] = if case .oneOf(let inner) = option { inner } else { [option] }
            for value in each where !distinct.contains(value) { distinct.append(value) }
        }
        guard !distinct.isEmpty, !distinct.contains(.unknown) else { return .unknown }
        return distinct.count == 1 ? distinct[0] : .oneOf(distinct)
    }

    /// A condition comparing a local or parameter with `nil` (`x == nil`, `(x != nil)`), which
    /// the code never assigns after binding it: the name, and whether `true` means `nil`.
    private func nilCheck(_ condition: [ExprSyntax]) -> (name: String, isNil: Bool)? {
        var elements = condition
        if elements.count == 1, let tuple = elements[0].as(TupleExprSyntax.self), tuple.elements.count == 1,
           let inner = tuple.elements.first?.expression.as(SequenceExprSyntax.self) {
            elements = Array(inner.elements)
        }
        guard elements.count == 3, let comparison = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              comparison == "==" || comparison == "!=" else { return nil }
        let sides = [elements[0], elements[2]]
        guard sides.contains(where: { $0.is(NilLiteralExprSyntax.self) }),
              let name = sides.lazy.compactMap({ $0.as(DeclReferenceExprSyntax.self)?.baseName.text }).first,
              let bound = bindings[name], !bound.contains(where: \.isAssignment) else { return nil }
        return (name, comparison == "==")
    }
}
