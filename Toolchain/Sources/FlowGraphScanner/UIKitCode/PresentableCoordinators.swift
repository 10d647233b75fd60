import SwiftSyntax

/// Apps whose screens are each wrapped in a coordinator that shows itself through one method
/// (`func toPresentable() -> AnyView { AnyView(LoginScreen(context: context)) }`, or the router
/// pattern's `toPresent() -> UIViewController?`) navigate by handing such a coordinator to a
/// navigation coordinator of their own: `stack.push(coordinator)`,
/// `stack.setSheetCoordinator(coordinator)`, `router.setRootModule(coordinator)`. The call names
/// the verb; the screen is what the handed coordinator presents. A call whose argument presents
/// nothing the reader can name is no navigation (a `push` onto a plain stack), so it says nothing.
enum PresentableCoordinators {
    /// The methods a screen's coordinator shows its screen through, and an MVP module's
    /// (`func viewController() -> UIViewController { view }`).
    static let presentingMethods = ["toPresentable", "toPresent", "viewController"]

    /// The navigation coordinators' verbs, by method name: each a UIKit action the edge draws.
    static let calls: [String: UIKit.Action] = [
        "push": .push,
        "present": .present,
        "setRootCoordinator": .setViewControllers,
        "setRootModule": .setViewControllers,
        "setSheetCoordinator": .present,
        "setFullScreenCoverCoordinator": .present,
        "setOverlayCoordinator": .present,
        "setDetailCoordinator": .showDetail,
        "setSidebarCoordinator": .addChild,
    ]

    /// The verbs an MVP module is handed to under the label ``moduleLabel``, by method name
    /// (`view.open(module: FeedModule())`, `present(module:)`, `showChild(module:)`): a module
    /// shows its screen through `viewController()`, and these verbs are usually a package's
    /// extension of the app's base view, which the scan cannot read.
    static let moduleCalls: [String: UIKit.Action] = [
        "open": .push,
        "push": .push,
        "present": .present,
        "showChild": .addChild,
    ]

    /// The label a module is handed under.
    static let moduleLabel = "module"

    /// The needles of files and bodies that may make such calls (family 0 of ``UIKit/needleTokens``):
    /// each verb but `push` by its name, `push` called on something (a screen's own `push(_:)`
    /// helper is no reason to parse), and a module handed under its label, whatever the verb (a
    /// needle per verb would stop the scan at every `open` and `should` of every file).
    static let needleTokens = calls.keys.sorted().filter { $0 != "push" }.map { ByteToken($0, followedBy: ["("]) }
        + [ByteToken(".push", followedBy: ["("]), ByteToken("(\(moduleLabel)", followedBy: [":"])]

    /// Whether `type` is a stack: a navigation controller, or the app's router around one
    /// (`NavigationRouter`), which an app presents empty for a coordinator to start. Read from
    /// the name, as the file alone tells (`AppNavigationController`, an app's
    /// `NavigationViewController`, `NavController`).
    static func isStack(_ type: String) -> Bool {
        let name = TypeNames.lastComponent(of: type)
        return name.hasSuffix("NavigationController") || name.hasSuffix("Router") || name.hasSuffix("NavController")
            || (name.hasSuffix("Controller") && name.contains("Navigation"))
    }

    /// Whether a type's name says it is a coordinator (`SettingsCoordinator`, `BaseCoordinator`),
    /// whose factory typed as the base class gives back the one it builds (``MethodReturns``).
    static func namesCoordinator(_ type: String) -> Bool { type.hasSuffix("Coordinator") }

    /// Whether a coordinator's property of this name holds its stack (`navigationController`, or
    /// `root`, a base coordinator's stack its helpers set and present).
    static func namesStack(_ property: String) -> Bool { property.hasSuffix("navigationController") || property == "root" }

    /// The method a coordinator begins with.
    static let startMethod = "start"

    /// Whether `call` is a coordinator's `start()` putting a screen on the stack it was given
    /// (`navigationController.pushViewController(settings, animated: false)`, `setViewControllers`),
    /// itself or through one of the type's own methods it calls (`startHelpers`, `setWelcomeView()`).
    static func startsStack(_ call: UIKitCallFact, startHelpers: Set<String> = []) -> Bool {
        guard call.method == startMethod || call.method.map(startHelpers.contains) == true, let receiver = call.receiver
        else { return false }
        switch call.action {
        case .push, .setViewControllers:
            // `navigationController?.setViewControllers(…)` on a weakly held stack too.
            let path = receiver.split(separator: ".").map { String($0.filter { $0 != "?" && $0 != "!" }) }
            return SyntaxText.droppingSelf(path).first.map(namesStack) ?? false
        case .present, .show, .showDetail, .pop, .popToRoot, .popTo, .dismiss, .performSegue, .addChild:
            return false
        }
    }

    /// What presenting the empty stack in `local` shows, when the function presenting it also
    /// hands it to a coordinator it builds (`let child = SettingsCoordinator(navigationController:
    /// modal)`, then `child.start()`): the screen that coordinator's `start()` puts on it.
    /// - Parameters:
    ///   - local: The presented local's name.
    ///   - node: The presenting call, inside the function.
    ///   - container: A container of the app's built around the stack, which is no coordinator.
    static func startedStack(in local: String, presentedBy node: some SyntaxProtocol, within container: String? = nil) -> TargetExpression? {
        var current = Syntax(node).parent
        while let ancestor = current, !ancestor.is(FunctionDeclSyntax.self), !ancestor.is(InitializerDeclSyntax.self) {
            current = ancestor.parent
        }
        guard let function = current else { return nil }
        // The types built with the local handed to them (`SettingsCoordinator(navigationController: modal)`).
        let coordinators = Set(SyntaxText.calls(in: function).compactMap { call -> String? in
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, TypeNames.looksLikeType(type),
                  !type.hasPrefix("UI"), type != container,
                  call.arguments.contains(where: { $0.label != nil && $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == local })
            else { return nil }
            return type
        })
        guard coordinators.count == 1, let coordinator = coordinators.first else { return nil }
        return .embedded(.presented(.type(coordinator)))
    }

    /// Whether method `name` sets the root of the coordinator it is called on.
    static func setsRoot(_ name: String) -> Bool { name.hasPrefix("setRoot") }

    /// The navigation `node` makes, if it hands a coordinator to one of the verbs: its first
    /// unlabelled argument, read as the screen that coordinator presents; or a module to one of
    /// the module verbs (``moduleCalls``), called on a value or unqualified in the router's own
    /// code. `nil` for another call, and for `nil` handed over (a dismissal).
    /// - Parameters:
    ///   - node: The call.
    ///   - reader: Reads the argument where the call stands.
    ///   - roots: The root each receiver of the enclosing function was given before the call (its
    ///     text, `nav`), so a stack built there and handed over shows that root, in a new stack.
    ///   - context: The call's owner, method and file.
    static func call(_ node: FunctionCallExprSyntax, reader: TargetReader, roots: [String: TargetExpression],
                     context: UIKitCallReader) -> UIKitCallFact? {
        // Called on a coordinator, not on a type (`ErrorHandler.present(self)` makes an error
        // handler), handing over another value than the caller.
        // A module's verb may be called on a shared router too (`AppRouter.instance.open(module:)`).
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let basePath = member?.base.flatMap(SyntaxText.referencePath) ?? []
        guard let first = node.arguments.first,
              let name = member?.declName.baseName.text ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        let onType = basePath.first.map(TypeNames.looksLikeType) ?? false
        let action: UIKit.Action
        if first.label?.text == moduleLabel, let verb = moduleCalls[name], !(onType && basePath.count == 1) {
            action = verb
        } else if let verb = calls[name], member?.base != nil, first.label == nil, !onType {
            action = verb
        } else {
            return nil
        }
        guard !first.expression.is(NilLiteralExprSyntax.self),
              first.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) else { return nil }
        let handed = SyntaxText.normalized(first.expression)
        let offset = node.position.utf8Offset
        let target: TargetExpression = roots[handed].map { .embedded(.presented($0)) }
            ?? .presented(reader.target(of: first.expression, at: offset))
        var fact = UIKitCallFact(action: action, owner: context.owner, method: context.method, targets: [target],
                                 receiver: member?.base.map(SyntaxText.normalized), receiverTarget: nil, segue: nil,
                                 animated: UIKitCallReader.animated(node.arguments),
                                 text: "\(name)(\(UIKitCallReader.shortened(handed)))", position: context.source.position(of: node))
        fact.quiet = true
        return fact
    }
}

extension PresentableCoordinators {
    /// `call` as a wrapper's own call: a helper handing over its parameter (`func
    /// presentCoordinator(_ coordinator: CoordinatorProtocol)`) shows what its callers give it,
    /// whatever type the parameter declares.
    static func asWrapper(_ call: UIKitCallFact, _ node: FunctionCallExprSyntax, reader: TargetReader) -> UIKitCallFact {
        var asWrapper = call
        if let name = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           reader.binding(of: name, at: node.position.utf8Offset)?.value == nil {
            asWrapper.targets = [.presented(.parameter(name))]
        }
        return asWrapper
    }
}

/// The roots one function gives navigation coordinators (``PresentableCoordinators``), by the
/// receiver's text, so handing such a stack over later shows its root; and the calls setting
/// the root of a stack the function builds (`let stack = NavigationStackCoordinator()`), by
/// index in the file's facts: making a container, no navigation of their own.
struct CoordinatorRoots {
    private(set) var roots: [String: TargetExpression] = [:]
    private(set) var builtStackRoots = Set<Int>()

    /// Forgets the roots of the function left: another function's locals are others.
    mutating func enterFunction() { roots = [:] }

    /// Notes the root `call` (the file's call `index`) sets, if it sets one.
    mutating func record(_ call: UIKitCallFact, at index: Int, _ node: FunctionCallExprSyntax, reader: TargetReader) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              PresentableCoordinators.setsRoot(member.declName.baseName.text), let receiver = call.receiver,
              let target = call.targets?.first else { return }
        var root = target
        if case .presented(let inner) = target { root = inner } else if case .embedded(.presented(let inner)) = target { root = inner }
        roots[receiver] = root
        // Built here, by a constructor.
        let built = reader.bindings[receiver]?.last { $0.offset < node.position.utf8Offset }?.value?
            .as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        if built { builtStackRoots.insert(index) }
    }
}
