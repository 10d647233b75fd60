import SwiftSyntax

/// The case of a `switch` over its own parameter that a helper's UIKit call stands in:
/// `private func open(_ state: OpenState, toPresent: UIViewController?) { switch state { case
/// .popover: present(toPresent…) case .push: navigationController?.pushViewController(toPresent…) } }`.
///
/// A caller passing one of the enumeration's cases by name (`open(.push, toPresent: vc)`) reaches
/// only the branches of that case: its screen is drawn at the push, not also at the present. A
/// caller passing anything else (a property, a parameter of its own) may reach every branch.
/// A caller that is a wrapper itself, passing a parameter of its own through
/// (`func present(viewController: UIViewController, withStyle style: Style, withStateable s: Stateable)
/// { present(viewController: viewController, withStyle: style, disposeBag: bag) }`), keeps the
/// branch on that parameter, so that its own callers reach only the case they name.
extension NavigationWrappers {
    /// A branch: the parameter switched over, by index, and the cases that lead into it.
    struct Branch: Sendable, Hashable {
        var parameter: Int
        var cases: Set<String>
    }

    /// The branch `node` stands in within its function: the nearest `case` of a `switch` over a
    /// bare parameter, when every pattern of that case names a case (`.popover`,
    /// `OpenState.push`, `.link(let url)`); `nil` otherwise (a `default:`, a binding pattern, a
    /// switch over something else, no switch).
    static func branch(around node: some SyntaxProtocol, parameters: [Parameter]) -> Branch? {
        guard !parameters.isEmpty else { return nil }
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) {
                return nil
            }
            if let clause = syntax.as(SwitchCaseSyntax.self),
               let switched = clause.parent?.parent?.as(SwitchExprSyntax.self),
               let subject = switched.subject.as(DeclReferenceExprSyntax.self),
               let index = parameters.firstIndex(where: { $0.name == subject.baseName.text }) {
                guard case .case(let label) = clause.label else { return nil }
                var cases = Set<String>()
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                          let name = caseName(pattern.expression) else { return nil }
                    cases.insert(name)
                }
                return Branch(parameter: index, cases: cases)
            }
            current = syntax.parent
        }
        return nil
    }

    /// The branch a call of a wrapper with `branch` stands in for a caller passing `argument` to
    /// the parameter switched over, when that argument is one of the caller's own `parameters`
    /// (`withStyle: style`): the same cases, switched over by that parameter.
    static func forwarded(_ branch: Branch?, with argument: LabeledExprSyntax?, to parameters: [Parameter]) -> Branch? {
        guard let branch, let name = argument?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let index = parameters.firstIndex(where: { $0.name == name }) else { return nil }
        return Branch(parameter: index, cases: branch.cases)
    }

    /// Whether a call passing `argument` to the parameter `branch` switches over may reach it:
    /// unless that argument names another case.
    static func reaches(_ branch: Branch, with argument: LabeledExprSyntax?) -> Bool {
        guard let argument, let name = caseName(argument.expression) else { return true }
        return branch.cases.contains(name)
    }

    /// The case `expression` names: `.push`, `OpenState.push`, `.link(url)`; `nil` for anything
    /// else (a value, `.init(…)`, a member of a value such as `settings.mode`).
    private static func caseName(_ expression: ExprSyntax) -> String? {
        let written = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        guard let member = written.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            // Only a type's name (capitalised) before the case, not a value's member.
            guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { return nil }
        }
        let name = member.declName.baseName.text
        return name == "init" ? nil : name
    }
}
