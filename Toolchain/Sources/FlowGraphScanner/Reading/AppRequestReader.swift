@_spi(FlowKitTools) import FlowKit
import SwiftSyntax

/// Where a request of the app's own code runs from.
enum AppSource: Sendable {
    /// `navigator.start(…)`: nothing; its target is the window's first root.
    case start
    /// `navigator.from(flow: flows.list)`: the screen that flow built.
    case flow(Reference)
    /// `navigator.from(screen)` or `navigator.fromVisibleScreen()`: a screen the code does not
    /// name by its flow.
    case unnamed
}

/// A navigation request the app's own code makes, outside any flow's `lets`: a start, a deep
/// link, a request through `navigator.from(…)`.
struct AppRequestFact: Sendable {
    /// The verb as a flow's verb is read (target, `animated:`, `embedding:`, `#if`, position);
    /// its label is the function the request is made in.
    var request: VerbFact
    var source: AppSource
    /// The qualified name of the type it is written in (where `self` points); `nil` at file scope.
    var context: String?
}

/// Reads the navigator calls of app code (FlowKit's `FlowNavigator` and `AppNavigation`):
/// `navigator.start(root)`, whatever made the navigator (`FlowNavigator(window:)`,
/// `HeadlessNavigator()`), and `navigator.from(screen)`, `from(flow:)` or `fromVisibleScreen()`
/// followed by one of `AppNavigation`'s verbs (`push`, `present`, `setWindowRoot`, `run(.pop)`…).
///
/// No type checker says that a receiver is a navigator, so a call is read by its shape, in
/// files that import FlowKit: `start` with one unlabelled argument, a verb chained directly
/// onto `from(…)`. A start is kept only where its target resolves to a flow, tab container or
/// group (`GraphAssembler`): `engine.start(config)` names none.
struct AppRequestReader {
    let source: SourceContext

    /// The request `call` makes, if it is one, written inside `context`.
    func request(_ call: FunctionCallExprSyntax, context: String?) -> AppRequestFact? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let method = member.declName.baseName.text
        if method == DSL.App.start {
            let unlabelled = call.arguments.filter { $0.label == nil }
            guard unlabelled.count == 1, let root = unlabelled.first?.expression else { return nil }
            return fact(.setWindowRoot, target: root, call: call, source: .start, context: context)
        }
        guard let from = self.source(of: base), let (verb, target) = Self.verb(method, arguments: call.arguments) else {
            return nil
        }
        return fact(verb, target: target, call: call, source: from, context: context)
    }

    private func fact(_ verb: NavigationVerb, target: ExprSyntax?, call: FunctionCallExprSyntax, source from: AppSource,
                      context: String?) -> AppRequestFact {
        // As `FlowNavigator.start` and `AppNavigation` default them: a start is not animated, a
        // request as its verb says.
        var animated: Bool
        switch from {
        case .start: animated = false
        case .flow, .unnamed: animated = verb.animatesAsAppRequest
        }
        var embedding: Embedding?
        for argument in call.arguments {
            switch argument.label?.text {
            case DSL.Label.animated:
                if let literal = argument.expression.as(BooleanLiteralExprSyntax.self) {
                    animated = literal.literal.tokenKind == .keyword(.true)
                }
            case DSL.Label.embedding:
                embedding = argument.expression.as(MemberAccessExprSyntax.self).flatMap {
                    Embedding(rawValue: $0.declName.baseName.text)
                }
            default: break
            }
        }
        let request = VerbFact(verb: verb, target: target.map { reference(DSL.placedGroup($0)) },
                               label: Self.enclosingFunction(of: call) ?? "", callbackProperty: nil, animated: animated,
                               embedding: embedding, conditional: DeclarationReader.isConditional(call),
                               position: source.position(of: call))
        return AppRequestFact(request: request, source: from, context: context)
    }

    /// The reference `expression` makes, its first name replaced by the type a local or
    /// parameter declares for it (`flows.tutorial` after `let flows = TutorialFlows()`), and a
    /// type built in place read as that type (`AppFlows().onboarding`).
    private func reference(_ expression: ExprSyntax) -> Reference {
        var reference = source.reference(expression)
        if let member = expression.as(MemberAccessExprSyntax.self), let built = member.base?.as(FunctionCallExprSyntax.self),
           let callee = Callee(built), TypeNames.looksLikeType(callee.name) {
            reference.path = [callee.path.joined(separator: "."), member.declName.baseName.text]
        } else if let path = reference.path, let first = path.first, SyntaxText.referencePath(expression)?.first != "self",
                  let type = LocalTypes.type(of: first, at: expression) {
            reference.path = [type] + path.dropFirst()
        }
        return reference
    }

    /// The source `base` names when it is `x.from(screen)`, `x.from(flow: f)` or
    /// `x.fromVisibleScreen()`.
    private func source(of base: ExprSyntax) -> AppSource? {
        guard let call = base.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        let arguments = Array(call.arguments)
        switch member.declName.baseName.text {
        case DSL.App.fromVisibleScreen where arguments.isEmpty:
            return .unnamed
        case DSL.App.from where arguments.count == 1:
            guard arguments[0].label?.text == DSL.App.flowLabel else { return arguments[0].label == nil ? .unnamed : nil }
            return .flow(reference(arguments[0].expression))
        default:
            return nil
        }
    }

    /// The verb `AppNavigation`'s method `method` makes with `arguments`, and its target:
    /// `run(.pop)` and `run(.replace, to: x)` name the verb by its case; the others are spelt as
    /// `lets`' verbs.
    private static func verb(_ method: String, arguments: LabeledExprListSyntax) -> (NavigationVerb, ExprSyntax?)? {
        if method == DSL.App.run {
            guard let named = arguments.first(where: { $0.label == nil })?.expression.as(MemberAccessExprSyntax.self),
                  let verb = NavigationVerb(rawValue: named.declName.baseName.text) else { return nil }
            let target = arguments.first { $0.label?.text == DSL.App.runTargetLabel }?.expression
            // As the navigator judges them: any other pairing is refused, and navigates nowhere.
            let accepted = target == nil ? !verb.hasTarget : verb.namesAScreen
            return accepted ? (verb, target) : nil
        }
        guard let candidates = DSL.verbsByName[method], let found = VerbExtractor.verb(among: candidates, arguments: arguments),
              found.0 != .emit else { return nil }
        return found
    }

    /// The name of the function the request is made in (`open` for `func open(_ url: URL)`):
    /// what tells two requests of the app apart on a map; `nil` in an initializer or at file scope.
    private static func enclosingFunction(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            if parent.is(InitializerDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}
