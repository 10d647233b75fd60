import SwiftSyntax

// An app's own presenting modifiers: a `View` extension method hands its content closure to a
// `ViewModifier` of the app's (`func crossPlatformSheet(isPresented:sheetContent:) -> some View {
// modifier(CrossPlatformSheet(isPresented: isPresented, sheetContent: sheetContent)) }`), whose
// body presents it (`.sheet(isPresented: $isPresented) { sheetContent() }`). A screen calling the
// method (`.crossPlatformSheet(isPresented: $showsBanner) { BannerView() }`) presents what its
// closure builds, as the modifier's own sheet does.

/// A method handing one of its parameters to a modifier type it applies.
struct ModifierHandoff: Hashable, Sendable {
    /// The method (`crossPlatformSheet`).
    var method: String
    /// The modifier type built (`CrossPlatformSheet`).
    var modifier: String
    /// The label the modifier's initialiser takes the parameter with (`sheetContent`), which is
    /// the modifier's property of that name.
    var label: String
    /// The argument label the method's callers give that parameter with (`nil` for `_`).
    var parameterLabel: String?
    /// Whether it is the method's last parameter, which a trailing closure gives.
    var isLast: Bool
    /// How the method presents the parameter when its own body does (`NavigationLink(isActive:
    /// isActive, destination: destination)`), not a modifier type it hands it to.
    var presentation: SwiftUI.Presentation? = nil
}

/// A call of a method SwiftUI does not declare, with a presentation binding (`isPresented:`,
/// `item:`) and content closures: maybe an app's presenting modifier; or a build of a type of
/// the app's handed views (``LinkWrappers``): maybe a view linking to one of them.
struct PresentingCallFact: Hashable, Sendable {
    /// The method called, or the type built.
    var method: String
    /// The type whose code makes the call, as ``SwiftUISiteFact/owner``.
    var owner: String?
    /// The views each closure (or, for a build, each argument) builds, by its argument label
    /// (`""` for the trailing closure).
    var closures: [String: [BuiltView]]
    /// The binding presented (`showsBanner`), the edge's label.
    var binding: String
    /// The call's text, short.
    var text: String
    /// Where the method's name is.
    var position: SourcePosition
    /// Whether the call sits inside an `#if` block.
    var conditional: Bool
    /// The type of the values it registers a destination for (`for: NavLinkTag.self`), when it
    /// takes one instead of a binding: maybe an app's modifier around `navigationDestination(for:)`.
    var registered: String? = nil
}

enum PresentingModifiers {
    /// The handoffs of a method whose body applies one modifier type (`modifier(T(…))`), or one
    /// a factory of the app's builds (`modifier(_sheetModifier(…))`), for each of its parameters
    /// passed on; or of such a factory, whose returns build one modifier type (`if #available(iOS
    /// 17, *) { return T(…) } else { return EmptyModifier() }`).
    static func handoffs(of node: FunctionDeclSyntax) -> [ModifierHandoff] {
        let direct = PresentedParameters.handoffs(of: node)
        if !direct.isEmpty { return direct }
        if let built = factoryBuild(node) { return handoffs(of: node, handingTo: built) }
        guard let body = node.body, body.statements.count == 1, let only = body.statements.first,
              let expression = only.item.as(ExprSyntax.self) ?? only.item.as(ReturnStmtSyntax.self)?.expression,
              let applied = expression.as(FunctionCallExprSyntax.self),
              applied.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "modifier"
                || applied.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "modifier",
              let built = applied.arguments.first?.expression.as(FunctionCallExprSyntax.self) else { return [] }
        return handoffs(of: node, handingTo: built)
    }

    /// A handoff for each of `node`'s parameters `built` is handed (`sheetContent: content`), to
    /// the type it builds or the factory it calls.
    private static func handoffs(of node: FunctionDeclSyntax, handingTo built: FunctionCallExprSyntax) -> [ModifierHandoff] {
        // A lowercase name is a factory of the app's, read by `throughFactories`.
        guard let modifier = built.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              modifier != node.name.text else { return [] }
        let parameters = Array(node.signature.parameterClause.parameters)
        var handoffs: [ModifierHandoff] = []
        for argument in built.arguments {
            // The closure, or the view it builds (`sheetContent: content()`).
            guard let label = argument.label?.text, let name = PresentedParameters.handedName(argument.expression),
                  let index = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { continue }
            let parameter = parameters[index]
            handoffs.append(ModifierHandoff(method: node.name.text, modifier: modifier, label: label,
                                            parameterLabel: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                                            isLast: index == parameters.count - 1))
        }
        return handoffs
    }

    /// The one modifier type a factory's returns build, SwiftUI's `EmptyModifier()` (applying
    /// nothing where the modifier is not wanted) aside; `nil` unless `node` returns a modifier.
    private static func factoryBuild(_ node: FunctionDeclSyntax) -> FunctionCallExprSyntax? {
        guard let returned = node.signature.returnClause?.type, returned.trimmedDescription.hasSuffix("ViewModifier"),
              let body = node.body else { return nil }
        var built: FunctionCallExprSyntax?
        for call in SyntaxText.calls(in: body) {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  TypeNames.looksLikeType(name), name != "EmptyModifier",
                  call.parent?.is(ReturnStmtSyntax.self) == true || isOnlyStatement(call, of: body) else { continue }
            if let built, built.calledExpression.trimmedDescription != name { return nil }
            built = call
        }
        return built
    }

    /// Whether `call` is all `body` holds (`{ T(content: content) }`, returned without `return`).
    private static func isOnlyStatement(_ call: FunctionCallExprSyntax, of body: CodeBlockSyntax) -> Bool {
        body.statements.count == 1 && body.statements.first?.item.as(FunctionCallExprSyntax.self)?.id == call.id
    }

    /// `handoffs` with those handing a parameter to a factory of modifiers (`modifier(_sheetModifier(
    /// content: content))`) handing it on to the modifier type the factory builds, as if the
    /// method built it itself.
    static func throughFactories(_ handoffs: [String: [ModifierHandoff]]) -> [String: [ModifierHandoff]] {
        handoffs.mapValues { list in
            list.flatMap { handoff -> [ModifierHandoff] in
                guard handoff.presentation == nil, !handoff.modifier.isEmpty,
                      !TypeNames.looksLikeType(handoff.modifier) else { return [handoff] }
                let built = (handoffs[handoff.modifier] ?? []).filter { $0.parameterLabel == handoff.label && $0.presentation == nil }
                return built.map {
                    ModifierHandoff(method: handoff.method, modifier: $0.modifier, label: $0.label,
                                    parameterLabel: handoff.parameterLabel, isLast: handoff.isLast)
                }
            }
        }
    }

    /// The call `node` as a possible presenting modifier's: one SwiftUI does not declare, with a
    /// presentation binding and at least one content closure.
    /// - Parameters:
    ///   - node: A call.
    ///   - owner: The type whose code makes it.
    ///   - content: Reads what a closure builds.
    ///   - source: The file, for positions.
    static func call(_ node: FunctionCallExprSyntax, owner: String?, content: ViewContentReader,
                     source: SourceContext) -> PresentingCallFact? {
        // The binding labelled as SwiftUI's own are, or given first without a label
        // (`.appFullScreenCover($showsCode, state: state) { QRCodeView() }`).
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let binding = node.arguments.first(where: { bindingLabels.contains($0.label?.text) })
            ?? node.arguments.first.flatMap(Self.unlabelledBinding)
            ?? node.arguments.first(where: Self.isProjectedBinding)
        // Or the values' type a destination is registered for (`.navigationStackDestination(for: Tag.self) { … }`).
        let registered = binding == nil
            ? node.arguments.first(where: { $0.label?.text == "for" }).flatMap { SwiftUISiteReader.metatype($0.expression) } : nil
        guard binding != nil || registered != nil else { return nil }
        // A binding made by a call (`store.bindingFor(.settings)`) is labelled with its text.
        let bound = binding.map { SwiftUISiteReader.boundName($0.expression)?.name ?? SwiftUISiteReader.note($0.expression) } ?? ""
        var closures: [String: [BuiltView]] = [:]
        if let trailing = node.trailingClosure { closures[""] = content.views(of: trailing) }
        for argument in node.arguments {
            guard let label = argument.label?.text else { continue }
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                closures[label] = content.views(of: closure)
            } else if let method = argument.expression.as(DeclReferenceExprSyntax.self), method.argumentNames == nil,
                      method.baseName.text.first?.isLowercase == true, !method.baseName.text.hasPrefix("$") {
                // A builder method of the caller's handed as the content (`content: modalDestination`):
                // what it builds, as a closure calling it would.
                closures[label] = [BuiltView(chain: ["self.\(method.baseName.text)"], position: source.position(of: method))]
            }
        }
        guard !closures.isEmpty else { return nil }
        let name = member.declName.baseName
        return PresentingCallFact(method: name.text, owner: owner, closures: closures, binding: bound,
                                  text: ".\(name.text)(…)", position: source.position(of: name),
                                  conditional: DeclarationReader.isConditional(node), registered: registered)
    }

    /// The registries `calls` of an app's destination modifiers make: a method handing its
    /// closure on to SwiftUI's `navigationDestination(for:)` (`.navigationStackDestination(for:
    /// NavLinkTag.self) { tag in navLinkView(tag) }`) pushes what the closure builds for each value
    /// of the type, wherever one is appended to a path or linked to.
    /// - Parameters:
    ///   - calls: The calls of methods SwiftUI does not declare.
    ///   - handoffs: The app's methods' handoffs, by method.
    ///   - forwarded: How each modifier type presents what a property of it holds.
    static func registries(of calls: [PresentingCallFact], handoffs: [String: [ModifierHandoff]],
                           forwarded: [String: SwiftUI.Presentation]) -> [SwiftUIRegistry] {
        calls.compactMap { call in
            guard let type = call.registered, let shown = presented(by: call, handoffs: handoffs, forwarded: forwarded),
                  shown.presentation == .push else { return nil }
            return SwiftUIRegistry(key: .type(type), presentation: .push, byItem: false, views: shown.views,
                                   file: call.position.file, owner: call.owner)
        }
    }

    /// The labels SwiftUI's own presenting modifiers and links give their binding.
    static let bindingLabels: Set<String?> = ["isPresented", "item", "isActive"]

    /// A first argument without a label that is a binding (`$showsCode`).
    private static func unlabelledBinding(_ argument: LabeledExprSyntax) -> LabeledExprSyntax? {
        guard argument.label == nil, argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text.first == "$" else { return nil }
        return argument
    }

    /// Whether an argument under a label of the app's own is a binding of the caller's state
    /// (`active: $activeFieldEdit`), which only a method the app declares can take as its
    /// presentation's.
    private static func isProjectedBinding(_ argument: LabeledExprSyntax) -> Bool {
        argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text.first == "$"
    }

    /// How each modifier type of the app presents the content a property of it holds: its sites
    /// showing that property (`.sheet { sheetContent() }`, inside containers of its own), and its
    /// calls of another presenting modifier showing it, by type and property.
    static func forwardedPresentations(sites: [SwiftUISiteFact], calls: [PresentingCallFact],
                                       handoffs: [String: [ModifierHandoff]]) -> [String: SwiftUI.Presentation] {
        var found: [String: Set<SwiftUI.Presentation>] = [:]
        for site in sites {
            guard let owner = site.owner, site.views.count == 1, let property = ownProperty(site.views[0]) else { continue }
            found["\(TypeNames.lastComponent(of: owner)).\(property)", default: []].insert(site.presentation)
        }
        // One modifier presenting the same content two ways (by platform) is no one way.
        var forwarded = found.compactMapValues { $0.count == 1 ? $0.first : nil }
        // A modifier presenting its content through another (`content.crossPlatformSheet { sheetContent }`):
        // as that one does, a few levels deep at most.
        for _ in 0..<3 {
            var added = false
            for call in calls {
                guard let owner = call.owner, let shown = presented(by: call, handoffs: handoffs, forwarded: forwarded),
                      shown.views.count == 1, let property = ownProperty(shown.views[0]) else { continue }
                let key = "\(TypeNames.lastComponent(of: owner)).\(property)"
                if forwarded[key] == nil {
                    forwarded[key] = shown.presentation
                    added = true
                }
            }
            if !added { break }
        }
        return forwarded
    }

    /// The property of its own type a view ends in (`VStack { Container { sheetContent } }`).
    private static func ownProperty(_ view: BuiltView) -> Substring? {
        guard let last = view.chain.last, last.hasPrefix("self.") else { return nil }
        return last.dropFirst("self.".count)
    }

    /// What `call` presents, and how: the views of the closure a handoff of its method takes,
    /// presented as the modifier it hands them to presents that property; `nil` when the method
    /// is no presenting modifier of the app's.
    static func presented(by call: PresentingCallFact, handoffs: [String: [ModifierHandoff]],
                          forwarded: [String: SwiftUI.Presentation]) -> (views: [BuiltView], presentation: SwiftUI.Presentation)? {
        for handoff in handoffs[call.method] ?? [] {
            guard let presentation = handoff.presentation ?? forwarded["\(TypeNames.lastComponent(of: handoff.modifier)).\(handoff.label)"] else { continue }
            let views = handoff.parameterLabel.flatMap { call.closures[$0] } ?? (handoff.isLast ? call.closures[""] : nil)
            if let views, !views.isEmpty { return (views, presentation) }
        }
        return nil
    }
}
