import SwiftParser
import SwiftSyntax

/// Reads one file's SwiftUI navigation: the presenting modifiers, links, tab views and dismisses
/// (``SwiftUINavigationReader``), the registries that map values to views, router calls that
/// show a case, and what the resolver needs of the file's types (members' declared types, views
/// built by methods, wrappers). `#Preview` blocks and `PreviewProvider` types are skipped.
final class SwiftUIReader: SyntaxVisitor {
    /// The file's path, lines and bytes.
    private let source: SourceContext
    /// What has been read so far.
    private var facts = SwiftUIFileFacts()
    /// The enclosing types: their names, `nil` for an extension of a shared protocol (`View`).
    private var types: [String?] = []
    /// The parameters of the enclosing functions, by name, with their declared types.
    private var parameters: [[String: String]] = []
    /// The enclosing member function's name, while in one.
    private var method: String?
    /// The enclosing member function, as the helper it may be (``RouteHelpers``).
    private var helper: HelperMethod?
    /// Names under which the environment's dismiss action is held (`dismiss`, `presentationMode`).
    private var dismissals: [String: String] = [:]
    /// How many `#if` clauses enclose the node visited.
    private var clauses = 0
    /// The property a trailing closure building each struct read gives (``LinkWrappers/trailingClosureProperty(of:)``).
    private var trailingClosureProperties: [String: String] = [:]

    /// The SwiftUI facts of a tree parsed by ``SwiftUIPasses`` (with UIKit's reader, if it reads the file too).
    static func facts(of tree: SourceFileSyntax, source: SourceContext) -> SwiftUIFileFacts {
        let reader = SwiftUIReader(source: source)
        reader.dismissals = DismissCollector.names(in: tree)
        reader.walk(tree)
        // Builders called on other values, types around a view that may wrap it
        // (`LazyView(X())`) and the views shown are declared elsewhere: their names are wanted,
        // the views' for where they are declared and whether they wrap.
        let built = reader.facts.sites.flatMap(\.views) + reader.facts.registries.flatMap(\.views)
            + reader.facts.builders.values.flatMap { $0.values.flatMap { $0 } }
        for view in built {
            for link in view.chain where link.hasPrefix(".") { reader.facts.wanted.insert(String(link.dropFirst())) }
            for link in view.chain where !link.hasPrefix(".") && !link.hasPrefix("self.") && !SwiftUI.isBuiltIn(link) {
                reader.facts.wanted.insert(TypeNames.lastComponent(of: link))
            }
        }
        // An app's presenting modifier called here may be declared in a file naming no SwiftUI
        // navigation (one handing its content on to a package's modifier).
        for call in reader.facts.presentingCalls where call.registered == nil { reader.facts.wanted.insert(call.method) }
        for index in reader.facts.stacks.indices {
            let stack = reader.facts.stacks[index]
            reader.facts.stacks[index].reducer = reader.facts.storeReducers[stack.owner]?[stack.store]
        }
        // A type whose code here navigates but is only extended here is declared elsewhere:
        // wanted for where its node is.
        let declaredHere = Set(reader.facts.types.filter { !$0.isExtension }.map(\.name))
        let owners = reader.facts.sites.compactMap(\.owner) + reader.facts.routers.compactMap(\.owner)
            + reader.facts.calls.compactMap(\.owner)
        for owner in Set(owners) where !declaredHere.contains(owner) {
            reader.facts.wanted.insert(TypeNames.lastComponent(of: owner))
        }
        return reader.facts
    }

    /// A reader of the file `source` holds.
    private init(source: SourceContext) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    /// The innermost enclosing type, `nil` outside any or in a shared protocol's extension.
    private var owner: String? { types.last ?? nil }
    /// A reader of contents in this file.
    private var content: ViewContentReader { ViewContentReader(source: source) }

    // MARK: Types

    /// Enters a type (a preview provider is skipped whole).
    /// - Parameters:
    ///   - name: Its name as written.
    ///   - generics: Its generic parameters, which tell a wrapper of views.
    ///   - inherited: What it inherits or conforms to.
    ///   - isExtension: Whether it is an extension.
    ///   - isClass: Whether it is a class or actor.
    ///   - node: Where its name is.
    private func enter(_ name: String, generics: GenericParameterClauseSyntax?, requirements: GenericWhereClauseSyntax? = nil,
                       inherited: InheritanceClauseSyntax?, isExtension: Bool, isClass: Bool = false,
                       at node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let inheritedNames = inherited?.inheritedTypes.map { TypeNames.lookupName(of: SyntaxText.normalized($0.type)) } ?? []
        if inheritedNames.contains("PreviewProvider") { return .skipChildren }
        if isExtension && SwiftUI.sharedProtocols.contains(name) {
            types.append(nil)
            return .visitChildren
        }
        let qualified = isExtension ? name : (owner.map { "\($0).\(name)" } ?? name)
        let wraps = generics?.parameters.contains { parameter in
            parameter.inheritedType.map { SyntaxText.normalized($0).contains("View") } ?? false
        } ?? false || Self.constrainsToView(generics, in: requirements)
        facts.types.append(SwiftUITypeFact(name: qualified, isExtension: isExtension, wrapsView: wraps, isClass: isClass,
                                           position: source.position(of: node)))
        types.append(qualified)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let visited = enter(node.name.text, generics: node.genericParameterClause, requirements: node.genericWhereClause,
                            inherited: node.inheritanceClause, isExtension: false, at: node.name)
        if visited == .visitChildren, let owner, let switched = Self.dispatchedValue(of: node) { facts.dispatchers[owner] = switched }
        if visited == .visitChildren, let owner { trailingClosureProperties[owner] = LinkWrappers.trailingClosureProperty(of: node) }
        return visited
    }

    /// Whether a `where` clause makes one of the type's generic parameters a view
    /// (`struct SmartNavigationView<Content>: View where Content: View`).
    private static func constrainsToView(_ generics: GenericParameterClauseSyntax?, in requirements: GenericWhereClauseSyntax?) -> Bool {
        guard let generics, let requirements else { return false }
        let names = Set(generics.parameters.map(\.name.text))
        return requirements.requirements.contains { requirement in
            guard case .conformanceRequirement(let conformance) = requirement.requirement else { return false }
            return names.contains(SyntaxText.normalized(conformance.leftType)) && SyntaxText.normalized(conformance.rightType).contains("View")
        }
    }

    /// The type of the value a view's body switches over, when it is a plain stored property the
    /// view is built with (`let type: SheetType` and `var body: some View { switch type { … } }`).
    private static func dispatchedValue(of node: StructDeclSyntax) -> String? {
        var stored: [String: String] = [:]
        var subject: String?
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if name == "body", case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1,
               let switched = statements.first.flatMap(ViewContentReader.expression(of:))?.as(SwitchExprSyntax.self) {
                subject = SyntaxText.referencePath(switched.subject).map(SyntaxText.droppingSelf).flatMap { $0.count == 1 ? $0[0] : nil }
            } else if variable.attributes.isEmpty, binding.accessorBlock == nil, binding.initializer == nil,
                      let type = binding.typeAnnotation?.type {
                stored[name] = TypeNames.lookupName(of: SyntaxText.normalized(type))
            }
        }
        return subject.flatMap { stored[$0] }
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, generics: node.genericParameterClause, inherited: node.inheritanceClause, isExtension: false,
              isClass: true, at: node.name)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, generics: node.genericParameterClause, inherited: node.inheritanceClause, isExtension: false,
              isClass: true, at: node.name)
    }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node.inheritanceClause) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, generics: node.genericParameterClause, inherited: node.inheritanceClause, isExtension: false,
              at: node.name)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(TypeNames.lookupName(of: SyntaxText.normalized(node.extendedType)), generics: nil,
              inherited: node.inheritanceClause, isExtension: true, at: node.extendedType)
    }
    override func visitPost(_ node: StructDeclSyntax) { leave(node.inheritanceClause) }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node.inheritanceClause) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node.inheritanceClause) }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node.inheritanceClause) }

    /// Leaves a type entered (a preview provider was never entered).
    private func leave(_ inherited: InheritanceClauseSyntax?) {
        let names = inherited?.inheritedTypes.map { TypeNames.lookupName(of: SyntaxText.normalized($0.type)) } ?? []
        if !names.contains("PreviewProvider"), !types.isEmpty { types.removeLast() }
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard parameters.isEmpty, node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let owner, let held = Self.heldType(binding) { facts.propertyTypes[owner, default: [:]][name] = held }
            if Self.appendsItselfWhenSet(binding, named: name) { facts.appendingProperties.insert(name) }
            if let owner, let type = binding.typeAnnotation?.type, let reducer = ComposableStacks.reducer(ofStore: type) {
                facts.storeReducers[owner, default: [:]][name] = reducer
            }
            if let type = binding.typeAnnotation?.type {
                if type.is(SomeOrAnyTypeSyntax.self), let owner, case .getter(let body)? = binding.accessorBlock?.accessors {
                    facts.builders[owner, default: [:]][name] = content.views(in: body)
                    if name == "body", let built = content.valueBuiltBody(body) { facts.valueBodies[owner] = built }
                } else {
                    if let owner, node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                       case .getter(let body)? = binding.accessorBlock?.accessors,
                       let registry = RouteValueFactories.registry(owner: owner, member: name, returned: type, statements: body,
                                                                   content: content, file: source.file) {
                        facts.registries.append(registry)
                    }
                    // A binding made for a sheet (`var presentedSheet: Binding<Sheet?>`) holds what it binds.
                    facts.memberTypes[name, default: []].insert(SwiftUISiteReader.bound(SyntaxText.normalized(type)))
                }
            }
        }
        return .visitChildren
    }

    /// Whether a stored property's observer appends its new value to a list or a path
    /// (`var step: OnboardingStep { didSet { path.append(step) } }`): setting it pushes the value.
    private static func appendsItselfWhenSet(_ binding: PatternBindingSyntax, named name: String) -> Bool {
        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
              let didSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }),
              let body = didSet.body else { return false }
        return body.statements.contains { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "append",
                  let argument = call.arguments.first, call.arguments.count == 1 else { return false }
            return SyntaxText.referencePath(argument.expression).map(SyntaxText.droppingSelf) == [name]
        }
    }

    /// Whether a call with one value may leave `parameter` out of its arguments: it has a
    /// default, or it takes a closure, which a trailing closure gives (`label: () -> Content`).
    private static func isLeftOutOfOneValueCalls(_ parameter: FunctionParameterSyntax) -> Bool {
        parameter.defaultValue != nil || TypeShapes.unwrapped(parameter.type).is(FunctionTypeSyntax.self)
    }

    /// The type a property holds: as declared, or as built by its initial value (`= Builder()`).
    private static func heldType(_ binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type {
            return type.is(SomeOrAnyTypeSyntax.self) ? nil : TypeNames.lookupName(of: SyntaxText.normalized(type))
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, TypeNames.looksLikeType(name)
        else { return nil }
        return name
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let list = node.signature.parameterClause.parameters
        var declared: [String: String] = [:]
        for parameter in list {
            declared[(parameter.secondName ?? parameter.firstName).text] = SyntaxText.normalized(parameter.type)
        }
        if parameters.isEmpty, let only = list.first, list.dropFirst().allSatisfy(Self.isLeftOutOfOneValueCalls) {
            let key = SwiftUI.member(node.name.text, labels: [only.firstName.text])
            let type = Self.parameterType(only, generics: node.genericParameterClause)
            // Called with one value, those after the first left to their defaults or given by
            // trailing closures (`row(.about) { Text("About") }`).
            if list.count == 1 { facts.memberTypes[key, default: []].insert(type) } else { facts.defaultedMethodTypes[key, default: []].insert(type) }
        } else if parameters.isEmpty, let first = list.first, SwiftUIResolver.handsRouteOn(node.name.text) {
            // Called with a route first and what the method needs after it (`navigationLink(to:
            // .pump, from: self)`): keyed by every label, as such a call is.
            let key = SwiftUI.member(node.name.text, labels: list.map(\.firstName.text))
            facts.memberTypes[key, default: []].insert(TypeNames.lookupName(of: SyntaxText.normalized(first.type)))
        }
        if parameters.isEmpty, let owner, let returned = node.signature.returnClause?.type, returned.is(SomeOrAnyTypeSyntax.self),
           let body = node.body {
            facts.builders[owner, default: [:]][node.name.text] = content.views(in: body.statements)
            // A value's own builder may take what its views need (`view(resolver:)`): it chooses
            // by its case, not by what it is given.
            if list.count == 1, let only = list.first, ViewContentReader.selfSwitch(body.statements) == nil {
                facts.builderInputs[owner, default: [:]][node.name.text] = TypeNames.lookupName(of: SyntaxText.normalized(only.type))
            }
        }
        if parameters.isEmpty { facts.handoffs += PresentingModifiers.handoffs(of: node) }
        if parameters.isEmpty, let owner, node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
           let returned = node.signature.returnClause?.type, let body = node.body {
            if let factory = Self.caseFactory(node, returned: returned, body: body, owner: owner) {
                facts.caseFactories[TypeNames.lastComponent(of: owner), default: [:]][node.name.text, default: []].append(factory)
            }
            if let registry = RouteValueFactories.registry(owner: owner, member: node.name.text, returned: returned,
                                                           statements: body.statements, content: content, file: source.file) {
                facts.registries.append(registry)
            }
        }
        if parameters.isEmpty, node.name.text == "makeUIViewController", let owner,
           let returned = node.signature.returnClause.map({ TypeNames.lookupName(of: SyntaxText.normalized($0.type)) }),
           TypeNames.looksLikeType(returned), returned != "UIViewControllerType", !returned.hasPrefix("UI"),
           !UIKit.systemScreens.contains(returned), let index = facts.types.lastIndex(where: { $0.name == owner }) {
            facts.types[index].representedController = returned
        }
        if parameters.isEmpty, let owner {
            method = node.name.text
            helper = RouteHelpers.method(node, owner: owner)
        }
        parameters.append(declared)
        return .visitChildren
    }
    /// A view's initialiser taking a view it erases (a wrapper), or an app's own `NavigationLink`
    /// initialiser taking a route (`init(_ value: NavigationPage, label:)`): the type its links'
    /// cases belong to, as `NavigationLink(_:)`'s member type.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        // A view erasing the view it is handed (`init(@ViewBuilder content: () -> some View) {
        // self.content = AnyView(content()) }`) wraps it as a generic one does.
        if parameters.isEmpty, let owner, node.signature.parameterClause.parameters.contains(where: Self.handsAView),
           let index = facts.types.lastIndex(where: { $0.name == owner && !$0.isExtension }) {
            facts.types[index].wrapsView = true
        }
        guard owner == SwiftUI.navigationLink else { return .visitChildren }
        for parameter in node.signature.parameterClause.parameters where parameter.type.is(IdentifierTypeSyntax.self) {
            let label = parameter.firstName.tokenKind == .wildcard ? "_" : parameter.firstName.text
            guard label == "_" || label == "destination" || label == "value" else { continue }
            let type = TypeNames.lookupName(of: SyntaxText.normalized(parameter.type))
            guard TypeNames.looksLikeType(type), !["String", "LocalizedStringKey", "LocalizedStringResource", "Text"].contains(type) else {
                continue
            }
            facts.memberTypes[SwiftUI.linkInitializer(label: label), default: []].insert(type)
        }
        return .visitChildren
    }

    /// Whether an initialiser's parameter hands it a view: a view builder, or a view erased or opaque
    /// (`AnyView`, `@autoclosure () -> AnyView`, `some View`, `() -> some View`).
    private static func handsAView(_ parameter: FunctionParameterSyntax) -> Bool {
        let attributed = parameter.type.as(AttributedTypeSyntax.self)
        if attributed?.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }) == true
            || parameter.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }) {
            return true
        }
        var type = attributed?.baseType ?? parameter.type
        if let function = type.as(FunctionTypeSyntax.self), function.parameters.isEmpty { type = function.returnClause.type }
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) { return opaque.constraint.trimmedDescription == SwiftUI.view }
        return type.as(IdentifierTypeSyntax.self)?.name.text == SwiftUI.anyView
    }

    /// `case signUp(_ instance: Instance, animated: Bool = true)`: how many values each case takes.
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard parameters.isEmpty, let owner else { return .skipChildren }
        for element in node.elements {
            let values = element.parameterClause?.parameters ?? []
            let required = values.filter { $0.defaultValue == nil }.count
            facts.caseArities[TypeNames.lastComponent(of: owner), default: [:]][element.name.text] = required...values.count
        }
        return .skipChildren
    }

    /// A static method of `owner` giving back one of its cases, written as its one statement or
    /// its only `return` (`static func signUp() -> NavigationPage { .instancePicker(…) }`).
    private static func caseFactory(_ node: FunctionDeclSyntax, returned type: TypeSyntax, body: CodeBlockSyntax,
                                    owner: String) -> CaseFactory? {
        let returned = TypeNames.lookupName(of: SyntaxText.normalized(type))
        guard returned == "Self" || returned == TypeNames.lastComponent(of: owner), body.statements.count == 1,
              let only = body.statements.first.flatMap(ViewContentReader.expression(of:)),
              var value = ViewContentReader.caseValue(only), value.type == nil || value.type == returned else { return nil }
        value.type = nil
        let list = node.signature.parameterClause.parameters
        return CaseFactory(arguments: list.filter { $0.defaultValue == nil }.count...list.count, value: value)
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        parameters.removeLast()
        if parameters.isEmpty { (method, helper) = (nil, nil) }
    }

    /// The type a parameter takes, as a lookup name; a generic one of the method's
    /// (`push<D: Hashable>(_ destination: D)`) as any value of its constraint (`some Hashable`),
    /// whose written type tells what a call shows.
    private static func parameterType(_ parameter: FunctionParameterSyntax, generics: GenericParameterClauseSyntax?) -> String {
        let type = TypeNames.lookupName(of: SyntaxText.normalized(parameter.type))
        guard let generic = generics?.parameters.first(where: { $0.name.text == type }) else { return type }
        return "some " + (generic.inheritedType.map(SyntaxText.normalized) ?? "Any")
    }

    // MARK: Navigation

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        clauses += 1
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { clauses -= 1 }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let sites = SwiftUISiteReader(content: content, source: source, owner: owner, dismissals: dismissals,
                                      parameters: parameters.last ?? [:], conditional: clauses > 0)
        let read = sites.read(node)
        facts.sites += read.sites
        facts.registries += read.registries
        if var router = read.router {
            router.helper = helper
            facts.routers.append(router)
        }
        if read.sites.isEmpty, read.router == nil,
           let call = RouteHelpers.call(node, owner: owner, caller: helper, parameters: parameters.last ?? [:], source: source,
                                        conditional: clauses > 0) {
            facts.helperCalls.append(call)
        }
        if let root = read.root { facts.roots += root }
        if let (linked, presentation) = read.linked, let owner {
            facts.linkWrappers[owner, default: [:]][linked] = presentation
            if trailingClosureProperties[owner] == linked {
                facts.linkWrappers[owner, default: [:]][LinkWrappers.trailingClosureLabel] = presentation
            }
        }
        // A build handed a member as its one value (`SettingsSubMenuCell(title: Strings.Localizable.signature)
        // { … }`) reads as a view built with a route too: which it is, the wrappers declared say.
        if read.sites.isEmpty,
           let build = LinkWrappers.build(node, owner: owner, content: content, source: source, conditional: clauses > 0) {
            facts.wrapperBuilds.append(build)
        }
        if read.sites.isEmpty, read.router == nil || read.router?.isBuiltValue == true, let call = sites.methodCall(node) {
            facts.calls.append(call)
        }
        facts.bindingHandoffs += HandedBindings.handoffs(node, owner: owner, file: source.file)
        if read.router == nil, let owner, let forwarder = RouteForwardingViews.forwarder(node) {
            facts.routeForwarders[TypeNames.lastComponent(of: owner), default: []].append(forwarder)
        }
        if let build = RouteForwardingViews.build(node, owner: owner, source: source, conditional: clauses > 0) {
            facts.caseBuilds.append(build)
        }
        if let stack = ComposableStacks.stack(node, owner: owner, content: content) { facts.stacks.append(stack) }
        if let push = ComposableStacks.append(node, owner: owner, source: source, conditional: clauses > 0)
            ?? ComposableStacks.link(node, owner: owner, source: source, conditional: clauses > 0) {
            facts.stackPushes.append(push)
        }
        if read.sites.isEmpty, read.router == nil,
           let presenting = PresentingModifiers.call(node, owner: owner, content: content, source: source) {
            facts.presentingCalls.append(presenting)
        }
        return .visitChildren
    }

    /// An `if` showing a case of a TCA destination in place (``ComposableStacks/destinationShownInPlace(_:owner:content:conditional:)``).
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if let site = ComposableStacks.destinationShownInPlace(node, owner: owner, content: content, conditional: clauses > 0) {
            facts.sites.append(site)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let sites = SwiftUISiteReader(content: content, source: source, owner: owner, dismissals: dismissals,
                                      parameters: parameters.last ?? [:], conditional: clauses > 0)
        if var router = sites.assignment(node) {
            router.helper = helper
            facts.routers.append(router)
        }
        if let method, let member = SwiftUISiteReader.ownMemberSet(node) { facts.setters[method, default: []].insert(member) }
        return .visitChildren
    }
}

/// The names a file gives the environment's actions that navigate, by their key:
/// `@Environment(\.dismiss) var close`, `@Environment(\.presentationMode) var mode` (whose
/// `wrappedValue.dismiss()` dismisses), `@Environment(\.webAuthenticationSession) var session`.
final class DismissCollector: SyntaxVisitor {
    /// The keys read, by the names given them.
    private var names: [String: String] = [:]

    /// The environment's keys a file's properties hold: `dismiss`, `presentationMode`,
    /// `webAuthenticationSession`, by property name.
    static func names(in tree: SourceFileSyntax) -> [String: String] {
        let collector = DismissCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let key = node.attributes.lazy.compactMap { element -> String? in
            guard let attribute = element.as(AttributeSyntax.self) else { return nil }
            let text = attribute.arguments.map(SyntaxText.normalized) ?? ""
            return SwiftUI.environmentActions.first { text.hasSuffix(".\($0)") }
        }.first
        if let key {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names[name] = key }
            }
        }
        return .skipChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
