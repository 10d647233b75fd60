import SwiftSyntax

// Routers by enum: a type maps the cases of a scene enum to screens in one method
// (`func get(scene: Scene) -> UIViewController? { switch scene { case .profile(let model):
// return ProfileViewController(model) … } }`) and shows them in another that makes the UIKit
// calls (`func present(scene: Scene, from: UIViewController?, transition: Transition)`); screens
// ask it with a case (`coordinator.present(scene: .profile(model), from: self, transition: .show)`).
// The call is an edge from the screen asking to the case's screen.

/// A method's `switch` over its parameter, each case mapped to the one screen it builds.
struct SceneMapFact: Hashable, Sendable {
    var owner: String
    var cases: [String: TargetExpression]
}

/// A call passing an enum case (`.profile(model)`) to a method: maybe a router's.
struct RouterCallFact: Hashable, Sendable {
    var owner: String
    /// The enclosing method, the edge's label.
    var method: String?
    /// The method called.
    var callee: String
    /// What the method is called on (`coordinator`), to tell routers with the same case apart.
    var receiver: TargetExpression?
    var cases: [String]
    /// Whether another argument names a push (`transition: .show`); else it presents.
    var pushes: Bool
    var position: SourcePosition
}

enum SceneRouters {
    /// The cases of `switch parameter` in `body` each building exactly one screen (a type named
    /// as a view controller is, or one built with `rootViewController:` or `rootView:`).
    static func sceneMap(in body: CodeBlockSyntax, parameters: Set<String>, reader: TargetReader) -> [String: TargetExpression] {
        var cases: [String: TargetExpression] = [:]
        for statement in body.statements {
            guard let switchExpr = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                    ?? statement.item.as(SwitchExprSyntax.self),
                  let subject = switchExpr.subject.as(DeclReferenceExprSyntax.self), parameters.contains(subject.baseName.text)
            else { continue }
            for element in switchExpr.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self),
                      let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { continue }
                let built = Set(ScreenConstructions.calls(in: switchCase.statements).map {
                    reader.target(of: ExprSyntax($0), at: $0.position.utf8Offset)
                }.filter { $0 != .unknown })
                guard built.count == 1, let only = built.first else { continue }
                for item in label.caseItems {
                    if let name = caseName(of: item.pattern) { cases[name] = only }
                }
            }
        }
        return cases
    }

    /// `.profile`, `.profile(let model)` → `profile`.
    private static func caseName(of pattern: PatternSyntax) -> String? {
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return implicitMember(expression)
    }

    /// The case an implicit member expression names: `.profile` or `.profile(…)`.
    static func implicitMember(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil { return member.declName.baseName.text }
        return nil
    }

    /// A call passing enum cases, as a router call might.
    static func routerCall(_ node: FunctionCallExprSyntax, owner: String, method: String?, source: SourceContext,
                           reader: TargetReader) -> RouterCallFact? {
        let callee: String
        var receiver: TargetExpression?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            callee = member.declName.baseName.text
            receiver = reader.target(of: base, at: node.position.utf8Offset)
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else {
            return nil
        }
        let named = node.arguments.compactMap { implicitMember($0.expression) }
        guard let first = named.first else { return nil }
        let pushes = named.dropFirst().contains { $0.lowercased().contains("show") || $0.lowercased().contains("push") }
        return RouterCallFact(owner: owner, method: method, callee: callee, receiver: receiver, cases: [first], pushes: pushes,
                              position: source.position(of: node))
    }
}

/// The constructor calls of screens in a case's statements: `ProfileViewController(…)`,
/// `UINavigationController(rootViewController: …)`, `UIHostingController(rootView: …)`.
private final class ScreenConstructions: SyntaxVisitor {
    private var found: [FunctionCallExprSyntax] = []

    static func calls(in statements: CodeBlockItemListSyntax) -> [FunctionCallExprSyntax] {
        let visitor = ScreenConstructions(viewMode: .sourceAccurate)
        visitor.walk(statements)
        return visitor.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isUppercase == true else { return .visitChildren }
        let labels = node.arguments.compactMap { $0.label?.text }
        if labels.contains("rootViewController") || labels.contains("rootView") {
            found.append(node)
            return .skipChildren
        }
        if UIKit.isScreenType(name, inherited: []) || UIKit.systemScreens.contains(name) { found.append(node) }
        return .visitChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
