import SwiftSyntax

/// Turns one call or assignment into SwiftUI navigation facts: a presenting modifier (with the
/// registry it is when it shows a value), a `NavigationLink`, a `TabView`'s children, the
/// environment's `dismiss()`, a scene's root, or a router call that shows a case.
struct SwiftUISiteReader {
    /// Reads what a content builds.
    let content: ViewContentReader
    /// The file's path, lines and bytes.
    let source: SourceContext
    /// The innermost enclosing type (``SwiftUISiteFact/owner``).
    let owner: String?
    /// The names the file gives the environment's dismiss action.
    let dismissals: [String: String]
    /// The enclosing function's parameters and their declared types.
    let parameters: [String: String]
    /// Whether the node read is inside a `#if` clause, as the visitor knows from its way down:
    /// asking each node's parents, up to the file, for every call of a view's body cost a
    /// twentieth of a SwiftUI app's scan.
    let conditional: Bool

    /// What one call says.
    struct Read {
        /// The sites (one per tab of a tab view).
        var sites: [SwiftUISiteFact] = []
        /// The registries, of a modifier showing a value or a scene's window.
        var registries: [SwiftUIRegistry] = []
        /// A router call showing a case.
        var router: RouterSiteFact?
        /// The views a scene starts with.
        var root: [BuiltView]?
        /// The property of its own type a link or a presenting modifier shows, and how (``LinkWrappers``).
        var linked: (property: String, presentation: SwiftUI.Presentation)?
    }

    /// SwiftUI's alert modifier, which an app may overload with its own alert views.
    static let alertModifier = "alert"

    /// Whether `view`, built in an alert's closure, is a view of the app's, not SwiftUI's `Alert`
    /// (`SwiftUI.Alert` written whole too) or another of its own views.
    private static func isAppsOwnAlert(_ view: String) -> Bool {
        TypeNames.looksLikeType(view) && !SwiftUI.isBuiltIn(view) && !view.hasPrefix("SwiftUI.")
            && TypeNames.lastComponent(of: view) != "Alert"
    }

    /// The facts `node` makes.
    func read(_ node: FunctionCallExprSyntax) -> Read {
        var read = Read()
        let callee = node.calledExpression
        let nameToken: TokenSyntax
        var receiver: ExprSyntax?
        if let member = callee.as(MemberAccessExprSyntax.self) {
            nameToken = member.declName.baseName
            receiver = member.base
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            nameToken = reference.baseName
        } else {
            return read
        }
        let name = SwiftUI.canonicalName(nameToken.text)
        let position = source.position(of: nameToken)
        func site(_ presentation: SwiftUI.Presentation, views: [BuiltView], label: String = "", value: CaseValue? = nil,
                  showsValue: Bool = false, at sitePosition: SourcePosition? = nil) -> SwiftUISiteFact {
            SwiftUISiteFact(presentation: presentation, owner: owner, views: views, value: value, showsValue: showsValue,
                            label: label, text: (receiver == nil ? "" : ".") + name + "(…)",
                            position: sitePosition ?? position, conditional: conditional)
        }
        // A tab view's child, at its tab.
        func tab(_ child: BuiltView) -> SwiftUISiteFact {
            var tab = site(.tab, views: [child], at: child.position)
            tab.conditional = tab.conditional || child.conditional
            return tab
        }
        // An app's own `alert(isPresented:content:)` (SwiftUI's iOS 13 one builds an `Alert`):
        // its closure builds a view of the app's, which it presents.
        if name == Self.alertModifier, node.arguments.count == 1, node.arguments.first?.label?.text == "isPresented",
           let closure = node.trailingClosure {
            let views = content.views(of: closure)
            if !views.isEmpty, views.allSatisfy({ $0.chain.first.map(Self.isAppsOwnAlert) ?? false }) {
                read.sites.append(site(.sheet, views: views, label: Self.boundName(node.arguments[node.arguments.startIndex].expression)?.name ?? ""))
                return read
            }
        }
        if let system = SwiftUI.systemModifiers[name], let binding = Self.systemBinding(of: node) {
            read.sites.append(site(.sheet, views: [BuiltView(chain: [system], position: position)],
                                   label: Self.boundName(binding.expression)?.name ?? ""))
            return read
        }
        if let system = SwiftUI.systemControls[name], receiver == nil {
            read.sites.append(site(.sheet, views: [BuiltView(chain: [system], position: position)]))
            return read
        }
        if let presentation = SwiftUI.modifiers[name] {
            return modifier(node, presentation: presentation, site: site)
        }
        switch name {
        case "NavigationLink" where receiver == nil:
            // An app's own initialiser taking a route (`NavigationLink(.settings(.theme)) { label }`,
            // `NavigationLink("Theme", destination: .theme)`): a link to a value, its closure the label.
            if let routed = node.arguments.first(where: {
                ($0.label == nil || $0.label?.text == "destination") && Self.isImplicitCase($0.expression) && !Self.isTitle($0.expression)
            }), let value = ViewContentReader.caseValue(routed.expression) {
                read.sites.append(site(.push, views: [], value: value, showsValue: true))
            } else if let destination = node.arguments.first(where: { $0.label?.text == "destination" }) {
                read.linked = LinkWrappers.linkedProperty(destination.expression).map { ($0, .push) }
                let reader = content.readingValueProperties
                let views = destination.expression.as(ClosureExprSyntax.self).map(reader.views(of:))
                    ?? reader.views(of: destination.expression)
                read.sites.append(site(.push, views: views))
            } else if let value = node.arguments.first(where: { $0.label?.text == "value" }) {
                var link = site(.push, views: [], value: ViewContentReader.caseValue(value.expression), showsValue: true)
                if link.value == nil, let name = value.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   let declared = parameters[name], TypeNames.looksLikeType(declared) {
                    link.valueType = TypeNames.lookupName(of: declared)
                } else if link.value == nil, let built = Self.typeBuilt(by: value.expression) {
                    // `NavigationLink(value: ReadableRoute(url: url))`: a value of that type.
                    link.valueType = built
                } else if link.value == nil, let list = Self.iteratedList(handing: value.expression) {
                    // An element of a list the link is built for (`ForEach(items) { item in … }`): of
                    // the type the list's declaration states, the function's own or the owner's.
                    if let declared = parameters[list] { link.valueType = Self.elementType(of: declared) } else { link.valueElementOf = list }
                } else if link.value == nil, let built = Self.constantValue(of: value.expression).flatMap(Self.typeBuilt(byAny:)) {
                    // A constant so built, of Foundation's types too (`if let url = URL(string: link.href) {
                    // NavigationLink(value: url) { … } }`): only a registry of that type tells what it shows.
                    link.valueType = built
                } else if link.value == nil, let path = SyntaxText.referencePath(value.expression).map(SyntaxText.droppingSelf),
                          path.count == 1, let name = path.first {
                    // A property of the owner's (`private var navigationItem: Details.NavigationItem { … }`):
                    // of the type its declaration states.
                    link.valueProperty = name
                }
                read.sites.append(link)
            } else if let trailing = node.trailingClosure, !node.arguments.contains(where: { $0.label?.text == "state" }) {
                // A link to a TCA stack's state (`NavigationLink(state:)`) is read with its stack (``ComposableStacks``).
                // Its destination closure may build the owner's own property (`NavigationLink {
                // destination() } label: { … }`): a view that is that link and nothing else is a
                // link wrapper, each build of which pushes what it is handed; a screen listing such
                // links (a chooser) is a screen of its own.
                if LinkWrappers.isWholeBody(node) {
                    read.linked = LinkWrappers.presentedProperty(ExprSyntax(trailing)).map { ($0, .push) }
                }
                read.sites.append(site(.push, views: content.views(of: trailing)))
            }
        case "TabView" where receiver == nil && !Self.isCarousel(node):
            read.sites += ViewContentReader.closures(of: node).prefix(1).flatMap { content.children(in: $0.statements) }.map(tab)
        case "Tab" where receiver == nil && Self.buildsTabContent(node):
            // A tab made by a helper a `TabView` calls (`@TabContentBuilder func tab(for:) -> some
            // TabContent<…>`): the owner's tab all the same.
            read.sites += content.tabs(of: node).map(tab)
        case "NavigationSplitView" where receiver == nil:
            if let detail = SplitViewSelections.detail(of: node, content: content, file: source.file) {
                if detail.switchesOverSelection { read.registries.append(detail.registry) }
                // Rows selecting by what they list show this split view's detail for each case.
                if case .type(let type) = detail.registry.key {
                    for row in SplitViewRows.rows(of: node, list: detail.list, selecting: type) {
                        let views = detail.registry.views.filter { $0.caseName == row.value.caseName }
                        if !views.isEmpty { read.sites.append(site(.push, views: views, at: source.position(of: row.row))) }
                    }
                }
            }
        case "WindowGroup" where receiver == nil, "Window" where receiver == nil:
            let views = ViewContentReader.content(of: node).flatMap { content.views(in: $0) }
            let identifier = node.arguments.first(where: { $0.label?.text == "id" }).flatMap { SyntaxText.stringValue($0.expression) }
            if let type = node.arguments.first(where: { $0.label?.text == "for" }).flatMap({ Self.metatype($0.expression) }) {
                // A window for a value is opened by `openWindow(value:)`, no start of the app's.
                read.registries.append(SwiftUIRegistry(key: .type(type), presentation: .window, byItem: false, views: views,
                                                       file: source.file))
            } else if name == "WindowGroup" {
                read.root = views
            }
            // A window with an identifier (a single `Window` always has one) is opened by
            // `openWindow(id:)`, with a value or not.
            if let identifier {
                read.registries.append(SwiftUIRegistry(key: .window(identifier), presentation: .window, byItem: false,
                                                       views: views, file: source.file))
            }
        case _ where node.arguments.isEmpty && dismissals[name] == SwiftUI.dismissKey && receiver == nil:
            read.sites.append(site(.dismiss, views: []))
        case "dismiss" where node.arguments.isEmpty:
            if let receiver, let path = SyntaxText.referencePath(receiver).map(SyntaxText.droppingSelf),
               path.count == 2, dismissals[path[0]] == SwiftUI.presentationModeKey, path[1] == "wrappedValue" {
                read.sites.append(site(.dismiss, views: []))
            }
        case "authenticate":
            // Only the environment's session: an app's own `authenticate` shows nothing of the system's.
            if let receiver, let path = SyntaxText.referencePath(receiver).map(SyntaxText.droppingSelf), path.count == 1,
               dismissals[path[0]] == SwiftUI.webAuthenticationKey {
                read.sites.append(site(.sheet, views: [BuiltView(chain: [SwiftUI.webAuthentication], position: position)]))
            }
        default:
            read.router = router(node, name: name, receiver: receiver, position: position)
        }
        return read
    }

    /// Whether `tabView` pages through data (`TabView { ForEach(slides) { … } }`) styled as pages
    /// (`.tabViewStyle(.page)`, `PageTabViewStyle(…)`): a carousel of parts of one screen, not
    /// tabs. A paged tab view of screens written out, or of an enum's cases, is an app's own tab
    /// bar's content.
    private static func isCarousel(_ tabView: FunctionCallExprSyntax) -> Bool {
        guard let content = ViewContentReader.closures(of: tabView).first, content.statements.count == 1,
              let only = content.statements.first.flatMap(ViewContentReader.expression(of:))?.as(FunctionCallExprSyntax.self),
              only.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
              // Paging over an enum's cases (`ForEach(Menu.allCases)`) is tabs of an app's own bar.
              only.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "allCases"
        else { return false }
        var current = Syntax(tabView)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "tabViewStyle",
               let style = modifier.arguments.first?.expression.trimmedDescription,
               style.hasPrefix(".page") || style.hasPrefix("PageTabViewStyle") { return true }
            current = Syntax(modifier)
        }
        return false
    }

    /// Whether `tab` is written in a function or property giving tab content
    /// (`-> some TabContent<Item>`), not in a `TabView`'s own content, which reads its tabs itself.
    private static func buildsTabContent(_ tab: FunctionCallExprSyntax) -> Bool {
        var node = tab.parent
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TabView" { return false }
            if let function = current.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { Self.namesTabContent($0.type) } ?? false
            }
            if let binding = current.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { Self.namesTabContent($0.type) } ?? false
            }
            if current.is(MemberBlockSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    private static func namesTabContent(_ type: TypeSyntax) -> Bool {
        SyntaxText.normalized(type).contains("TabContent")
    }

    /// A presenting modifier: edges from its owner for each view its content builds, and a
    /// registry when it shows a value (`item:`, `for:`).
    private func modifier(_ node: FunctionCallExprSyntax, presentation: SwiftUI.Presentation,
                          site: (SwiftUI.Presentation, [BuiltView], String, CaseValue?, Bool, SourcePosition?) -> SwiftUISiteFact)
        -> Read {
        var read = Read()
        let argument = node.arguments.first { SwiftUI.holdsContent($0.label?.text) }?.expression
        let trailing = ViewContentReader.trailingContent(of: node)
        var views = (trailing ?? argument?.as(ClosureExprSyntax.self)).map(content.readingValueProperties.views(of:)) ?? []
        if trailing == nil, let method = argument?.as(DeclReferenceExprSyntax.self) {
            // `content: makeSheet`: a method of the same type's builds the content.
            views = [BuiltView(chain: ["self.\(method.baseName.text)"], position: source.position(of: method))]
        }
        // `content: popover`, `{ popover() }`: what the view is built with, presented (``LinkWrappers``).
        if let property = LinkWrappers.presentedProperty(trailing.map(ExprSyntax.init) ?? argument) {
            read.linked = (property, presentation)
        }
        var key: SwiftUIRegistry.Key?
        var label = ""
        var bindsOwnItem = false
        for argument in node.arguments {
            switch argument.label?.text {
            case "for":
                key = Self.metatype(argument.expression).map(SwiftUIRegistry.Key.type)
            case "item":
                if let (name, isMember) = Self.boundName(argument.expression) {
                    label = name
                    // A parameter `Binding<T?>` states the type; a member's is read where it is declared.
                    if !isMember, let declared = parameters[name] {
                        key = .type(Self.bound(declared))
                    } else {
                        key = .member(name)
                        bindsOwnItem = !isMember
                    }
                }
            case "isPresented":
                label = Self.boundName(argument.expression)?.name ?? ""
            default:
                break
            }
        }
        if let key {
            var registry = SwiftUIRegistry(key: key, presentation: presentation, byItem: !label.isEmpty, views: views,
                                           file: source.file, owner: owner)
            registry.bindsOwnItem = bindsOwnItem
            read.registries.append(registry)
        }
        // In a shared modifier (`extension View`), the registry is all there is: its callers show.
        guard owner != nil || key == nil else { return read }
        read.sites.append(site(presentation, views, label, nil, false, nil))
        return read
    }

    /// Whether `expression` makes a link's title from text alone (`.localized("Dylibs")`, an
    /// app's `static func localized(_:) -> String`): SwiftUI's own initialiser, whose closure is
    /// the destination; a route carries values, not only text.
    private static func isTitle(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty else { return false }
        return call.arguments.allSatisfy { $0.expression.is(StringLiteralExprSyntax.self) }
    }

    /// Whether `expression` is a case written without its type (`.theme`, `.person(p)`).
    private static func isImplicitCase(_ expression: ExprSyntax) -> Bool {
        let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        return called.as(MemberAccessExprSyntax.self)?.base == nil && called.is(MemberAccessExprSyntax.self)
    }

    /// A method called with one case (`navigate(to: .detail)`, `path.append(.detail)`), or a
    /// window opened by its identifier (`openWindow(id: "main")`, as the case of that key).
    private func router(_ node: FunctionCallExprSyntax, name: String, receiver: ExprSyntax?,
                        position: SourcePosition) -> RouterSiteFact? {
        if name == "openWindow", let argument = node.arguments.first, argument.label?.text == "id",
           let identifier = SyntaxText.stringValue(argument.expression) {
            return RouterSiteFact(member: SwiftUI.openWindowByID, kind: .call,
                                  value: CaseValue(type: SwiftUIResolver.windowKey(identifier), caseName: identifier), owner: owner,
                                  text: Self.note(node), position: position, conditional: conditional)
        }
        if SwiftUIResolver.namesGoingBackOrAsking(name) { return nil }
        // A path's append may be handed a constant (`let destination = Destination.feed`);
        // a method's argument named so is more often a value of another kind.
        // Or a case first, beside what the method needs (`navigationLink(to: .pump, from: self)`);
        // a view built so (`NavigationRow(spacing: .margin8, destination: { … })`) is no router
        // call, nor a modifier handed the content it presents (`editPopover(for: .tags) { … }`).
        guard let argument = node.arguments.first,
              node.arguments.count == 1
                || (name != "append" && name.first?.isLowercase == true && SwiftUIResolver.handsRouteOn(name)
                    && Self.isImplicitCase(argument.expression)
                    && node.trailingClosure == nil && !node.arguments.contains { $0.expression.is(ClosureExprSyntax.self) })
        else { return nil }
        var value = name == "append" ? Self.caseValue(argument.expression) : ViewContentReader.caseValue(argument.expression)
        // A route built in place (`coordinator.navigateTo(SlateRoute(slateID: id))`), handed to a
        // method whose name says it navigates: a model value handed to any other (`store.save(Post(…))`)
        // or appended to a list shows nothing, whatever registry its type has.
        var isBuiltValue = false
        if value == nil, name != "append", SwiftUIResolver.namesNavigation(name), let built = Self.typeBuilt(by: argument.expression) {
            value = CaseValue(type: built, caseName: "")
            isBuiltValue = true
        }
        guard let value else { return nil }
        if name == "append" {
            guard let receiver, let last = SyntaxText.referencePath(receiver)?.last else { return nil }
            return RouterSiteFact(member: last, kind: .append, value: value, owner: owner,
                                  text: Self.note(node), position: position, conditional: conditional)
        }
        var call = RouterSiteFact(member: SwiftUI.member(name, labels: node.arguments.map { $0.label?.text }), kind: .call,
                                  value: value, owner: owner,
                                  text: Self.note(node), position: position, conditional: conditional)
        call.onValue = receiver.flatMap(SyntaxText.referencePath) != nil
        call.isBuiltValue = isBuiltValue
        return call
    }

    /// The type a value built in place is of (`SlateRoute(slateID: id)`), named as a type is:
    /// built from values, not closures (`Binding(get: { … }, set: { … })` is a binding made for
    /// the call, no route).
    private static func typeBuilt(by expression: ExprSyntax) -> String? {
        typeBuilt(byAny: expression).flatMap { SwiftUI.isBuiltIn($0) ? nil : $0 }
    }

    /// The type a value built in place is of, SwiftUI's and Foundation's own included.
    private static func typeBuilt(byAny expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
              let path = SyntaxText.referencePath(call.calledExpression), !path.isEmpty,
              path.allSatisfy(TypeNames.looksLikeType) else { return nil }
        // A nested type written with its outer one (`StackDetailsView.NavigationItem(id: id)`) keeps it.
        return TypeNames.lookupName(of: path.joined(separator: "."))
    }

    /// The case `expression` names: written in place, or held by a constant declared before it
    /// in an enclosing block (`let destination = Destination.feed; path.append(destination)`).
    static func caseValue(_ expression: ExprSyntax) -> CaseValue? {
        if let value = ViewContentReader.caseValue(expression) { return value }
        return constantValue(of: expression).flatMap(ViewContentReader.caseValue)
    }

    /// The list whose elements `expression` is, when it is the parameter of a closure building a
    /// view for each (`ForEach(items) { item in … }`, `List(items, id: \.id) { item in … }`) and
    /// the list is a name (`items`, `self.items`).
    static func iteratedList(handing expression: ExprSyntax) -> String? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = Syntax(expression)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
            if let closure = parent.as(ClosureExprSyntax.self) {
                let parameters = ClosureParameters.names(of: closure) ?? []
                guard parameters.contains(name) else { node = parent; continue }
                // The closure trails the call, or is its labelled argument (`content: { item in … }`:
                // argument, argument list, call).
                guard parameters.count == 1, let call = closure.parent?.as(FunctionCallExprSyntax.self)
                        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      called == "ForEach" || called == "List", let first = call.arguments.first, first.label == nil,
                      let path = SyntaxText.referencePath(first.expression).map(SyntaxText.droppingSelf), path.count == 1
                else { return nil }
                return path[0]
            }
            node = parent
        }
        return nil
    }

    /// The element type of an array type as declared (`[Catalog]`, `[Catalog]?`); `nil` for another
    /// (a dictionary's `[Key: Value]`, a set).
    static func elementType(of declared: String) -> String? {
        let type = TypeNames.lookupName(of: declared)
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { return String(type.dropFirst().dropLast()) }
        return nil
    }

    /// The value the constant `expression` names was given where it is declared, before it in an
    /// enclosing block (`let destination = …`) or bound by an enclosing `if let` (`if let url =
    /// URL(string: link)`); `nil` for anything else.
    static func constantValue(of expression: ExprSyntax) -> ExprSyntax? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = Syntax(expression)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                let declared = list.prefix { $0.endPosition <= expression.position }.compactMap { item -> ExprSyntax? in
                    guard let constant = item.item.as(VariableDeclSyntax.self), constant.bindingSpecifier.tokenKind == .keyword(.let),
                          let binding = constant.bindings.first,
                          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
                    return binding.initializer?.value
                }
                if let value = declared.last { return value }
            }
            if let choice = parent.as(IfExprSyntax.self), node.id == choice.body.id {
                for condition in choice.conditions {
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                    return binding.initializer?.value
                }
            }
            node = parent
        }
        return nil
    }

    /// A method called on another value (`model.show(item)`), with at least one argument.
    func methodCall(_ node: FunctionCallExprSyntax) -> MethodCallFact? {
        guard !node.arguments.isEmpty, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind != .keyword(.self),
              !TypeNames.looksLikeType(base.baseName.text) else { return nil }
        return MethodCallFact(method: member.declName.baseName.text, owner: owner,
                              text: Self.note(node.calledExpression) + "(…)",
                              position: source.position(of: member.declName.baseName), conditional: conditional)
    }

    /// The member of its own type an assignment sets (`selected = item`, `self.selected = item`).
    static func ownMemberSet(_ node: SequenceExprSyntax) -> String? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let path = SyntaxText.referencePath(elements[0]).map(SyntaxText.droppingSelf), path.count == 1 else { return nil }
        return path[0]
    }

    /// `router.presented = .settings`: a member set to a case; `AppSheets.shared.info = Info(ids)`:
    /// another value's member set to a value (``RouterSiteFact/anyValue``).
    func assignment(_ node: SequenceExprSyntax) -> RouterSiteFact? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let path = SyntaxText.referencePath(elements[0]), let member = path.last else { return nil }
        let setsOwnMember = SyntaxText.droppingSelf(path).count == 1
        let named = ViewContentReader.caseValue(elements[2])
        guard named != nil || (!setsOwnMember && Self.isValue(elements[2])) else { return nil }
        let position = elements[0].as(MemberAccessExprSyntax.self).map { source.position(of: $0.declName.baseName) }
            ?? source.position(of: elements[0])
        var fact = RouterSiteFact(member: member, kind: .assignment, value: named ?? CaseValue(type: nil, caseName: ""),
                                  owner: owner, text: Self.note(node), position: position, conditional: conditional,
                                  setsOwnMember: setsOwnMember)
        fact.anyValue = named == nil
        return fact
    }

    /// Whether `expression` is a value an item can hold: no `nil`, and no literal, which sets a
    /// flag or a count, not an item.
    private static func isValue(_ expression: ExprSyntax) -> Bool {
        !expression.is(NilLiteralExprSyntax.self) && !expression.is(BooleanLiteralExprSyntax.self)
            && !expression.is(IntegerLiteralExprSyntax.self) && !expression.is(StringLiteralExprSyntax.self)
            && !expression.is(FloatLiteralExprSyntax.self)
    }

    /// The name a binding is made of: `$router.modal`, `Bindable(router).modal` and `$modal` are
    /// `modal`, the first two a member of another value.
    static func boundName(_ expression: ExprSyntax) -> (name: String, isMember: Bool)? {
        let unprefixed = { (name: String) in name.hasPrefix("$") ? String(name.dropFirst()) : name }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            return (unprefixed(member.declName.baseName.text), true)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (unprefixed(reference.baseName.text), false) }
        return nil
    }

    /// What shows a system modifier's screen: its binding (`isPresented:`, `item:`), or a TCA
    /// store of its state (`.alert(store: store.scope(…))`, `.alert($store.scope(…))`).
    private static func systemBinding(of node: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        node.arguments.first { argument in
            switch argument.label?.text {
            case "isPresented", "item", "store": true
            case nil: argument.id == node.arguments.first?.id && ComposableStacks.isScopedBinding(argument.expression)
            default: false
            }
        }
    }

    /// `T` of `T.self`.
    static func metatype(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        return SyntaxText.normalized(base)
    }

    /// `T` of a declared `Binding<T?>`, `Binding<T>` or `T?`.
    static func bound(_ declared: String) -> String {
        var type = declared
        if type.hasPrefix("Binding<"), type.hasSuffix(">") { type = String(type.dropFirst("Binding<".count).dropLast()) }
        return TypeNames.lookupName(of: type)
    }

    /// Text cut to a note's length.
    static func shortened(_ text: String) -> String { text.count > 60 ? String(text.prefix(57)) + "…" : text }

    /// A node's text as a note shows it: ``shortened(_:)`` of its normalised text, of which only
    /// the first characters are built. Every call with one case (`.font(.title)`) is a router call
    /// until the members' types are known, and its node holds the whole chain of modifiers
    /// before it: normalising all of it, chain after chain, cost a SwiftUI app a tenth of its scan.
    static func note(_ node: some SyntaxProtocol) -> String {
        shortened(SyntaxText.normalized(node, stoppingPast: 62))
    }
}
