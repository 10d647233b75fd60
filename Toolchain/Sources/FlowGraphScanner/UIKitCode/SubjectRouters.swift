import FlowGraph
import SwiftSyntax

/// A router that hands its destination to a Combine subject (`func present(for destination:
/// SheetDestination) { newSheetDestination.send(destination) }`) instead of showing it.
struct SubjectSendFact: Hashable, Sendable {
    var owner: String
    /// The router's method, as its callers name it.
    var method: String
    /// The subject it sends to, by its property's name.
    var subject: String
}

/// A subscription switching over what a subject sends (`router.newSheetDestination.sink {
/// destination in switch destination { case .fullSync: presentFullSync() … } }`): for each case,
/// the methods of the subscriber its branch calls and the lines its branch spans.
struct SubjectSinkFact: Hashable, Sendable {
    /// One case's branch.
    struct Branch: Hashable, Sendable {
        var methods: Set<String>
        var lines: ClosedRange<Int>
    }

    var owner: String
    var subject: String
    var file: String
    var branches: [String: Branch]
}

/// Destinations sent through Combine subjects: a call asking a router for a case
/// (`router.present(for: .fullSync)`) shows what the subscriber's branch for that case shows,
/// in the branch itself or in the subscriber's methods it calls, drawn again from the caller.
enum SubjectRouters {
    /// The longest body, in bytes, read for a send: a router's method is a line or two.
    static let longestSend = 240

    /// The subject `function` hands its one parameter to, when it does so at its top level.
    static func send(in function: FunctionDeclSyntax, owner: String) -> SubjectSendFact? {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first, let body = function.body else { return nil }
        let name = (parameter.secondName ?? parameter.firstName).text
        for statement in body.statements {
            guard let call = statement.item.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "send",
                  call.arguments.count == 1, call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                  let base = member.base, let subject = SyntaxText.referencePath(base).map(SyntaxText.droppingSelf),
                  subject.count == 1, let only = subject.first else { continue }
            return SubjectSendFact(owner: owner, method: function.name.text, subject: only)
        }
        return nil
    }

    /// The subscription `node` makes, when it is a `sink` whose closure switches over the value.
    static func sink(_ node: FunctionCallExprSyntax, owner: String, source: SourceContext) -> SubjectSinkFact? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "sink",
              let subject = subject(of: member.base),
              let closure = node.trailingClosure ?? node.arguments.first(where: { $0.label?.text == "receiveValue" })?
                .expression.as(ClosureExprSyntax.self) else { return nil }
        let value = closureParameter(closure) ?? "$0"
        guard let switched = SwitchFinder.switchStatement(over: value, in: closure) else { return nil }
        var branches: [String: SubjectSinkFact.Branch] = [:]
        for element in switched.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self),
                  let items = switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems else { continue }
            let calls = SyntaxText.calls(in: switchCase.statements)
            let methods = Set(calls.compactMap { call -> String? in
                if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                   SyntaxText.referencePath(base).map(SyntaxText.droppingSelf) == [] { return member.declName.baseName.text }
                return nil
            })
            let lines = source.position(of: switchCase).line
                ... source.lines.location(of: switchCase.endPositionBeforeTrailingTrivia.utf8Offset).line
            for item in items {
                guard let name = caseName(in: item.pattern) else { continue }
                branches[name] = SubjectSinkFact.Branch(methods: methods, lines: lines)
            }
        }
        guard !branches.isEmpty else { return nil }
        return SubjectSinkFact(owner: owner, subject: subject, file: source.position(of: node).file, branches: branches)
    }

    /// The edges calls asking routers for cases add: for each call naming a case whose router
    /// method sends to a subject, each forward edge `drawn` from a subscriber of that subject in
    /// the case's branch (on its lines, or in a method it calls), drawn again from the caller, at
    /// the call, one step further.
    /// - Parameters:
    ///   - calls: Calls passing a case to a method.
    ///   - sends: The router methods sending to subjects.
    ///   - sinks: The subscriptions switching over subjects' values.
    ///   - drawn: The edges drawn so far.
    ///   - source: The node of the type whose code makes a call.
    static func edges(for calls: [RouterCallFact], sends: [SubjectSendFact], sinks: [SubjectSinkFact],
                      drawn: [NavigationEdge], source: (String) -> String) -> [NavigationEdge] {
        var subjects: [String: Set<String>] = [:]
        for send in sends { subjects[send.method, default: []].insert(send.subject) }
        let sentTo = Set(subjects.values.joined())
        var bySubject: [String: [SubjectSinkFact]] = [:]
        for sink in sinks where sentTo.contains(sink.subject) {
            bySubject[sink.subject, default: []].append(sink)
        }
        guard !bySubject.isEmpty else { return [] }
        var added: [NavigationEdge] = []
        for call in calls {
            guard let name = call.cases.first, let sent = subjects[call.callee] else { continue }
            var routedHere: [NavigationEdge] = []
            var seen = Set<String>()
            for subject in sent.sorted() {
                for sink in bySubject[subject] ?? [] {
                    guard let branch = sink.branches[name] else { continue }
                    let subscriber = source(sink.owner)
                    // A bare container (`UIHostingController` of a view not told) names no screen to draw again.
                    for edge in drawn where edge.from == subscriber && !edge.action.isBackward
                        && edge.to.map({ !UIKit.isGenericContainer($0) }) == true
                        && (branch.methods.contains(edge.label) || edge.file == sink.file && branch.lines.contains(edge.line ?? 0)) {
                        var routed = edge
                        routed.from = source(call.owner)
                        routed.label = call.method ?? ""
                        routed.file = call.position.file
                        routed.line = call.position.line
                        routed.column = call.position.column
                        routed.resolutionSteps = (edge.resolutionSteps ?? 0) + 1
                        if seen.insert("\(routed.to ?? "") \(routed.action)").inserted { routedHere.append(routed) }
                    }
                }
            }
            // A helper the branch calls may be drawn both where it is called (`SettingsView`) and at
            // its own call (`UIHostingController<SettingsView>`): the screen once, by its name.
            let named = Set(routedHere.compactMap(\.to))
            added += routedHere.filter { edge in
                guard let to = edge.to, let open = to.firstIndex(of: "<"), to.last == ">" else { return true }
                return !named.contains(String(to[to.index(after: open)..<to.index(before: to.endIndex)]))
            }
        }
        return added
    }

    /// The subject a publisher chain starts from: the property read before its first operator
    /// (`router.newSheetDestination.receive(on: .main)` is `newSheetDestination`).
    private static func subject(of base: ExprSyntax?) -> String? {
        var current = base
        while let call = current?.as(FunctionCallExprSyntax.self) {
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        guard let chain = current, let path = SyntaxText.referencePath(chain) else { return nil }
        return SyntaxText.droppingSelf(path).last
    }

    /// The name a closure gives its one parameter (`{ [weak self] destination in … }`).
    private static func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        guard let names = ClosureParameters.names(of: closure), names.count == 1 else { return nil }
        return names[0]
    }

    /// The enum case a case item matches (`.fullSync`, `let .history(item)`, `.alert(let alert)`).
    private static func caseName(in pattern: PatternSyntax) -> String? {
        var expression = pattern.as(ExpressionPatternSyntax.self)?.expression
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            expression = binding.pattern.as(ExpressionPatternSyntax.self)?.expression
        }
        if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let member = expression?.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// Finds the `switch` over a name in a closure, outside nested closures.
    private final class SwitchFinder: SyntaxVisitor {
        let name: String
        var found: SwitchExprSyntax?

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        static func switchStatement(over name: String, in closure: ClosureExprSyntax) -> SwitchExprSyntax? {
            let finder = SwitchFinder(name: name)
            finder.walk(closure.statements)
            return finder.found
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, node.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == name { found = node }
            return .skipChildren
        }
    }
}
