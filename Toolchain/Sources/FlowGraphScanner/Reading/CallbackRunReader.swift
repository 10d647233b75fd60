@_spi(FlowKitTools) import FlowGraph
import SwiftSyntax

/// Reads which callbacks run the verbs a flow keeps in locals and never assigns, as
/// ``CallbackRuns`` describes them for both walkers: a callback is a closure assigned to a
/// property (`screen.onOutput = { output in … }`) or given to `lets.steps` that is
/// (`screen.onOutput = lets.steps { … }`); its cases are the `switch` cases written in it (each
/// item of `case .a, .b:` one case, `default:` an unnamed one), or one unnamed case when it has
/// no `switch`; a local runs in the cases of the innermost `switch` case around the reference
/// that calls it (`home(name)`) or hands it to a step route (`.to(finish, name)`), or in every
/// case when none is around it. References inside a closure of their own (`DispatchQueue.main.async
/// { next() }`) run later, not when the callback does, as the runtime walker sees too.
struct CallbackRunReader {
    private let root: ClosureExprSyntax
    private let letsName: String
    /// The callbacks met, by their closure, in the order met.
    private var callbacks: [(closure: SyntaxIdentifier, callback: CallbackRuns.Callback)] = []

    /// A reader of the callbacks in `root`, a flow's binding closure whose `lets` is `letsName`.
    init(root: ClosureExprSyntax, letsName: String) {
        self.root = root
        self.letsName = letsName
    }

    /// Notes that verb `verb` (its index among the closure's verbs) is run through `reference`.
    mutating func noteRun(of verb: Int, at reference: DeclReferenceExprSyntax) {
        var current = Syntax(reference).parent
        var switchCase: SwitchCaseSyntax?
        while let node = current, node.id != root.id {
            if switchCase == nil, let found = node.as(SwitchCaseSyntax.self) { switchCase = found }
            if let closure = node.as(ClosureExprSyntax.self) {
                guard let name = callbackName(of: closure) else { return }
                let index = callbackIndex(of: closure, named: name)
                let running = switchCase.map(Self.caseNames)
                for position in callbacks[index].callback.cases.indices
                where running?.contains(callbacks[index].callback.cases[position].name) ?? true {
                    callbacks[index].callback.cases[position].runs.insert(verb)
                }
                return
            }
            current = node.parent
        }
    }

    /// The label of verb `verb` by the callbacks that run it, if one name says when it runs.
    func label(of verb: Int) -> String? {
        CallbackRuns.label(of: verb, among: callbacks.map(\.callback))
    }

    /// The property a callback closure is assigned to, directly or through `lets.steps`; `nil`
    /// for any other closure.
    private func callbackName(of closure: ClosureExprSyntax) -> String? {
        if let assigned = Assignment.leftSide(ofRightSide: ExprSyntax(closure)) { return Assignment.lastMemberName(assigned) }
        var holder = Syntax(closure).parent
        if holder?.is(LabeledExprSyntax.self) == true { holder = holder?.parent?.parent }
        guard let steps = holder?.as(FunctionCallExprSyntax.self),
              steps.trailingClosure?.id == closure.id || steps.arguments.contains(where: { $0.expression.id == closure.id }),
              let member = steps.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == DSL.steps,
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == letsName,
              let assigned = Assignment.leftSide(ofRightSide: ExprSyntax(steps)) else { return nil }
        return Assignment.lastMemberName(assigned)
    }

    /// The callback of `closure`, read on first use.
    private mutating func callbackIndex(of closure: ClosureExprSyntax, named name: String) -> Int {
        if let index = callbacks.firstIndex(where: { $0.closure == closure.id }) { return index }
        var cases: [CallbackRuns.Case] = []
        for switchCase in SwitchCases.directlyIn(closure) {
            for name in Self.caseNames(of: switchCase) where name == nil || !cases.contains(where: { $0.name == name }) {
                cases.append(CallbackRuns.Case(name: name, runs: []))
            }
        }
        if cases.isEmpty { cases = [CallbackRuns.Case(name: nil, runs: [])] }
        callbacks.append((closure.id, CallbackRuns.Callback(name: name, cases: cases)))
        return callbacks.count - 1
    }

    /// `["a", "b"]` for `case .a, .b(let x):`; `[nil]` for `default:` or a pattern not naming a case.
    private static func caseNames(of switchCase: SwitchCaseSyntax) -> [String?] {
        guard case .case(let label) = switchCase.label else { return [nil] }
        return label.caseItems.map { StepsAndArrivals.caseName(of: $0) }
    }
}

/// The `switch` cases a closure's own code writes, not those of closures inside it.
private final class SwitchCases: SyntaxVisitor {
    private var found: [SwitchCaseSyntax] = []
    private let closure: SyntaxIdentifier

    static func directlyIn(_ closure: ClosureExprSyntax) -> [SwitchCaseSyntax] {
        let visitor = SwitchCases(closure.id)
        visitor.walk(closure)
        return visitor.found
    }

    private init(_ closure: SyntaxIdentifier) {
        self.closure = closure
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        node.id == closure ? .visitChildren : .skipChildren
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
