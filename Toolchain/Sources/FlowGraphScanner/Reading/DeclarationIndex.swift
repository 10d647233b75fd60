import FlowGraph
import SwiftParser
import SwiftSyntax

/// Reads one file's facts in a single walk: the types it declares or extends (qualified by
/// nesting), their flows, tab containers, outputs, properties and callback typealiases, the
/// output routes written anywhere, and the navigation the app's own code asks for
/// (`AppRequestReader`).
///
/// Members are told from locals by their parent (`MemberBlockItem`, or file scope through any
/// `#if`), so a `let` inside a function body never becomes a flow. The walk is SwiftSyntax's
/// own visitor; everything this file adds on top is loops.
final class DeclarationIndex: SyntaxVisitor {
    private let source: SourceContext
    private let reader: DeclarationReader
    private let appRequests: AppRequestReader
    private var facts = FileFacts()
    /// The qualified names of the enclosing type declarations.
    private var typeStack: [String] = []

    /// Parses `text` and reads its facts; positions are reported against `path`.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - text: Its text.
    ///   - readsSwiftUI: Whether it names SwiftUI's navigation, read from the same tree.
    ///   - readsPlainCode: Whether its plain UIKit and SwiftUI navigation is read: not a test
    ///     file's (``Prefilter/isTestFile(_:)``), which may still use the navigator's API.
    static func facts(path: String, text: String, readsSwiftUI: Bool = false, readsPlainCode: Bool = true) -> FileFacts {
        var text = text
        return text.withUTF8 { bytes in
            let tree = Parser.parse(source: bytes)
            let source = SourceContext(file: path, lines: LineTable(bytes), bytes: bytes)
            let index = DeclarationIndex(source: source)
            index.walk(tree)
            // A flow's file may also navigate with UIKit (an app moving to flows): one parse for both.
            // One that does not still declares types UIKit code leans on (a view a host is
            // given, a factory), and is parsed now, never again as a declaration candidate.
            index.facts.uikit = UIKitReader.facts(of: tree, source: source)
            if UIKit.mayNavigate(bytes) {
                // `lets.dismiss(animated:)` has UIKit's name and labels but is the DSL's verb, read already.
                let verbs = Set(index.facts.flows.flatMap { $0.verbs.map(\.position) }
                                + index.facts.routes.flatMap { $0.verbs.map(\.position) }
                                + index.facts.appRequests.map(\.request.position))
                index.facts.uikit.calls.removeAll { verbs.contains($0.position) }
            }
            if !readsPlainCode {
                // A test's navigation sets up the screens under test; the types it declares stay.
                var declared = UIKitFileFacts()
                declared.types = index.facts.uikit.types
                index.facts.uikit = declared
            } else if readsSwiftUI {
                index.facts.swiftUI = SwiftUIReader.facts(of: tree, source: source)
            }
            return index.facts
        }
    }

    private init(source: SourceContext) {
        self.source = source
        self.reader = DeclarationReader(source: source)
        self.appRequests = AppRequestReader(source: source)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Bodies

    /// Visits a body only if its text mentions a route, the DSL's types or the navigator's API:
    /// everything else in it is local. Visiting every statement of every method costs more than reading the
    /// body's bytes once.
    private func worthVisiting(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let start = node.position.utf8Offset
        let end = min(node.endPosition.utf8Offset, source.bytes.count)
        guard start < end else { return .skipChildren }
        let body = UnsafeBufferPointer(rebasing: source.bytes[start..<end])
        return Prefilter.bodyNeedles.found(in: body) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { worthVisiting(node) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { worthVisiting(node) }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { worthVisiting(node) }

    // MARK: Types

    /// Enters a type declaration; its members are read as its own until the matching `leave`.
    /// SwiftSyntax's visitor dispatches on the node's type, hence one override pair per kind.
    private func enter(_ node: some DeclGroupSyntax, name: TokenSyntax) -> SyntaxVisitorContinueKind {
        if name.text == DSL.flow { facts.declaresFlowType = true }
        let qualified = typeStack.last.map { "\($0).\(name.text)" } ?? name.text
        // Only a class's first inherited type may be a superclass, whose members it inherits.
        let parent = node.is(ClassDeclSyntax.self)
            ? node.inheritanceClause?.inheritedTypes.first.map { TypeNames.lookupName(of: SyntaxText.normalized($0.type)) } : nil
        var fact = TypeFact(name: qualified, superclass: parent, isExtension: false)
        if case .some(nil) = owner(of: node), Self.isModuleWide(node) { fact.moduleWidePosition = source.position(of: name) }
        typeStack.append(qualified)
        facts.types.append(fact)
        return .visitChildren
    }

    /// Whether a top-level type declaration claims its name in the whole module: neither
    /// `private` nor `fileprivate` (two files may each keep one), nor inside `#if` (one
    /// platform's variant of a type another branch declares again).
    private static func isModuleWide(_ node: some DeclGroupSyntax) -> Bool {
        let fileScoped: Set<TokenKind> = [.keyword(.private), .keyword(.fileprivate)]
        if node.modifiers.contains(where: { fileScoped.contains($0.name.tokenKind) }) { return false }
        var current = node.parent
        while let parent = current {
            if parent.is(IfConfigClauseSyntax.self) { return false }
            current = parent.parent
        }
        return true
    }

    private func leave() { typeStack.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

    /// An extension's members belong to the extended type, named as written (`Outer.Inner`),
    /// not nested in whatever encloses the extension.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeNames.lookupName(of: SyntaxText.normalized(node.extendedType))
        typeStack.append(name)
        facts.types.append(TypeFact(name: name, superclass: nil, isExtension: true))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    // MARK: Members

    /// The owner of a declaration: the enclosing type for a member, `.some(nil)` at file scope,
    /// `nil` for a local.
    private func owner(of node: some SyntaxProtocol) -> String?? {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return .some(typeStack.last) }
        var current = node.parent
        while let parent = current {
            if parent.is(SourceFileSyntax.self) { return .some(nil) }
            guard parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
                    || parent.is(IfConfigClauseSyntax.self) || parent.is(IfConfigClauseListSyntax.self)
                    || parent.is(IfConfigDeclSyntax.self) else { return nil }
            current = parent.parent
        }
        return nil
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .some(let owner) = owner(of: node) {
            for binding in node.bindings { reader.read(binding, owner: owner, into: &facts) }
        } else {
            for binding in node.bindings { noteLocal(binding) }
        }
        // Closures inside may hold output routes or local types.
        return .visitChildren
    }

    /// A flow or tab container kept in a local (a test's `let flow = Flow(…)`) has no
    /// declaration a map can name or another flow reach: said with a note, not dropped silently.
    private func noteLocal(_ binding: PatternBindingSyntax) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let kind = Callee(call)?.dslName, [DSL.flow, DSL.tabs].contains(kind) else { return }
        let position = source.position(of: binding.pattern)
        facts.diagnostics.append(Diagnostic(
            severity: .note,
            message: "\(kind == DSL.flow ? "flow" : "tab container") '\(name)' is declared inside a function or closure, "
                + "so it is not mapped; declare it as a property of a type (lazy var \(name) = \(kind)(…)) to map it",
            file: position.file, line: position.line, column: position.column))
    }

    /// `self.login = Flow(…)` in an initializer, for a property declared without a value
    /// (`let login: Flow<LoginViewController>`): the flow is the property's, as if declared there.
    private func readAssignedFlow(_ call: FunctionCallExprSyntax, callee: Callee) {
        guard let assigned = Assignment.leftSide(ofRightSide: ExprSyntax(call)), let owner = typeStack.last,
              Self.isInInitializer(call) else { return }
        let path = SyntaxText.referencePath(assigned).map(SyntaxText.droppingSelf)
        guard let path, path.count == 1, let name = path.first else { return }
        var fact = reader.flow(call, callee: callee, name: name, owner: owner, annotation: nil,
                               position: source.position(of: assigned), diagnostics: &facts.diagnostics)
        fact.namesFlowKit = callee.path.count == 2
        facts.flows.append(fact)
    }

    /// Whether the nearest enclosing function-like declaration is an initializer.
    private static func isInInitializer(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(InitializerDeclSyntax.self) { return true }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorDeclSyntax.self) {
                return false
            }
            current = parent.parent
        }
        return false
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == DSL.flow { facts.declaresFlowType = true }
        if case .some(let owner) = owner(of: node) {
            let value = TypeShapes.unwrapped(node.initializer.value)
            var alias = AliasFact(owner: owner, name: node.name.text)
            alias.generics = node.genericParameterClause?.parameters.map(\.name.text) ?? []
            if let function = value.as(FunctionTypeSyntax.self) {
                alias.arguments = TypeShapes.arguments(of: function)
            } else {
                alias.aliased = TypeNames.lookupName(of: SyntaxText.normalized(value))
            }
            facts.aliases.append(alias)
        }
        return .skipChildren
    }

    /// A method's signature, which a forwarding closure naming it forwards the callback's
    /// arguments to.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .some(let owner?) = owner(of: node) {
            let parameters = node.signature.parameterClause.parameters
            facts.methods.append(MethodFact(owner: owner, name: node.name.text, labels: parameters.map(\.firstName.text),
                                            parameters: parameters.map { SyntaxText.normalized($0.type) }))
        }
        return .visitChildren
    }

    /// An enum's cases and their payloads: what a step's route hands its verb.
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .some(let owner?) = owner(of: node) else { return .skipChildren }
        for element in node.elements {
            let payload = element.parameterClause?.parameters.map { SyntaxText.normalized($0.type) } ?? []
            facts.enumCases.append(EnumCaseFact(owner: owner, name: element.name.text, payload: payload))
        }
        return .skipChildren
    }

    /// `import FlowKit` (or one of its declarations, `import struct FlowKit.Flow`): the file's
    /// `Flow` may be FlowKit's.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.first?.name.text == DSL.module { facts.importsFlowKit = true }
        return .skipChildren
    }

    // MARK: Routes

    /// `receiver.output.route { lets in … }`, in an initializer, a method or at file scope (the
    /// group's own route); a placement's `group.on(\.output) { lets in … }`, read as the route of
    /// the placement made by the verb or tab it is written in; and a flow assigned in an
    /// initializer.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = Callee(node), callee.dslName == DSL.flow { readAssignedFlow(node, callee: callee) }
        // App code navigates through FlowKit's navigator, so only a file importing FlowKit can.
        if facts.importsFlowKit, let request = appRequests.request(node, context: typeStack.last) {
            facts.appRequests.append(request)
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let path = Self.routedOutputPath(member.declName.baseName.text, base: base, call: node), !path.isEmpty,
              let closure = DeclarationReader.closure(of: node) else { return .visitChildren }
        var verbs: [VerbFact] = []
        if let lets = ClosureParameters.name(at: 0, of: closure) {
            verbs = VerbExtractor.verbs(in: closure, letsName: lets, source: source)
        }
        let placement = member.declName.baseName.text == DSL.placementRoute ? Self.placingCall(of: node) : nil
        facts.routes.append(RouteFact(context: typeStack.last, receiver: path, verbs: verbs,
                                      position: source.position(of: node), placement: placement.map { source.position(of: $0) }))
        return .visitChildren
    }

    /// The verb or `Tab(…)` a placement's `on` call is the target of (`lets.push(self.form.on(\.done) { … })`,
    /// through any further `on`/`observe` chained after it): the placement whose route it is.
    private static func placingCall(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = ExprSyntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              [DSL.placementRoute, DSL.placementObserver].contains(member.declName.baseName.text),
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            current = ExprSyntax(outer)
        }
        guard let argument = current.parent?.as(LabeledExprSyntax.self),
              let placing = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        if let verb = placing.calledExpression.as(MemberAccessExprSyntax.self),
           DSL.verbsByName[verb.declName.baseName.text] != nil {
            return placing
        }
        return Callee(placing)?.dslName == DSL.tab ? placing : nil
    }

    /// The path naming the output a `route` or placement `on` call routes, `self` dropped.
    private static func routedOutputPath(_ method: String, base: ExprSyntax, call: FunctionCallExprSyntax) -> [String]? {
        switch method {
        case DSL.route:
            return SyntaxText.referencePath(base).map(SyntaxText.droppingSelf)
        case DSL.placementRoute:
            // `\.placed` (or `\Group.placed`): the output's name is the key path's last component.
            guard let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self),
                  let output = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self),
                  let group = SyntaxText.referencePath(DSL.placedGroup(base)).map(SyntaxText.droppingSelf) else { return nil }
            return group + [output.declName.baseName.text]
        default:
            return nil
        }
    }
}
