@_spi(FlowKitTools) import FlowGraph
@_spi(FlowKitTools) import FlowKit
import SwiftParser
import SwiftSyntax

/// Where facts read from one file point: its path as given and its line table; and the
/// file's bytes, valid only while the file is being read.
struct SourceContext {
    let file: String
    let lines: LineTable
    let bytes: UnsafeBufferPointer<UInt8>

    /// `read` given `text` parsed and its context, positions reported against `path`: the one way
    /// every reader (the DSL's, UIKit's, SwiftUI's) turns a file's text into a tree it can walk.
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: The path positions name.
    ///   - keep: For a reader that decides from a function's signature and body bytes whether to
    ///     look into it: whether it does. The bodies it would not read are blanked before the
    ///     parse (``BodyElision``), positions unchanged. `nil`: parse every body.
    ///   - read: What to make of the tree.
    static func parsing<Result>(_ text: String, path: String, keepingBodies keep: ((BodyElision.Body) -> Bool)? = nil,
                                _ read: (SourceFileSyntax, SourceContext) -> Result) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            if let keep, let elided = BodyElision.elided(bytes, keeping: keep) {
                return elided.withUnsafeBufferPointer { elided in
                    read(Parser.parse(source: elided), SourceContext(file: path, lines: LineTable(elided), bytes: elided))
                }
            }
            return read(Parser.parse(source: bytes), SourceContext(file: path, lines: LineTable(bytes), bytes: bytes))
        }
    }

    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SourcePosition(file: file, line: location.line, column: location.column)
    }

    /// A target or output reference as written.
    func reference(_ expression: ExprSyntax) -> Reference {
        let path = SyntaxText.referencePath(expression).map(SyntaxText.droppingSelf)
        var constructed: String?
        if let call = expression.as(FunctionCallExprSyntax.self),
           let called = SyntaxText.referencePath(call.calledExpression), let last = called.last,
           TypeNames.looksLikeType(last) {
            constructed = called.joined(separator: ".")
        }
        var text = path.map { $0.joined(separator: ".") } ?? SyntaxText.normalized(expression)
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return Reference(path: path?.isEmpty == true ? nil : path, constructedType: constructed, text: text,
                         position: position(of: expression))
    }
}

/// Reads the `lets.<verb>(…)` calls inside one flow or route closure.
///
/// A verb is recognised by its receiver being the closure's `lets` parameter, whatever it is
/// called; closures inside that declare a parameter of the same name shadow it. The calls are
/// found from the name's occurrences in the closure's bytes, each mapped to its token and
/// checked against the tree, rather than by visiting every node of the closure: flows are
/// mostly code that is not a verb. Labels come from the assignment the verb is the right-hand
/// side of (`vc.onLogin = lets.push(…)` → "onLogin"), or, for a verb inside a closure assigned
/// to a property, from that assignment when the closure holds no other verb.
final class VerbExtractor {
    private let root: ClosureExprSyntax
    private let letsName: String
    private let source: SourceContext
    private var verbs: [VerbFact] = []
    /// For each verb, the closure assigned to a property that holds it, if any.
    private var holders: [SyntaxIdentifier?] = []
    private var holderLabels: [SyntaxIdentifier: String] = [:]
    /// The callbacks that run verbs kept in locals no callback holds.
    private var runs: CallbackRunReader
    /// For each verb kept in a local given to several callbacks, the callbacks after the first.
    private var alsoAssigned: [Int: [(label: String, property: String?)]] = [:]

    /// The verbs in `closure`, whose `lets` parameter is named `letsName`, in source order.
    static func verbs(in closure: ClosureExprSyntax, letsName: String, source: SourceContext) -> [VerbFact] {
        let extractor = VerbExtractor(root: closure, letsName: letsName, source: source)
        for offset in extractor.occurrences() {
            guard let token = closure.token(at: AbsolutePosition(utf8Offset: offset)), token.text == letsName,
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let receiver = Self.verbReceiver(after: reference),
                  let member = receiver.parent?.as(MemberAccessExprSyntax.self), member.base?.id == receiver.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  var verb = extractor.verb(call) else { continue }
            // `lets.app.push(…)`: no tap starts it.
            if receiver.id != reference.id { verb.fact.origin = .app }
            let index = extractor.verbs.count
            extractor.verbs.append(verb.fact)
            extractor.holders.append(verb.holder)
            if !verb.alsoAssigned.isEmpty { extractor.alsoAssigned[index] = verb.alsoAssigned }
            for reference in verb.runReferences { extractor.runs.noteRun(of: index, at: reference) }
        }
        return extractor.finish()
    }

    /// What a verb is called on: `lets` itself, or `lets.app` (the same verbs as app requests).
    private static func verbReceiver(after lets: DeclReferenceExprSyntax) -> ExprSyntax? {
        if let app = lets.parent?.as(MemberAccessExprSyntax.self), app.base?.id == lets.id,
           app.declName.baseName.text == DSL.appRequests,
           app.parent?.as(MemberAccessExprSyntax.self)?.parent?.is(FunctionCallExprSyntax.self) == true {
            return ExprSyntax(app)
        }
        return ExprSyntax(lets)
    }

    private init(root: ClosureExprSyntax, letsName: String, source: SourceContext) {
        self.root = root
        self.letsName = letsName
        self.source = source
        self.runs = CallbackRunReader(root: root, letsName: letsName)
    }

    /// A verb read, with how it reaches its callbacks when it is kept in a local.
    private struct Found {
        var fact: VerbFact
        /// The closure assigned to a property that holds the verb, for labelling by it.
        var holder: SyntaxIdentifier?
        /// The callbacks after the first that the local is assigned to.
        var alsoAssigned: [(label: String, property: String?)] = []
        /// The references that run the local, when no callback holds it.
        var runReferences: [DeclReferenceExprSyntax] = []
    }

    /// Offsets of `name` (the `lets` parameter's by default) as a whole word in the closure's
    /// text (comments and strings included; the tree check rejects those).
    private func occurrences(of word: String? = nil) -> [Int] {
        let name = Array((word ?? letsName).utf8)
        // Broken code can leave the parameter's name empty (a missing token); nothing matches it.
        guard !name.isEmpty else { return [] }
        let bytes = source.bytes
        let end = min(root.endPosition.utf8Offset, bytes.count)
        var offset = root.position.utf8Offset
        var found: [Int] = []
        while offset + name.count <= end {
            if bytes[offset] == name[0], offset == 0 || !bytes[offset - 1].isIdentifierByte,
               offset + name.count == bytes.count || !bytes[offset + name.count].isIdentifierByte,
               (1..<name.count).allSatisfy({ bytes[offset + $0] == name[$0] }) {
                found.append(offset)
                offset += name.count
            } else {
                offset += 1
            }
        }
        return found
    }

    private func verb(_ call: FunctionCallExprSyntax) -> Found? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let candidates = DSL.verbsByName[member.declName.baseName.text],
              let (verb, targetExpression) = Self.verb(among: candidates, arguments: call.arguments) else { return nil }
        var animated = true
        var embedding: Embedding?
        for argument in call.arguments {
            switch argument.label?.text {
            case DSL.Label.animated:
                // Only a literal `false` is known to be false; anything computed keeps the default.
                if argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) {
                    animated = false
                }
            case DSL.Label.embedding:
                // `.navigation` or `Embedding.navigation`; a computed value keeps the default.
                embedding = argument.expression.as(MemberAccessExprSyntax.self).flatMap {
                    Embedding(rawValue: $0.declName.baseName.text)
                }
            default: break
            }
        }
        guard let context = surroundings(of: ExprSyntax(call)) else { return nil }
        var label = ""
        var property: String?
        var arguments: [String]?
        var alsoAssigned: [(label: String, property: String?)] = []
        var runReferences: [DeclReferenceExprSyntax] = []
        if let assigned = Assignment.leftSide(ofRightSide: ExprSyntax(call)) {
            label = Assignment.lastMemberName(assigned) ?? ""
            property = Assignment.screenProperty(assigned)
        } else if let local = Assignment.localBinding(ofInitializer: ExprSyntax(call)) {
            // `let next: (Item) -> Void = lets.push(…)`, later `vc.onNext = next`: the local's
            // type gives the arguments, each callback it is assigned to an edge and its label.
            arguments = local.type.flatMap { TypeShapes.unwrapped($0).as(FunctionTypeSyntax.self) }.map(TypeShapes.arguments)
            let references = references(to: local.name)
            let callbacks = Self.assignments(among: references).map {
                (label: Assignment.lastMemberName($0) ?? "", property: Assignment.screenProperty($0))
            }
            if let first = callbacks.first {
                (label, property) = first
                alsoAssigned = Array(callbacks.dropFirst())
            } else {
                // Run by callbacks rather than held (`case .didLogIn(let name): home(name)`):
                // labelled by when it runs, once every verb is read.
                runReferences = references.filter(Self.runs)
            }
        } else if let attached = Assignment.attachedCallback(of: ExprSyntax(call)) {
            label = attached
        }
        let stepCase = label.isEmpty ? StepsAndArrivals.stepCase(of: call) : nil
        var fact = VerbFact(verb: verb, target: targetExpression.map { source.reference(DSL.placedGroup($0)) },
                            label: stepCase ?? label, callbackProperty: property, animated: animated, embedding: embedding,
                            conditional: context.conditional, position: source.position(of: call), stepCase: stepCase)
        fact.arguments = arguments
        fact.forwardingMethod = Self.forwardingMethod(of: call)
        if stepCase != nil { fact.stepPayloadProperty = StepsAndArrivals.payloadProperty(of: call) }
        return Found(fact: fact, holder: label.isEmpty && stepCase == nil ? context.holder : nil,
                     alsoAssigned: alsoAssigned, runReferences: runReferences)
    }

    /// The method a verb's forwarding closure names: `load` for `{ $0.load }` or
    /// `{ screen in screen.load }`, with its labels for `{ $0.show(_:_:) }`.
    private static func forwardingMethod(of call: FunctionCallExprSyntax) -> MethodReference? {
        let closure = call.trailingClosure
            ?? call.arguments.last.flatMap { $0.label == nil ? $0.expression.as(ClosureExprSyntax.self) : nil }
        guard let closure, closure.statements.count == 1, let screen = ClosureParameters.name(at: 0, of: closure),
              let member = closure.statements.first?.item.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == screen else { return nil }
        let labels = member.declName.argumentNames.map { $0.arguments.map(\.name.text) }
        return MethodReference(name: member.declName.baseName.text, labels: labels)
    }

    /// Which of the verbs sharing a method name a call makes, and its target expression, as the
    /// verbs spell them: a verb whose target is labelled (`dismiss(to:)`) when that label is
    /// written, else the name's other verb; `nil` when a verb that takes its target unlabelled
    /// has none (it does not compile, so it is no edge).
    static func verb(among candidates: [NavigationVerb], arguments: LabeledExprListSyntax)
    -> (NavigationVerb, ExprSyntax?)? {
        for verb in candidates where verb.hasTarget {
            guard let label = verb.spelling.targetLabel else { continue }
            if let argument = arguments.first(where: { $0.label?.text == label }) { return (verb, argument.expression) }
        }
        guard let verb = candidates.first(where: { !$0.hasTarget || $0.spelling.targetLabel == nil }) else { return nil }
        guard verb.hasTarget else { return (verb, nil) }
        guard let first = arguments.first(where: { $0.label == nil }) else { return nil }
        return (verb, first.expression)
    }

    /// Whether the call sits inside `#if`, and the nearest closure between it and the root that
    /// is assigned to a property; `nil` when a closure in between shadows `lets`. One loop up
    /// the parents: no recursion.
    private func surroundings(of expression: ExprSyntax) -> (conditional: Bool, holder: SyntaxIdentifier?)? {
        var conditional = false
        var holder: SyntaxIdentifier?
        var insideRoot = true
        var current = expression.parent
        while let node = current {
            if node.is(IfConfigClauseSyntax.self) { conditional = true }
            if node.id == root.id { insideRoot = false }
            if insideRoot, let closure = node.as(ClosureExprSyntax.self) {
                // A closure naming a parameter `lets` shadows it; `$1` always means the
                // innermost closure's own argument, so any closure without a parameter list
                // shadows a shorthand `lets`.
                let names = ClosureParameters.names(of: closure)
                if names?.contains(letsName) ?? letsName.hasPrefix("$") { return nil }
                if holder == nil, let assigned = Assignment.leftSide(ofRightSide: ExprSyntax(closure)) {
                    holder = closure.id
                    holderLabels[closure.id] = Assignment.lastMemberName(assigned) ?? ""
                } else if holder == nil, let attached = Assignment.attachedCallback(of: ExprSyntax(closure)) {
                    // `vc.onContinue.then { lets.push(login)() }`: the callback it is attached to.
                    holder = closure.id
                    holderLabels[closure.id] = attached
                }
            }
            current = node.parent
        }
        return (conditional, holder)
    }

    /// The references in the closure to the local `name`, in source order.
    private func references(to name: String) -> [DeclReferenceExprSyntax] {
        occurrences(of: name).compactMap { offset in
            guard let token = root.token(at: AbsolutePosition(utf8Offset: offset)), token.text == name else { return nil }
            return token.parent?.as(DeclReferenceExprSyntax.self)
        }
    }

    /// The left sides of the assignments whose right side is one of `references` alone
    /// (`vc.onNext = next`), in source order.
    private static func assignments(among references: [DeclReferenceExprSyntax]) -> [ExprSyntax] {
        references.compactMap { Assignment.leftSide(ofRightSide: ExprSyntax($0)) }
    }

    /// Whether a reference to a local verb runs it: called (`help()`), or handed to a step
    /// route (`.to(choose, id)`).
    private static func runs(_ reference: DeclReferenceExprSyntax) -> Bool {
        if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id {
            return true
        }
        return StepsAndArrivals.isRouteArgument(ExprSyntax(reference))
    }

    /// Labels verbs that are the sole verb of a closure assigned to a property, and verbs kept
    /// in locals by the callbacks that run them (``CallbackRuns``); a verb given to several
    /// callbacks is one fact per callback.
    private func finish() -> [VerbFact] {
        var counts: [SyntaxIdentifier: Int] = [:]
        for case let holder? in holders { counts[holder, default: 0] += 1 }
        for index in verbs.indices {
            if let holder = holders[index], counts[holder] == 1, let label = holderLabels[holder] {
                verbs[index].label = label
            } else if verbs[index].label.isEmpty, let label = runs.label(of: index) {
                verbs[index].label = label
            }
        }
        var facts: [VerbFact] = []
        for (index, fact) in verbs.enumerated() {
            facts.append(fact)
            for callback in alsoAssigned[index] ?? [] {
                var copy = fact
                (copy.label, copy.callbackProperty) = callback
                facts.append(copy)
            }
        }
        return facts
    }
}

/// Assignments as SwiftParser leaves them: unfolded `SequenceExpr`s (`a`, `=`, `b`), or folded
/// `InfixOperatorExpr`s if a tree was folded.
enum Assignment {
    /// The left side when `expression` is the whole right side of an assignment.
    static func leftSide(ofRightSide expression: ExprSyntax) -> ExprSyntax? {
        if let infix = expression.parent?.as(InfixOperatorExprSyntax.self),
           infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == expression.id {
            return infix.leftOperand
        }
        guard let list = expression.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true,
              list.count >= 3, list.last?.id == expression.id else { return nil }
        let elements = Array(list)
        guard elements[elements.count - 2].is(AssignmentExprSyntax.self) else { return nil }
        return elements[elements.count - 3]
    }

    /// The local a verb initialises (`let next: (Item) -> Void = lets.push(…)`): its name and
    /// written type.
    static func localBinding(ofInitializer expression: ExprSyntax) -> (name: String, type: TypeSyntax?)? {
        guard let initializer = expression.parent?.as(InitializerClauseSyntax.self),
              let binding = initializer.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return (name, binding.typeAnnotation?.type)
    }

    /// The callback an expression is handed to as the argument or trailing closure of a method
    /// on it: `next` for `vm.next.drive(lets.push(login))`, `onContinue` for
    /// `vc.onContinue.then { … }`. Not for calls on a type (`DispatchQueue.main.async { … }`),
    /// nor the DSL's own placement and route calls.
    static func attachedCallback(of expression: ExprSyntax) -> String? {
        var call: FunctionCallExprSyntax?
        if let direct = expression.parent?.as(FunctionCallExprSyntax.self), direct.trailingClosure?.id == expression.id {
            call = direct
        } else if let argument = expression.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let method = call?.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base,
              ![DSL.placementRoute, DSL.placementObserver, DSL.route].contains(method.declName.baseName.text),
              let path = SyntaxText.referencePath(base), let first = path.first, path.count > 1 || first != "self",
              !TypeNames.looksLikeType(first) else { return nil }
        return path.last
    }

    /// `onLogin` for `vc.onLogin`, `self.vc.onLogin` or `onLogin`.
    static func lastMemberName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// `onLogin` for `vc.onLogin` (or `vc?.onLogin`, `vc!.onLogin`): a property of the screen
    /// variable, whose declared type gives the callback's arguments; `actions.onShare` for
    /// `vc.actions.onShare`, a callback kept in a stored property of the screen. `self.x` is a
    /// group's property, not the screen's.
    static func screenProperty(_ expression: ExprSyntax) -> String? {
        var members: [String] = []
        var current = expression
        while true {
            guard let member = current.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
            members.insert(member.declName.baseName.text, at: 0)
            if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
            if let unwrapped = base.as(ForceUnwrapExprSyntax.self) { base = unwrapped.expression }
            if let variable = base.as(DeclReferenceExprSyntax.self) {
                guard variable.baseName.tokenKind != .keyword(.self) else { return nil }
                return members.joined(separator: ".")
            }
            current = base
        }
    }
}

/// Closure parameter names, whichever way they are written.
enum ClosureParameters {
    /// `["vc", "lets"]` for `{ [unowned self] vc, lets in }` or `{ (vc: X, lets: Lets) in }`;
    /// `nil` when the closure declares none (it may use `$0`, `$1`).
    static func names(of closure: ClosureExprSyntax) -> [String]? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// The name of parameter `index`: as declared, else the shorthand `$index`.
    static func name(at index: Int, of closure: ClosureExprSyntax) -> String? {
        guard let names = names(of: closure) else { return "$\(index)" }
        guard names.indices.contains(index), names[index] != "_" else { return nil }
        return names[index]
    }
}
