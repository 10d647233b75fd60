import SwiftSyntax

// An app's `View` extension method presenting what it is handed with SwiftUI's own link or
// modifier in its body (`func navigationLinkEmpty(isActive:destination:) -> some View {
// overlay(NavigationLink(isActive: isActive, destination: destination) { EmptyView() }) }`): a
// screen calling it (`.navigationLinkEmpty(isActive: $showsSettings) { SettingsView() }`) pushes
// or presents what its closure builds, as a `ModifierHandoff` with its presentation known.

enum PresentedParameters {
    /// The handoffs of `node`, one for each parameter its body shows as a link's destination or a
    /// presenting modifier's content; none when it shows none.
    static func handoffs(of node: FunctionDeclSyntax) -> [ModifierHandoff] {
        guard let body = node.body else { return [] }
        let parameters = Array(node.signature.parameterClause.parameters)
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        var found: [String: SwiftUI.Presentation] = [:]
        for call in SyntaxText.calls(in: body) {
            guard let (presentation, contents) = presentedContents(of: call) else { continue }
            for content in contents {
                if let name = parameter(shownBy: content), names.contains(name) { found[name] = presentation }
            }
        }
        return found.compactMap { name, presentation in
            guard let index = names.firstIndex(of: name) else { return nil }
            let parameter = parameters[index]
            return ModifierHandoff(method: node.name.text, modifier: "", label: name,
                                   parameterLabel: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                                   isLast: index == parameters.count - 1, presentation: presentation)
        }.sorted { $0.label < $1.label }
    }

    /// The name a value handed on is read from: a reference (`destination`), or a call of one
    /// with nothing (`content()`, the view a closure parameter builds).
    static func handedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// The parameter a content is (`destination`, `content()`, `{ content() }`, `{ item in
    /// content(item) }`), by name, also inside a container view of the app's wrapping it and under
    /// modifiers (`{ item in SheetView(dismissable: true) { content(item) } cancelAction: { … }
    /// .presentationBackground(.clear) }`, `{ DeferredContent(size: size, content: content) }`).
    static func parameter(shownBy expression: ExprSyntax) -> String? {
        if let name = handedName(expression) { return name }
        if let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
           let only = closure.statements.first.flatMap(ViewContentReader.expression(of:)) {
            return parameter(shownBy: only)
        }
        // Modifiers some builds apply (`#if os(iOS) .presentationDetents(detents) #endif`) show it still.
        if let conditional = expression.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
            return parameter(shownBy: base)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let modified = call.calledExpression.as(MemberAccessExprSyntax.self) {
            // A modifier on it (`.presentationBackground(.clear)`) shows it still.
            guard let base = modified.base, base.is(FunctionCallExprSyntax.self) else { return nil }
            return parameter(shownBy: base)
        }
        guard let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        if called.first?.isUppercase == true {
            // A container view of the app's around it (`SheetView { content() }`), or handed it
            // as its content (`DeferredPopoverContent(size: size, content: content)`).
            if let content = call.trailingClosure { return parameter(shownBy: ExprSyntax(content)) }
            if let content = call.arguments.first(where: { SwiftUI.holdsContent($0.label?.text) }) {
                return parameter(shownBy: content.expression)
            }
        }
        // `content(item)`: the closure parameter called with the item presented.
        let handsReferences = !call.arguments.isEmpty
            && call.arguments.allSatisfy { $0.label == nil && $0.expression.is(DeclReferenceExprSyntax.self) }
        return call.trailingClosure == nil && handsReferences && called.first?.isLowercase == true ? called : nil
    }

    /// How `call` presents, when it is a modifier's on the extension's own view handing on a
    /// binding it was given under a presentation's label (``PresentingModifiers/bindingLabels``:
    /// `floatingPanel(isPresented: isPresented, …)`), as a statement of its own: over the caller,
    /// as a sheet is, or pushed for a link's `isActive:`. One handed to `modifier(…)` builds a
    /// modifier, read as such (``PresentingModifiers``).
    private static func presentation(handedOnBy call: FunctionCallExprSyntax) -> SwiftUI.Presentation? {
        guard call.parent?.is(CodeBlockItemSyntax.self) == true || call.parent?.is(ReturnStmtSyntax.self) == true else { return nil }
        // A modifier's name, not a type built (`CompatDestination(isPresented: isPresented, …)`).
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard name?.first?.isLowercase == true,
              member == nil || member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              let binding = call.arguments.first(where: {
                  PresentingModifiers.bindingLabels.contains($0.label?.text) && $0.expression.is(DeclReferenceExprSyntax.self)
              }) else { return nil }
        return binding.label?.text == "isActive" ? .push : .sheet
    }

    /// How `call` shows its content, and the expressions it shows, when it is SwiftUI's link
    /// (`NavigationLink(destination:)`) or a presenting modifier (`.sheet(isPresented:) { … }`).
    private static func presentedContents(of call: FunctionCallExprSyntax) -> (SwiftUI.Presentation, [ExprSyntax])? {
        // `NavigationLink<EmptyView, Destination>(…)` names its type through a specialisation.
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        let presentation: SwiftUI.Presentation
        if called.as(DeclReferenceExprSyntax.self)?.baseName.text == SwiftUI.navigationLink {
            presentation = .push
        } else if let member = called.as(MemberAccessExprSyntax.self), let modifier = SwiftUI.modifiers[member.declName.baseName.text] {
            presentation = modifier
        } else if let reference = called.as(DeclReferenceExprSyntax.self), let modifier = SwiftUI.modifiers[reference.baseName.text] {
            // The extension's own view, unwritten: `fullScreenCover(isPresented: isPresented) { … }`.
            presentation = modifier
        } else if let handedOn = Self.presentation(handedOnBy: call) {
            // Another presenting modifier, often a package's the scan cannot read, handed the
            // method's own binding and content (`customAlert(item: item, content: content)`).
            presentation = handedOn
        } else {
            return nil
        }
        // A link's trailing closure is its label; a modifier's, its content.
        let isLink = called.as(DeclReferenceExprSyntax.self)?.baseName.text == SwiftUI.navigationLink
        let trailing = presentation == .push && isLink ? nil : call.trailingClosure
        let contents = call.arguments.filter { SwiftUI.holdsContent($0.label?.text) }.map(\.expression)
            + (trailing.map { [ExprSyntax($0)] } ?? [])
        return (presentation, contents)
    }
}
