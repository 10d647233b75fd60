import FlowGraph
import FlowKit
import SwiftSyntax

/// The scanner's reading of two DSL forms: verbs bound to the cases of a step enum
/// (`lets.steps { step in switch step { case .movieDetail(let id): .to(lets.push(x), id) } }`)
/// and flows built per arrival (`ArrivalFlow(owner: self) { (id: Int) in Screen(id) } bind: {…}`).
///
/// A step edge's arguments are the types its verb takes: the case's payload types when the
/// route hands the verb the case's whole payload in order (`case .detail(let id): .to(verb,
/// id)`), read from the enum's declaration through the step type of the callback the
/// `lets.steps` closure is assigned to; else, for a verb entering an `ArrivalFlow`, its
/// builder's parameter types. Values a route computes (`.to(verb, id + 1)`) are not typed, so
/// such an edge's arguments can differ from the runtime walker's.
enum StepsAndArrivals {
    /// `ArrivalFlow(…) { (id: Int) in … } bind: { screen, lets in … }`.
    static let arrivalFlow = "ArrivalFlow"
    /// The label of an arrival flow's binding closure.
    static let bindLabel = "bind"
    /// `.to(verb, values…)`, a step case's route.
    static let stepRoute = "to"

    /// The name of the step case whose route `call` (a verb) is the verb of: the verb is the
    /// first argument of `.to(…)`, which a `switch` case returns (`case .movieDetail(let id):`
    /// gives `movieDetail`). `nil` for a verb anywhere else.
    static func stepCase(of call: FunctionCallExprSyntax) -> String? {
        guard let route = route(given: ExprSyntax(call)) else { return nil }
        var current = route.parent
        while let node = current, !node.is(ClosureExprSyntax.self) {
            if let switchCase = node.as(SwitchCaseSyntax.self) { return caseName(of: switchCase) }
            current = node.parent
        }
        return nil
    }

    /// For a step route's verb `call`: the callback property its `lets.steps` closure is assigned
    /// to (`vc.onStep = lets.steps { … }` gives `onStep`), when the route hands the verb the
    /// case's whole payload, in order; `nil` otherwise.
    static func payloadProperty(of call: FunctionCallExprSyntax) -> String? {
        guard let route = route(given: ExprSyntax(call)) else { return nil }
        let values = route.arguments.dropFirst().map { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text }
        var current = route.parent
        var switchCase: SwitchCaseSyntax?
        while let node = current {
            if switchCase == nil, let found = node.as(SwitchCaseSyntax.self) {
                guard case .case(let label) = found.label, label.caseItems.count == 1, let item = label.caseItems.first,
                      !values.isEmpty, values == boundNames(in: item.pattern) else { return nil }
                switchCase = found
            }
            if switchCase != nil, let closure = node.as(ClosureExprSyntax.self) {
                guard let steps = closure.parent?.as(FunctionCallExprSyntax.self),
                      let assigned = Assignment.leftSide(ofRightSide: ExprSyntax(steps)) else { return nil }
                return Assignment.screenProperty(assigned)
            }
            current = node.parent
        }
        return nil
    }

    /// The names a case pattern binds, in order: `id` and `name` for `.detail(let id, let name)`
    /// or `let .detail(id, name)`.
    private static func boundNames(in pattern: PatternSyntax) -> [String?] {
        pattern.tokens(viewMode: .sourceAccurate).filter { $0.parent?.is(IdentifierPatternSyntax.self) == true }.map(\.text)
    }

    /// Whether `expression` is the verb a step route runs: `.to(expression, …)`.
    static func isRouteArgument(_ expression: ExprSyntax) -> Bool { route(given: expression) != nil }

    /// The `.to(…)` call whose verb argument `expression` is.
    private static func route(given expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let route = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              route.arguments.first?.id == argument.id,
              let member = route.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              member.declName.baseName.text == stepRoute else { return nil }
        return route
    }

    /// `movieDetail` for `case .movieDetail(let id):` or `case .movieDetail:` (its first item).
    static func caseName(of switchCase: SwitchCaseSyntax) -> String? {
        guard case .case(let label) = switchCase.label, let item = label.caseItems.first else { return nil }
        return caseName(of: item)
    }

    /// `movieDetail` for the item `.movieDetail(let id)`, `let .movieDetail(id)` or `.movieDetail`.
    static func caseName(of item: SwitchCaseItemSyntax) -> String? {
        var pattern = item.pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The flow an `ArrivalFlow(…)` call declares: its screen is what the builder returns (or
    /// the first generic argument written), its arguments the builder's parameter types, its
    /// verbs those of the `bind:` closure, whose `lets` is its second parameter.
    static func flow(_ call: FunctionCallExprSyntax, callee: Callee, name: String, owner: String?,
                     annotation: TypeSyntax?, position: SourcePosition, source: SourceContext) -> FlowFact {
        let build = call.trailingClosure ?? call.arguments.first { $0.label == nil && $0.expression.is(ClosureExprSyntax.self) }?
            .expression.as(ClosureExprSyntax.self)
        let bind = call.additionalTrailingClosures.first { $0.label.text == bindLabel }?.closure
            ?? call.arguments.first { $0.label?.text == bindLabel }?.expression.as(ClosureExprSyntax.self)
        var screen = annotation.flatMap { TypeShapes.genericArguments(of: $0, named: arrivalFlow).first }
            ?? callee.generics.first
        if screen == nil, let build { screen = builtType(by: build) }
        var verbs: [VerbFact] = []
        if let bind, let lets = ClosureParameters.name(at: 1, of: bind) {
            verbs = VerbExtractor.verbs(in: bind, letsName: lets, source: source)
        }
        var fact = FlowFact(owner: owner, name: name, screenType: screen, verbs: verbs, position: position)
        fact.arrivalArguments = build.map(parameterTypes) ?? []
        return fact
    }

    /// The type a closure's last statement constructs: `Screen(…)` or `return Screen(…)`.
    private static func builtType(by closure: ClosureExprSyntax) -> String? {
        guard let last = closure.statements.last.map({ Syntax($0.item) }) else { return nil }
        let expression = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
        guard let built = expression?.as(FunctionCallExprSyntax.self), let builder = Callee(built),
              TypeNames.looksLikeType(builder.name) else { return nil }
        return builder.path.joined(separator: ".")
    }

    /// `["Int", "String"]` for `{ (id: Int, title: String) in … }`.
    private static func parameterTypes(of closure: ClosureExprSyntax) -> [String] {
        guard case .parameterClause(let clause)? = closure.signature?.parameterClause else { return [] }
        return clause.parameters.compactMap { $0.type.map(SyntaxText.normalized) }
    }
}
