import SwiftSyntax

// What a call shows, for ``TargetReader``: a constructor (a navigation or hosting controller
// around its root, a container built with screens), a factory, a method of a value, a storyboard
// look-up, a closure called in place.
extension TargetReader {
    /// A call's target: a constructor, a factory, a storyboard look-up.
    func target(ofCall call: FunctionCallExprSyntax, at offset: Int, depth: Int) -> TargetExpression {
        var callee = call.calledExpression
        if let closure = callee.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return immediatelyCalled(closure, depth: depth)
        }
        let generic = callee.as(GenericSpecializationExprSyntax.self)
        if let generic { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let first = name.first else { return .unknown }
            if first.isUppercase {
                let built = Self.keepingTypeArgument(of: generic, constructed(name, call: call, at: offset, depth: depth))
                if case .specialised(_, let argument) = built, let scene = Self.swiftGenScene(name, call: call) {
                    return .specialised(scene, argument: argument)
                }
                return built
            }
            if let made = Self.typeGiven(to: call) { return .type(made) }
            return .method(name, arguments: arguments(of: call, at: offset, depth: depth))
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return .unknown }
        let name = member.declName.baseName.text
        // A generic helper giving the storyboard's first scene as the type it is given
        // (`UIStoryboard.container.instantiateInitialViewController(of: ContainerViewController.self)`,
        // then `as! T`): the scene the storyboard starts with, which may be a subclass of that
        // type or a stack around its root; the type where no storyboard read has it.
        if name == "instantiateInitialViewController", let made = Self.typeGiven(to: call),
           let storyboard = member.base.flatMap({ storyboardName($0, at: offset) }) {
            return .specialised(.storyboardInitial(storyboard: storyboard), argument: made)
        }
        if name != "init", let made = Self.typeGiven(to: call) { return .type(made) }
        if name == "instantiateViewController" {
            // iOS 13's `instantiateViewController(identifier:) { coder in X(coder: coder, …) }`
            // says the class in its creator.
            let creator = call.trailingClosure
                ?? call.arguments.first { $0.label?.text == "creator" }?.expression.as(ClosureExprSyntax.self)
            if let creator, let made = Self.onlyValue(of: creator) {
                let built = target(of: made, at: made.position.utf8Offset, depth: depth)
                if built != .unknown { return built }
            }
            guard let identifier = call.arguments.first(where: { ["withIdentifier", "identifier"].contains($0.label?.text) })?
                .expression else { return .unknown }
            if let value = SyntaxText.stringValue(identifier) {
                return .storyboardScene(identifier: value, storyboard: member.base.flatMap { storyboardName($0, at: offset) })
            }
            if let (parameter, suffix) = parameterIdentifier(identifier, at: offset) {
                return .sceneNamedBy(parameter: parameter, suffix: suffix,
                                     storyboard: member.base.flatMap { storyboardName($0, at: offset) })
            }
            // A screen's own constant naming its scene (`withIdentifier: HiderViewController.identifier`):
            // that screen.
            if let path = SyntaxText.referencePath(identifier), path.count == 2,
               UIKit.isScreenType(path[0], inherited: []), !UIKit.isGenericContainer(path[0]) {
                return .type(path[0])
            }
            return .unknown
        }
        if name == "instantiateInitialViewController" {
            return .storyboardInitial(storyboard: member.base.flatMap { storyboardName($0, at: offset) })
        }
        guard let base = member.base else { return .unknown }
        // Then's `then { … }` (`TabTrayController(…).then { $0.delegate = self }`) gives back the
        // value it configures.
        if name == UIKit.configuringMethod, call.arguments.isEmpty, call.trailingClosure != nil {
            return target(of: base, at: offset, depth: depth + 1)
        }
        if let path = SyntaxText.referencePath(base), path.count == 1 {
            let baseName = path[0]
            // `Self.make()` is the enclosing type's own static method; `self.init()` in a class
            // method builds the type it is called on, as `Self()` does.
            if baseName == "self" || baseName == "Self" {
                if name == "init" { return constructed("Self", call: call, at: offset, depth: depth) }
                return .method(name, arguments: arguments(of: call, at: offset, depth: depth))
            }
            if let first = baseName.first, first.isUppercase {
                return name == "init" ? constructed(baseName, call: call, at: offset, depth: depth)
                    : .staticMethod(type: baseName, name: name, arguments: arguments(of: call, at: offset, depth: depth))
            }
        }
        // `ThreadView<Model>.makeForHome()`: a static method of the generic type.
        if let generic = base.as(GenericSpecializationExprSyntax.self),
           let typeName = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           typeName.first?.isUppercase == true, name != "init" {
            return .staticMethod(type: typeName, name: name, arguments: arguments(of: call, at: offset, depth: depth))
        }
        // `settingsView.embeddedInHostingController()`, `coordinator.makeDetail()`,
        // `application.viewRouter.buildNavigation(controller: map)`: a method of the value a local,
        // a property or a chain of properties holds; a local holding a view with its modifiers is
        // that view. (`self.make()` alone is the type's own method, read above.)
        if let path = SyntaxText.referencePath(base), path[0] == "self" || path[0].first?.isLowercase == true,
           path.dropFirst().allSatisfy({ $0.first?.isLowercase == true }), name != "init" {
            var value = target(of: base, at: offset, depth: depth + 1)
            if value == .unknown { value = viewTarget(of: base, at: offset, depth: depth + 1) }
            if value != .unknown {
                return .valueMethod(of: value, name: name, arguments: arguments(of: call, at: offset, depth: depth))
            }
        }
        // `CameraView(id: id).preferredColorScheme(.dark).embeddedInHostingController()`,
        // `DetailBuilder().make()`: a method of a value built in place, past its modifiers.
        if name != "init", SyntaxText.referencePath(base) == nil, base.is(FunctionCallExprSyntax.self) {
            let value = viewTarget(of: base, at: offset, depth: depth + 1)
            if value != .unknown {
                return .valueMethod(of: value, name: name, arguments: arguments(of: call, at: offset, depth: depth))
            }
        }
        // `Theme.shared.settingsScreen()`, SwiftGen's `StoryboardScene.Social.groupViewController.instantiate()`:
        // a method of the value a (nested) type's static property holds.
        if let path = SyntaxText.referencePath(base), path.count >= 2, path.dropLast().allSatisfy({ $0.first?.isUppercase == true }),
           let last = path.last, last.first?.isLowercase == true, name != "init" {
            return .valueMethod(of: .staticProperty(type: path.dropLast().joined(separator: "."), name: last), name: name,
                                arguments: arguments(of: call, at: offset, depth: depth))
        }
        if let path = SyntaxText.referencePath(base), path.count >= 2, path.allSatisfy({ $0.first?.isUppercase == true }) {
            let type = path.joined(separator: ".")
            return name == "init" ? .type(type)
                : .staticMethod(type: type, name: name, arguments: arguments(of: call, at: offset, depth: depth))
        }
        return .unknown
    }

    /// A value of an app's generic type built with one type argument, keeping it
    /// (`SceneType<SettingsViewController>(storyboard: Main.self, identifier: "Settings")`): a
    /// method giving back the type's parameter gives back that argument. UIKit's and SwiftUI's
    /// generic types are read as they were.
    private static func keepingTypeArgument(of generic: GenericSpecializationExprSyntax?,
                                            _ built: TargetExpression) -> TargetExpression {
        guard let generic, generic.genericArgumentClause.arguments.count == 1,
              let argument = generic.genericArgumentClause.arguments.first else { return built }
        switch built {
        case .type(let type) where !type.hasPrefix("UI") && !SwiftUI.isBuiltIn(type),
             .built(let type, _) where !type.hasPrefix("UI") && !SwiftUI.isBuiltIn(type):
            return .specialised(built, argument: SyntaxText.normalized(argument.argument))
        default:
            return built
        }
    }

    /// The type a method is given as its only type argument (`instantiateController(ofType:
    /// SettingsViewController.self)`, `container.resolve(DetailViewController.self)`), which a
    /// generic factory gives back a value of; `nil` when no argument, or more than one, is a type.
    static func typeGiven(to call: FunctionCallExprSyntax) -> String? {
        var found: String?
        for argument in call.arguments {
            guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base, let path = SyntaxText.referencePath(base),
                  path.allSatisfy({ $0.first?.isUppercase == true }) else { continue }
            guard found == nil else { return nil }
            found = path.joined(separator: ".")
        }
        return found
    }

    /// `X(…)`: an `X`; for a navigation controller (UIKit's or the app's subclass) built with
    /// `rootViewController:`, its root, embedded; for a hosting controller built with
    /// `rootView:` (or, one of a framework's, `content:`: `DismissibleHostingController(content:
    /// BolusView())`), the view it hosts.
    func constructed(_ type: String, call: FunctionCallExprSyntax, at offset: Int, depth: Int) -> TargetExpression {
        // `Array(stack[0..<count - 1])`: a list of screens, or Swift's own value, never one screen.
        if UIKit.neverScreens.contains(type) { return .unknown }
        if let root = call.arguments.first(where: {
            $0.label?.text == "rootView" || ($0.label?.text == "content" && type.hasSuffix("HostingController"))
        }) {
            return .hosting(host: type, view: viewTarget(of: root.expression, at: offset, depth: depth))
        }
        if let root = call.arguments.first(where: { $0.label?.text == "rootViewController" }) {
            return .embedded(target(of: root.expression, at: offset, depth: depth))
        }
        // UIKit's search containers show the app's results screen they are built around.
        if let label = UIKit.searchContentLabels[type], let content = call.arguments.first(where: { $0.label?.text == label }) {
            return target(of: content.expression, at: offset, depth: depth + 1)
        }
        if UIKit.nodeHosts.contains(type), let node = call.arguments.first(where: { $0.label?.text == "node" }) {
            return .hosting(host: type, view: target(of: node.expression, at: offset, depth: depth))
        }
        if type == UIKit.hostingController || type == UIKit.navigationController { return .unknown }
        // The app's navigation controller taking its root under a label of its own
        // (`ReaderNavigationController(readerViewController: reader)`): which label, its
        // declaration says.
        if type.hasSuffix("NavigationController"), !type.hasPrefix("UI"), call.arguments.contains(where: { $0.label != nil }) {
            // An identifier written in place, for a root it looks up in a storyboard.
            let arguments = labelledArguments(of: call, at: offset, depth: depth, keepingText: true)
            if !arguments.isEmpty { return .built(type: type, arguments: arguments) }
        }
        // A screen built with what may be other screens: maybe a container generic over them,
        // which its declaration, read later, tells. A type not named as a screen (`Card(content:
        // detail)`) may be one too when it is given a screen by name.
        guard !UIKit.isGenericContainer(type), call.arguments.contains(where: { $0.label != nil }) else { return .type(type) }
        let arguments = labelledArguments(of: call, at: offset, depth: depth, keepingText: false)
        guard UIKit.isScreenType(type, inherited: []) || arguments.values.contains(where: Self.namesAScreen) else { return .type(type) }
        return arguments.isEmpty ? .type(type) : .built(type: type, arguments: arguments)
    }

    /// What a call passes under each label, where it can be read.
    /// - Parameters:
    ///   - call: The call.
    ///   - offset: Where it stands.
    ///   - depth: The steps taken so far.
    ///   - keepingText: Whether a string written in place is kept as ``TargetExpression/text(_:)``.
    private func labelledArguments(of call: FunctionCallExprSyntax, at offset: Int, depth: Int,
                                   keepingText: Bool) -> [String: TargetExpression] {
        var arguments: [String: TargetExpression] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            let text = keepingText ? SyntaxText.stringValue(argument.expression).map(TargetExpression.text) : nil
            let shown = text ?? target(of: argument.expression, at: offset, depth: depth + 1)
            if shown != .unknown { arguments[label] = shown }
        }
        return arguments
    }

    /// Whether `target` is a screen by its written name, through locals: in a stack built around
    /// it, or as each alternative a conditional gives.
    static func namesAScreen(_ target: TargetExpression) -> Bool {
        switch target.unfollowed {
        case .type(let name), .built(let name, _): UIKit.isScreenType(name, inherited: [])
        case .embedded(let inner): namesAScreen(inner)
        case .oneOf(let alternatives): !alternatives.isEmpty && alternatives.allSatisfy(namesAScreen)
        default: false
        }
    }

    /// What a closure called where it is written gives back (`lazy var stack = { let root = A()
    /// …; return UINavigationController(rootViewController: root) }()`): its value, read with its
    /// own locals; each value it returns, by branch.
    func immediatelyCalled(_ closure: ClosureExprSyntax, depth: Int) -> TargetExpression {
        let values: [ExprSyntax]
        if closure.statements.count == 1, let expression = closure.statements.first?.item.as(ExprSyntax.self),
           !expression.is(SwitchExprSyntax.self), !expression.is(IfExprSyntax.self) {
            values = [expression]
        } else {
            // `return nil` shows nothing: the call it feeds is made only for a screen (`if let vc`).
            values = ReturnCollector.values(in: closure.statements).filter { !$0.is(NilLiteralExprSyntax.self) }
        }
        guard (1...UIKitTypes.maximumAlternatives).contains(values.count) else { return .unknown }
        var inner = self
        for (name, found) in BindingCollector.bindings(in: closure.statements, parameters: nil) {
            inner.bindings[name] = ((inner.bindings[name] ?? []) + found).sorted { $0.offset < $1.offset }
        }
        return Self.eitherOf(values.map { inner.target(of: $0, at: $0.position.utf8Offset, depth: depth + 1) })
    }

    /// What a call passes, by position: what a method returning its argument returns.
    func arguments(of call: FunctionCallExprSyntax, at offset: Int, depth: Int) -> [TargetExpression] {
        call.arguments.map { argument in
            // A list of one (`getEmbedded(moduleStack: [module])`) is that one.
            if let list = argument.expression.as(ArrayExprSyntax.self), list.elements.count == 1, let only = list.elements.first {
                return target(of: only.expression, at: offset, depth: depth + 1)
            }
            // An identifier written in place, for a factory looking up the scene it names.
            if let text = SyntaxText.stringValue(argument.expression) { return .text(text) }
            // A string parameter handed on (`makeStack(named: name)`): the text its caller writes.
            if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let binding = binding(of: name, at: offset), binding.type == "String", binding.value == nil, binding.held == nil,
               !binding.isAssignment {
                return .parameter(name)
            }
            return target(of: argument.expression, at: offset, depth: depth + 1)
        }
    }

    /// The parameter of the enclosing function an identifier is, and the text appended to it
    /// (`name`, `name + "Nav"`), for ``TargetExpression/sceneNamedBy(parameter:suffix:storyboard:)``.
    private func parameterIdentifier(_ expression: ExprSyntax, at offset: Int) -> (String, String)? {
        var name = expression
        var suffix = ""
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
                  let appended = SyntaxText.stringValue(elements[2]) else { return nil }
            name = elements[0]
            suffix = appended
        }
        guard let reference = name.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let binding = binding(of: reference, at: offset), binding.value == nil, binding.held == nil,
              !binding.isAssignment else { return nil }
        return (reference, suffix)
    }

    /// The storyboard a look-up names: `UIStoryboard(name: "Main", bundle: nil)`, directly or
    /// through a local.
    /// SwiftGen's scene of a storyboard (`SceneType<NewsViewController>(storyboard: News.self,
    /// identifier: "News")`, `InitialSceneType<UINavigationController>(storyboard: News.self)`):
    /// the storyboard's scene, which shows a navigation controller's root as the type argument
    /// cannot. `nil` for any other construction.
    private static func swiftGenScene(_ type: String, call: FunctionCallExprSyntax) -> TargetExpression? {
        guard type.hasSuffix("SceneType"),
              let storyboard = call.arguments.first(where: { $0.label?.text == "storyboard" })?.expression.as(MemberAccessExprSyntax.self),
              storyboard.declName.baseName.tokenKind == .keyword(.self),
              let name = storyboard.base.flatMap(SyntaxText.referencePath)?.last else { return nil }
        guard let identifier = call.arguments.first(where: { $0.label?.text == "identifier" }) else {
            return .storyboardInitial(storyboard: name)
        }
        return SyntaxText.stringValue(identifier.expression).map { .storyboardScene(identifier: $0, storyboard: name) }
    }

    func storyboardName(_ base: ExprSyntax, at offset: Int, depth: Int = 0) -> String? {
        guard depth < Self.maximumDepth else { return nil }
        if let call = base.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
           let name = call.arguments.first(where: { $0.label?.text == "name" }) {
            return SyntaxText.stringValue(name.expression)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self),
           let binding = binding(of: reference.baseName.text, at: offset), let value = binding.value {
            return storyboardName(value, at: binding.offset, depth: depth + 1)
        }
        // `UIStoryboard.settings`: an app's extension naming each storyboard after its file, which
        // the storyboards confirm or not (``StoryboardAssembler``).
        if let member = base.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard" {
            return member.declName.baseName.text
        }
        return nil
    }
}
