import SwiftSyntax

/// A pager's pages, as XLPagerTabStrip's pagers list them: a subclass of one of its
/// `…PagerTabStripViewController`s overrides `viewControllers(for:) -> [UIViewController]`,
/// returning its pages in a list written in place (`return [summary, details]`) or built by
/// appending (`pages.append(summary)`). Each page is embedded in the pager, drawn at the line
/// listing it.
enum PagerPages {
    /// The needle of a file or body that may list pages.
    static let needleToken = ByteToken("viewControllers", followedBy: ["(for"])

    /// Whether `function` is a pager's list of its pages.
    static func lists(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "viewControllers" && function.signature.parameterClause.parameters.count == 1
            && function.signature.parameterClause.parameters.first?.firstName.text == "for"
            && function.signature.returnClause?.type.is(ArrayTypeSyntax.self) == true
    }

    /// The page `node` lists in a pager's list of pages: an appended value (`pages.append(x)`),
    /// or each value of a list returned (`return [a, b]`); `nil` for anything else.
    /// - Parameters:
    ///   - node: A call or a `return` in the list's body.
    ///   - context: The reader of the body's calls, which knows its locals and owner.
    static func pages(in node: some SyntaxProtocol, context: UIKitCallReader) -> [UIKitCallFact] {
        let values: [ExprSyntax]
        if let call = node.as(FunctionCallExprSyntax.self) {
            guard let appended = SyntaxText.appended(by: call) else { return [] }
            values = [appended.value]
        } else if let returned = node.as(ReturnStmtSyntax.self)?.expression?.as(ArrayExprSyntax.self) {
            values = returned.elements.map(\.expression)
        } else {
            return []
        }
        return values.map { context.embedding($0, at: node) }
    }
}
