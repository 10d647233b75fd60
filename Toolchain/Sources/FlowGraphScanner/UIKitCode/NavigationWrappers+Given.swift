import SwiftSyntax

/// What a wrapper's own UIKit call shows of what its method has (``NavigationWrappers/given(by:)``):
/// a parameter past the locals, a stack built around it, a coordinator's screen, a hosted view;
/// and what the method takes, which tells UIKit's verbs from the app's methods of their names.
extension NavigationWrappers {
    /// What `call`, made in a method, shows of what the method has: its one target past the
    /// locals and a stack built around it, in either order (`let stack =
    /// AppNavigationController(rootViewController: given)`), and whether such a stack is built,
    /// and whether it is a coordinator whose screen is shown; `nil` for a call of several targets
    /// or none. A wrapper's own call shows a parameter, or `self`, this way.
    static func given(by call: UIKitCallFact) -> Given? {
        guard let targets = call.targets, targets.count == 1 else { return nil }
        var given = Given(shown: targets[0])
        while true {
            if case .followed(let inner) = given.shown {
                given.shown = inner
            } else if case .oneOf(let alternatives) = given.shown,
                      case let each = alternatives.filter({ !Self.isBareContainer($0) }).map(Self.unwrapped),
                      let first = each.first, each.allSatisfy({ $0.shown == first.shown }) {
                // What it is given, in a stack of its own unless it is one already
                // (`if let given = given as? UINavigationController { wrapped = given } else {
                // wrapped = UINavigationController(rootViewController: given) }`).
                given.shown = first.shown
                given.embeds = given.embeds || each.contains { $0.embeds }
            } else if case .oneOf(let alternatives) = given.shown, let wrapped = Self.parameterOrBuiltOn(alternatives) {
                // What it is given, or a stack its own method builds around it (`let shown =
                // embedInNavigation ? self.getEmbedded(moduleStack: [module]) : module`).
                given.shown = .parameter(wrapped)
                given.embeds = true
            } else if given.fallbacks.isEmpty, case .oneOf(let alternatives) = given.shown,
                      let (parameter, fallbacks) = Self.parameterOrOwnValues(alternatives, of: call.owner) {
                // What it is given, or a value of its own it shows instead (`var shown = shown;
                // if shown == nil { shown = browsingUi }`): the callers' screens, and that one.
                given.shown = parameter
                given.fallbacks = fallbacks
            } else if case .embedded(let inner) = given.shown {
                given.shown = inner
                given.embeds = true
            } else if case .presented(let inner) = given.shown {
                given.shown = inner
                given.presents = true
            } else if case .hosting(let host, let view) = given.shown, given.hosts == nil {
                given.shown = view
                given.hosts = host
            } else {
                return given
            }
        }
    }

    /// Which of `parameters` `base` is: the parameter it reads, or the one parameter declared of
    /// the type it is read as (`submodule: Submodule`, read as a `Submodule`).
    static func parameter(_ base: TargetExpression, in parameters: [Parameter]) -> Int? {
        switch unwrapped(base).shown {
        case .parameter(let name): return parameters.firstIndex { $0.name == name }
        case .type(let type):
            let declared = parameters.indices.filter { parameters[$0].typeName == type }
            return declared.count == 1 ? declared[0] : nil
        default: return nil
        }
    }

    /// The parameter one of `alternatives` is, when each other is a call of a method handed it
    /// (`getEmbedded(moduleStack: [module])`): something built around it.
    private static func parameterOrBuiltOn(_ alternatives: [TargetExpression]) -> String? {
        let parameters = alternatives.compactMap { alternative -> String? in
            if case .parameter(let name) = unwrapped(alternative).shown { name } else { nil }
        }
        guard parameters.count == 1, let name = parameters.first, alternatives.count > 1 else { return nil }
        return alternatives.allSatisfy { alternative in
            switch alternative.unfollowed {
            case .parameter: true
            case .method(_, let arguments), .staticMethod(_, _, let arguments), .valueMethod(_, _, let arguments):
                arguments.contains { mentions($0, parameter: name) }
            default: false
            }
        } ? name : nil
    }

    /// The one parameter among `alternatives`, and the others read from outside `owner`'s code
    /// (``TargetExpression/readOnValue(of:)``), when none of them reads a parameter.
    private static func parameterOrOwnValues(_ alternatives: [TargetExpression],
                                             of owner: String) -> (TargetExpression, [TargetExpression])? {
        var parameter: TargetExpression?
        var others: [TargetExpression] = []
        for alternative in alternatives {
            if case .parameter = unwrapped(alternative).shown, !unwrapped(alternative).embeds, parameter == nil {
                parameter = alternative
            } else if let outside = alternative.readOnValue(of: owner) {
                others.append(outside)
            } else {
                return nil
            }
        }
        guard let parameter, !others.isEmpty else { return nil }
        return (parameter, others)
    }

    /// The names of the parameters a build is handed (`SheetContainerViewController(childViewController: given)`).
    static func handedParameters(_ arguments: [String: TargetExpression]) -> [String] {
        arguments.values.compactMap { argument in
            if case .parameter(let name) = unwrapped(argument).shown { name } else { nil }
        }
    }

    /// The one parameter declared as a screen that a build is handed, if one is.
    static func screenParameter(among arguments: [String: TargetExpression], of parameters: [Parameter]) -> Int? {
        let handed = handedParameters(arguments).compactMap { name in parameters.firstIndex { $0.name == name && $0.takesScreen } }
        return handed.count == 1 ? handed.first : nil
    }

    /// Whether `target` reads the parameter `name`, at any depth.
    private static func mentions(_ target: TargetExpression, parameter name: String) -> Bool {
        if case .parameter(let found) = target { return found == name }
        return target.children.contains { mentions($0, parameter: name) }
    }

    /// What a wrapper's own UIKit call shows of what its method has (``given(by:)``).
    struct Given {
        var shown: TargetExpression
        /// Whether a stack is built around it.
        var embeds = false
        /// Whether it is a coordinator whose screen is shown.
        var presents = false
        /// The hosting controller a SwiftUI view is put in, if it is one.
        var hosts: String?
        /// What the method shows instead of what it is given, in some branch, read from outside
        /// its type (``Wrapper/fallbacks``).
        var fallbacks: [TargetExpression] = []
    }

    /// `target` past the locals followed and a stack built around it, and whether one is.
    static func unwrapped(_ target: TargetExpression) -> (shown: TargetExpression, embeds: Bool) {
        switch target {
        case .followed(let inner): unwrapped(inner)
        case .embedded(let inner): (unwrapped(inner).shown, true)
        default: (target, false)
        }
    }

    /// Whether `target` is UIKit's own container as such (`given as? UINavigationController`).
    private static func isBareContainer(_ target: TargetExpression) -> Bool {
        if case .followed(let inner) = target { return isBareContainer(inner) }
        if case .type(let name) = target { return UIKit.isGenericContainer(name) }
        return false
    }

    /// Whether `parameter` is declared with a type of the app's named as no screen is
    /// (`BaseCoordinator`, `Route`), which UIKit's verbs never take first.
    static func takesOtherThanScreen(_ parameter: Parameter?) -> Bool {
        guard let parameter, let type = parameter.typeName, !parameter.takesScreen, !parameter.takesClosure else { return false }
        return !type.hasPrefix("UI") && !type.hasPrefix("NS") && type.first?.isUppercase == true && !type.hasSuffix("Controller")
    }

    /// Whether `call` is a screen's own method presenting the screen on another controller
    /// (`func show() { topController.present(self, animated: true) }`): each `alert.show()` on a
    /// value of its type, anywhere, shows that value. Such a method takes nothing, so it is none
    /// of UIKit's verbs (which all do), whatever its name.
    static func presentsItselfOnAnother(_ call: UIKitCallFact, in method: String, parameters: [Parameter],
                                        isPrivate: Bool) -> Bool {
        guard !isPrivate, parameters.isEmpty, method != "init", call.targets == [.type(call.owner)],
              let receiver = call.receiver else { return false }
        return receiver != "self" && !receiver.hasPrefix("self.")
    }

    /// `call`, made in a method an extension adds to UIKit's screens, showing what the method is
    /// given where its body reads a parameter as the type it is declared with (a protocol or an
    /// alias of the app's, `_ controller: CustomPresentable`, or a class): no screen of its own,
    /// but whatever each caller names, which may be more specific.
    static func showingDeclaredParameters(_ call: UIKitCallFact, of parameters: [Parameter]) -> UIKitCallFact {
        guard let targets = call.targets, targets.count == 1 else { return call }
        func given(_ target: TargetExpression) -> TargetExpression? {
            switch target {
            case .followed(.type(let declared)):
                parameters.first { $0.declaredType == declared }.map { .followed(.parameter($0.name)) }
            case .followed(.followed(let inner)): given(.followed(inner))
            case .embedded(let inner): given(inner).map(TargetExpression.embedded)
            default: nil
            }
        }
        guard let parameter = given(targets[0]) else { return call }
        var shown = call
        shown.targets = [parameter]
        return shown
    }

    /// `call`, made in a method, showing the parameter its first argument reads, directly
    /// or through a local set to it (`let shown = viewController`, then `addChild(shown)`), where the
    /// parameter's declared type is the app's own (`_ viewController: BaseViewController`): the
    /// declared type may say less than each caller's screen (``UIKitCallFact/declaredParameter``,
    /// which keeps what the call showed for when it is the screen after all).
    /// - Parameters:
    ///   - call: A UIKit call read in the method.
    ///   - node: Its syntax.
    ///   - parameters: The method's parameters.
    ///   - reader: The method's locals.
    static func showingReadParameter(_ call: UIKitCallFact, _ node: FunctionCallExprSyntax, of parameters: [Parameter],
                                     reader: TargetReader) -> UIKitCallFact {
        guard let first = node.arguments.first?.expression, var name = first.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return call }
        let offset = node.position.utf8Offset
        if let local = reader.binding(of: name, at: offset), let value = local.value, !local.isAssignment,
           let aliased = value.as(DeclReferenceExprSyntax.self)?.baseName.text {
            name = aliased
        }
        // Apple's own screens (`_ activity: UIActivityViewController`) are what they say.
        guard let parameter = parameters.first(where: { $0.name == name }), let type = parameter.typeName,
              !UIKit.systemScreens.contains(type) else { return call }
        var shown = showingDeclaredParameters(call, of: [parameter])
        if shown.targets != call.targets {
            shown.declaredParameter = UIKitCallFact.DeclaredParameter(type: type, untoldTargets: call.targets)
        }
        return shown
    }
}
