import SwiftSyntax

/// The rows of a split view's sidebar that select by what they list, with no link of their own
/// (``SplitViewSelections``): in `List(selection: $selection) { ForEach(primaryItems + [.hotspot],
/// id: \.self) { Label($0.name, …) } }`, each case the `ForEach` lists shows the view the detail
/// builds for it, drawn at the row the `ForEach` builds (what is tapped). The cases are read
/// from lists written in place and from the enclosing type's properties holding one (`private
/// let primaryItems: [MenuItem] = [.bookmarks]`); a list that cannot be read draws nothing.
enum SplitViewRows {
    /// Each case a row of `splitView`'s sidebar selects, with the row listing it: the first view
    /// its `ForEach` builds for each element, else the `ForEach`.
    /// - Parameters:
    ///   - splitView: A `NavigationSplitView(…)` whose sidebar selects by a member of `type`.
    ///   - list: Its sidebar's `List(selection:)` (``SplitViewSelections/Detail/list``).
    ///   - type: The selection's type, which cases written bare (`.bookmarks`) belong to.
    static func rows(of splitView: FunctionCallExprSyntax, list: FunctionCallExprSyntax,
                     selecting type: String) -> [(value: CaseValue, row: Syntax)] {
        ForEaches.in(list).flatMap { forEach -> [(value: CaseValue, row: Syntax)] in
            guard let data = forEach.arguments.first, data.label == nil,
                  let cases = cases(in: data.expression, around: splitView) else { return [] }
            let row = ViewContentReader.closures(of: forEach).first?.statements.first.map(Syntax.init) ?? Syntax(forEach.calledExpression)
            return cases.map { (CaseValue(type: $0.type ?? type, caseName: $0.caseName), row) }
        }
    }

    /// The cases `expression` lists: array literals of cases, joined by `+`, and the enclosing
    /// type's properties holding one; `nil` when any part cannot be read.
    private static func cases(in expression: ExprSyntax, around node: some SyntaxProtocol) -> [CaseValue]? {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count % 2 == 1,
                  stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" })
            else { return nil }
            var all: [CaseValue] = []
            for operand in stride(from: 0, to: elements.count, by: 2).map({ elements[$0] }) {
                guard let cases = cases(in: operand, around: node) else { return nil }
                all += cases
            }
            return all
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            let cases = array.elements.compactMap { ViewContentReader.caseValue($0.expression) }
            return cases.count == array.elements.count ? cases : nil
        }
        if let path = SyntaxText.referencePath(expression).map(SyntaxText.droppingSelf), path.count == 1,
           let held = heldList(path[0], around: node) {
            return cases(in: held, around: node)
        }
        return nil
    }

    /// The list literal the enclosing type's property `name` holds: its initial value or a getter's one expression.
    private static func heldList(_ name: String, around node: some SyntaxProtocol) -> ExprSyntax? {
        guard let binding = SplitViewSelections.memberBinding(name, around: node) else { return nil }
        if let value = binding.initializer?.value { return value }
        guard case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1 else { return nil }
        return statements.first.flatMap(ViewContentReader.expression(of:))
    }

    /// Finds the `ForEach`es in a list's content.
    private final class ForEaches: SyntaxVisitor {
        private var found: [FunctionCallExprSyntax] = []

        static func `in`(_ list: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
            let finder = ForEaches(viewMode: .sourceAccurate)
            for closure in ViewContentReader.closures(of: list) { finder.walk(closure) }
            return finder.found
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach" else { return .visitChildren }
            found.append(node)
            // A row's own content is the row, no list of its own.
            return .skipChildren
        }
    }
}
