import SwiftSyntax

/// The views a SwiftUI builder returns (`func content() -> some View`, a `@ViewBuilder` whose
/// `if` and `switch` choose between screens): one view expression per branch, read where it
/// stands, so a hosting controller given the builder's result is each screen it can host.
enum BuiltViewExpressions {
    /// One view expression for each way through `statements` (each branch of an `if`, each case
    /// of a `switch`, a `return`'s value); `nil` when a way builds none or several side by side,
    /// which name no one screen.
    static func views(in statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        let built = statements.compactMap(ViewContentReader.expression(of:))
        guard built.count == 1, let only = built.first else { return nil }
        return values(of: only)
    }

    /// One expression for each way through an `if` or `switch` used as a value (`let target = if
    /// wide { split } else { stack }`), each branch's own value; the expression itself otherwise.
    static func values(of only: ExprSyntax) -> [ExprSyntax]? {
        if let branches = only.as(IfExprSyntax.self) {
            // Without an `else` one way builds nothing: no screen, so no edge, for that way.
            let ways = ViewContentReader.branches(of: branches).map(views(in:))
            guard !ways.contains(where: { $0 == nil }) else { return nil }
            return ways.flatMap { $0 ?? [] }
        }
        if let switched = only.as(SwitchExprSyntax.self) {
            let ways = switched.cases.map { element in element.as(SwitchCaseSyntax.self).flatMap { views(in: $0.statements) } }
            guard !ways.contains(where: { $0 == nil }) else { return nil }
            return ways.flatMap { $0 ?? [] }
        }
        return [only]
    }
}
