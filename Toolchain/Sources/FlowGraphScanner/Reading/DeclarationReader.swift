import FlowGraph
import FlowKit
import SwiftSyntax

/// Turns one member or file-scope `let`/`var` binding into a fact: a flow, a tab container,
/// a group output, or a plain property (whose type lets references and callbacks be resolved).
struct DeclarationReader {
    let source: SourceContext

    func read(_ binding: PatternBindingSyntax, owner: String?, into facts: inout FileFacts) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let annotation = binding.typeAnnotation?.type
        let computed = binding.accessorBlock.flatMap(Self.returnedExpression)
        let value = binding.initializer?.value ?? computed
        if let call = value?.as(FunctionCallExprSyntax.self), let callee = Callee(call) {
            switch callee.dslName {
            case DSL.flow:
                var fact = flow(call, callee: callee, name: name, owner: owner, annotation: annotation,
                                position: source.position(of: binding.pattern), diagnostics: &facts.diagnostics)
                fact.namesFlowKit = callee.path.count == 2
                facts.flows.append(fact)
                return
            case StepsAndArrivals.arrivalFlow:
                facts.flows.append(StepsAndArrivals.flow(call, callee: callee, name: name, owner: owner, annotation: annotation,
                                                         position: source.position(of: binding.pattern), source: source))
                return
            case DSL.tabs:
                facts.tabs.append(tabs(call, name: name, owner: owner, position: source.position(of: binding.pattern)))
                return
            case DSL.output, DSL.signal:
                facts.outputs.append(output(call, callee: callee, property: name, owner: owner, annotation: annotation))
                return
            default: break
            }
        }
        var typeName: String?
        var callback: [String]?
        var typeArguments: [String] = []
        if let annotation {
            let unwrapped = TypeShapes.unwrapped(annotation)
            if let function = unwrapped.as(FunctionTypeSyntax.self) {
                callback = TypeShapes.arguments(of: function)
            } else {
                typeName = TypeNames.lookupName(of: SyntaxText.normalized(unwrapped))
                typeArguments = TypeShapes.genericArguments(of: unwrapped)
            }
        } else if let call = value?.as(FunctionCallExprSyntax.self), let callee = Callee(call),
                  TypeNames.looksLikeType(callee.name) {
            typeName = callee.path.joined(separator: ".")
        }
        // What the property stands for: what a computed property returns, or the group a stored
        // placement places (`lazy var start = onboarding.on(\.finished) { … }`).
        let placed = binding.initializer.map { DSL.placedGroup($0.value) }.flatMap { $0.id == value?.id ? nil : $0 }
        let returned = (computed ?? placed).flatMap(SyntaxText.referencePath).map(SyntaxText.droppingSelf)
        var property = PropertyFact(owner: owner, name: name, typeName: typeName, callbackArguments: callback,
                                    returnedPath: returned)
        property.typeArguments = typeArguments
        facts.properties.append(property)
    }

    func flow(_ call: FunctionCallExprSyntax, callee: Callee, name: String, owner: String?,
                      annotation: TypeSyntax?, position: SourcePosition,
                      diagnostics: inout [Diagnostic]) -> FlowFact {
        let screenArgument = call.arguments.first { $0.label?.text == DSL.Label.screen }
        // The short form binds `(screen, lets)`, the long form `(lets)` alone.
        let isShortForm = screenArgument != nil
        var screen = annotation.flatMap { TypeShapes.genericArguments(of: $0, named: DSL.flow).first }
            ?? callee.generics.first
        if screen == nil, let built = screenArgument?.expression {
            screen = Self.builtType(built)
        }
        if screen == nil {
            diagnostics.append(Diagnostic(
                severity: .note, message: "cannot tell the screen type of flow '\(name)'; write Flow<Screen> or Flow(with: Screen())",
                file: position.file, line: position.line, column: position.column))
        }
        var verbs: [VerbFact] = []
        if let closure = Self.closure(of: call),
           let lets = ClosureParameters.name(at: isShortForm ? 1 : 0, of: closure) {
            verbs = VerbExtractor.verbs(in: closure, letsName: lets, source: source)
        }
        return FlowFact(owner: owner, name: name, screenType: screen, verbs: verbs, position: position)
    }

    private func tabs(_ call: FunctionCallExprSyntax, name: String, owner: String?, position: SourcePosition) -> TabsFact {
        var tabs: [TabFact] = []
        let conditional = Self.isConditional(call)
        let list = call.arguments.first { $0.label == nil && $0.expression.is(ArrayExprSyntax.self) }
        for element in list?.expression.as(ArrayExprSyntax.self)?.elements ?? [] {
            guard let tab = element.expression.as(FunctionCallExprSyntax.self), Callee(tab)?.dslName == DSL.tab,
                  let target = tab.arguments.first(where: { $0.label == nil }) else { continue }
            var title = ""
            var embedding = Embedding.navigation
            for argument in tab.arguments {
                switch argument.label?.text {
                case DSL.Label.title: title = SyntaxText.stringValue(argument.expression) ?? ""
                case DSL.Label.embedding:
                    if let member = argument.expression.as(MemberAccessExprSyntax.self),
                       let written = Embedding(rawValue: member.declName.baseName.text) { embedding = written }
                default: break
                }
            }
            tabs.append(TabFact(target: source.reference(DSL.placedGroup(target.expression)), title: title, embedding: embedding,
                                conditional: conditional, position: source.position(of: tab)))
        }
        return TabsFact(owner: owner, name: name, tabs: tabs, position: position)
    }

    private func output(_ call: FunctionCallExprSyntax, callee: Callee, property: String, owner: String?,
                        annotation: TypeSyntax?) -> OutputFact {
        var values: [String] = []
        if callee.name == DSL.output {
            values = callee.generics.isEmpty
                ? annotation.map { TypeShapes.genericArguments(of: $0, named: DSL.output) } ?? []
                : callee.generics
        }
        let written = call.arguments.first { $0.label?.text == DSL.Label.name }.flatMap { SyntaxText.stringValue($0.expression) }
        return OutputFact(owner: owner, property: property, name: written ?? property, values: values)
    }

    /// The type a screen expression says it builds: `Screen()`; a factory called on the type
    /// (`LoginViewController.instantiate(…)`, which returns it as storyboard apps write it);
    /// or the type it is cast to (`storyboard.instantiateViewController(…) as! LoginViewController`).
    static func builtType(_ expression: ExprSyntax) -> String? {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.text == "!",
                  let type = elements[2].as(TypeExprSyntax.self) else { return nil }
            return SyntaxText.normalized(type.type)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = Callee(call) else { return nil }
        if TypeNames.looksLikeType(callee.name) { return callee.path.joined(separator: ".") }
        let owner = callee.path.dropLast()
        guard let type = owner.last, TypeNames.looksLikeType(type) else { return nil }
        return owner.joined(separator: ".")
    }

    /// The closure argument: trailing, or passed in the parentheses.
    static func closure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.last { $0.expression.is(ClosureExprSyntax.self) }?
            .expression.as(ClosureExprSyntax.self)
    }

    /// Whether a node sits inside any `#if` clause.
    static func isConditional(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(IfConfigClauseSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// The single expression a getter returns (`var entry: Flow<X> { form }`), if that is all it does.
    static func returnedExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
        let items: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let list): items = list
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                  let body = getter.body else { return nil }
            items = body.statements
        }
        guard items.count == 1, let item = items.first else { return nil }
        let statement = Syntax(item.item)
        if let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
        return statement.as(ExprSyntax.self)
    }
}

/// The type a call constructs, as written: `Flow`, `FlowKit.Flow`, `Flow<X>`, `Flow<X>.init`.
struct Callee {
    /// The member chain naming the type: `["FlowKit", "Flow"]`.
    let path: [String]
    /// The explicit generic arguments, normalised.
    let generics: [String]

    /// The last name of the chain: `Flow`.
    var name: String { path.last ?? "" }

    init?(_ call: FunctionCallExprSyntax) {
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base {
            called = base
        }
        var generics: [String] = []
        if let specialized = called.as(GenericSpecializationExprSyntax.self) {
            generics = specialized.genericArgumentClause.arguments.map { SyntaxText.normalized($0.argument) }
            called = specialized.expression
        }
        guard let path = SyntaxText.referencePath(called), !path.isEmpty else { return nil }
        self.path = path
        self.generics = generics
    }

    /// The FlowKit type constructed (`Flow`, `Tabs`, `Tab`, `FlowOutput`, `FlowSignal`), when
    /// written bare or as `FlowKit.X`; any other `Module.Flow` is someone else's type.
    var dslName: String? {
        path.count == 1 || (path.count == 2 && path[0] == DSL.module) ? name : nil
    }
}
