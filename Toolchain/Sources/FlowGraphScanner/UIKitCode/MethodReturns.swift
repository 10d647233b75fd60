import SwiftSyntax

/// What a type's method gives back, for a call of it to show (`-> DetailViewController`, the
/// one screen a `-> UIViewController` factory returns, each view a `-> some View` builds), and
/// the scene map a router's factory switches over.
enum MethodReturns {
    /// Records in `type` what `node`, declared to return `returned`, gives back.
    /// - Parameters:
    ///   - node: A method of the type.
    ///   - returned: Its declared return type.
    ///   - owner: The type's name.
    ///   - type: The type's facts, where the method's target is recorded.
    ///   - sceneMaps: The file's scene maps, added to when the method switches over a scene case.
    ///   - screenProtocols: The file's protocols refining a view controller (`protocol PackageActions:
    ///     UIViewController`), which a factory returns as it would `UIViewController`.
    ///   - isStatic: Whether it is a static or class method, called on a type.
    /// - Returns: The method's locals, when they had to be read.
    static func read(_ node: FunctionDeclSyntax, returning returned: TypeSyntax, of owner: String, into type: inout UIKitTypeFact,
                     sceneMaps: inout [SceneMapFact], screenProtocols: Set<String> = [],
                     isStatic: Bool = false) -> [String: [TargetReader.Binding]]? {
        let name = node.name.text
        let returnsScreenProtocol = TargetReader.unwrapped(returned).as(IdentifierTypeSyntax.self)
            .map { screenProtocols.contains($0.name.text) } ?? false
        if returned.as(IdentifierTypeSyntax.self)?.name.text == "Self" {
            type.methods[name] = .type(owner)
        } else if returnsOwnGenericParameter(node, returned) {
            // `static func fromStoryboard<T: BaseViewController>() -> T`: the type it is called on
            // (`RoomsViewController.fromStoryboard()`), as a `Self()` it builds; what an instance
            // method's caller makes of its `T` cannot be read.
            if isStatic { type.methods[name] = .type("Self") }
            // `func make<T>(identifier: String) -> T { storyboard.instantiateViewController(withIdentifier:
            // identifier) as! T }`: the scene each caller names, whatever it casts it to.
            else if let body = node.body, let only = UIKitReader.onlyReturned(in: body) {
                let found = BindingCollector.bindings(in: body, parameters: node.signature.parameterClause.parameters)
                let scene = TargetReader(bindings: found, owner: owner).target(of: only, at: only.position.utf8Offset)
                if case .sceneNamedBy = scene { record(scene, as: name, in: &type, signature: node.signature) }
            }
        } else if !UIKitReader.erasesView(returned), !returnsScreenProtocol, var specific = TargetReader.specificTarget(returned),
                  // A hosting controller written with its view is read from the body, which may name a subclass.
                  !(specific.isHosting && node.body != nil) {
            // `-> T`, where the type declares `typealias T = CommandResponseViewController`.
            if case .type(let written) = specific, let aliased = type.typeAliases[written] { specific = .type(aliased) }
            // `func settings(…) -> BaseCoordinator { SettingsCoordinator(…) }`: a coordinator's
            // factory typed as the base class gives back the one it builds, whose `start()` tells its screen.
            if case .type(let written) = specific, PresentableCoordinators.namesCoordinator(written), let body = node.body,
               let built = UIKitReader.onlyReturned(in: body)?.as(FunctionCallExprSyntax.self)?.calledExpression
                   .as(DeclReferenceExprSyntax.self)?.baseName.text,
               PresentableCoordinators.namesCoordinator(built), built != written {
                specific = .type(built)
            }
            type.methods[name] = startedStack(returned: specific, by: node) ?? screenSet(returned: specific, by: node, owner: owner)
                ?? branches(of: node, owner: owner)
                ?? storyboardScene(returnedBy: node, owner: owner) ?? specific
        } else if let body = node.body, UIKitReader.returnsScreenBase(returned) || returnsScreenProtocol {
            // `-> UIViewController`: the one value it returns, read with its locals.
            let found = BindingCollector.bindings(in: body, parameters: node.signature.parameterClause.parameters)
            var reader = TargetReader(bindings: found, owner: owner)
            reader.keepsDeclaredNil = true
            let parameters = Set(node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            let cases = SceneRouters.sceneMap(in: body, parameters: parameters, reader: reader)
            if !cases.isEmpty { sceneMaps.append(SceneMapFact(owner: owner, cases: cases)) }
            if let cases = returnsBySelfCase(in: body, reader: reader) { type.caseMethods[name] = cases }
            if let only = UIKitReader.onlyReturned(in: body) {
                record(reader.target(of: only, at: only.position.utf8Offset), as: name, in: &type, signature: node.signature)
            } else if let returns = UIKitReader.screensReturned(in: body) {
                // Each branch returns its own screen: every one of them, or none if one cannot be told.
                record(TargetReader.eitherOf(returns.map { reader.target(of: $0, at: $0.position.utf8Offset) }),
                       as: name, in: &type, signature: node.signature)
            }
            return found
        } else if let body = node.body, returned.is(SomeOrAnyTypeSyntax.self) || UIKitReader.erasesView(returned) {
            // `-> some View`: each view its branches build, for a host given its result.
            let found = BindingCollector.bindings(in: body, parameters: node.signature.parameterClause.parameters)
            if let built = viewBuilt(in: body.statements, reader: TargetReader(bindings: found, owner: owner)) {
                record(built, as: name, in: &type, signature: node.signature)
            }
        }
        return nil
    }

    /// The storyboard scene `node` gives back as the type it declares (`class func instantiate() ->
    /// ContainerViewController { UIStoryboard.container.instantiateInitialViewController(of:
    /// ContainerViewController.self) }`): the scene, whose class may be a subclass of that type.
    private static func storyboardScene(returnedBy node: FunctionDeclSyntax, owner: String) -> TargetExpression? {
        guard let body = node.body, let only = UIKitReader.onlyReturned(in: body) else { return nil }
        let found = BindingCollector.bindings(in: body, parameters: node.signature.parameterClause.parameters)
        let returned = TargetReader(bindings: found, owner: owner).target(of: only, at: only.position.utf8Offset)
        guard case .specialised(let scene, _) = returned.unfollowed, scene.namesStoryboardScene else { return nil }
        return returned
    }

    /// What each branch of `node`'s body returns, when it returns several values that can all be
    /// read (`switch tab { case .home: return home … }` in a method declared `-> BaseViewController`):
    /// they say more than the app's base class the declaration names. `nil` otherwise.
    private static func branches(of node: FunctionDeclSyntax, owner: String) -> TargetExpression? {
        guard let body = node.body, let returns = UIKitReader.screensReturned(in: body) else { return nil }
        let reader = TargetReader(bindings: BindingCollector.bindings(in: body, parameters: node.signature.parameterClause.parameters),
                                  owner: owner)
        let targets = returns.map { reader.target(of: $0, at: $0.position.utf8Offset) }
        guard targets.allSatisfy({ $0 != .unknown && !UIKitReader.isBareParameter($0) }) else { return nil }
        return TargetReader.eitherOf(targets)
    }

    /// Whether `node` is declared to return one of its own generic parameters (`<T: X>() -> T`, `-> T?`).
    private static func returnsOwnGenericParameter(_ node: FunctionDeclSyntax, _ returned: TypeSyntax) -> Bool {
        guard let name = TargetReader.unwrapped(returned).as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return node.genericParameterClause?.parameters.contains { $0.name.text == name } ?? false
    }

    /// What a factory declared to return a stack gives back when it returns an empty one it hands
    /// to a coordinator it starts (`let stack = NavigationViewController()`, `PDFCoordinator(…,
    /// navigationController: stack).start()`, `return stack`): the screen that start puts on it.
    private static func startedStack(returned: TargetExpression, by node: FunctionDeclSyntax) -> TargetExpression? {
        guard case .type(let stack) = returned, PresentableCoordinators.isStack(stack), let body = node.body,
              let local = UIKitReader.onlyReturned(in: body)?.as(DeclReferenceExprSyntax.self) else { return nil }
        return PresentableCoordinators.startedStack(in: local.baseName.text, presentedBy: local)
    }

    /// What a factory declared to return a stack or a panel (``StackRootsSet/holdsScreenSet(_:)``)
    /// gives back when it returns one it made and set its screen on (`let panel =
    /// DriveFloatingPanelController()`, `panel.set(contentViewController: picker)`, `return
    /// panel`): that screen, as its callers show it.
    private static func screenSet(returned: TargetExpression, by node: FunctionDeclSyntax, owner: String) -> TargetExpression? {
        guard case .type(let held) = returned, StackRootsSet.holdsScreenSet(held), let body = node.body,
              let local = UIKitReader.onlyReturned(in: body)?.as(DeclReferenceExprSyntax.self) else { return nil }
        let found = BindingCollector.bindings(in: body, parameters: node.signature.parameterClause.parameters)
        return TargetReader(bindings: found, owner: owner).screenSet(onReturned: local)
    }

    /// The screen a view builder's statements build (a `-> some View` method's, a `some View`
    /// property's getter): each view its branches build; `nil` when they build none, or only
    /// SwiftUI's own views (a `VStack` of parts names no screen of the app).
    /// - Parameters:
    ///   - statements: The builder's statements.
    ///   - reader: Its locals.
    ///   - unwrapping: The view each built view stands for (``KeptViewRouters`` sees through a
    ///     wrapper); `nil` when it cannot be told, which makes the whole unknown.
    static func viewBuilt(in statements: CodeBlockItemListSyntax, reader: TargetReader,
                          unwrapping: (ExprSyntax) -> ExprSyntax? = { $0 }) -> TargetExpression? {
        guard let built = BuiltViewExpressions.views(in: statements) else { return nil }
        let views = built.compactMap(unwrapping)
        guard views.count == built.count else { return nil }
        let targets = views.map { reader.viewTarget(of: $0, at: $0.position.utf8Offset) }
        guard !targets.contains(where: { if case .type(let view) = $0 { SwiftUI.isBuiltIn(view) } else { false } }) else { return nil }
        return TargetReader.eitherOf(targets)
    }

    /// What method `name` returns, with its parameters' names for the arguments a call binds;
    /// nothing when that cannot be read.
    private static func record(_ held: TargetExpression, as name: String, in type: inout UIKitTypeFact,
                               signature: FunctionSignatureSyntax) {
        guard held != .unknown else { return }
        type.methods[name] = held
        type.methodParameters[name] = signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }

    /// What a method of one `switch self` returns for each case it names (`case .home: return
    /// HomeVC()`), read with its locals; `nil` for any other body.
    private static func returnsBySelfCase(in body: CodeBlockSyntax, reader: TargetReader) -> [String: TargetExpression]? {
        guard let choice = ViewContentReader.selfSwitch(body.statements) else { return nil }
        var cases: [String: TargetExpression] = [:]
        for case .switchCase(let branch) in choice.cases {
            guard let name = ViewContentReader.caseName(of: branch.label), name != "default", branch.statements.count == 1,
                  let value = branch.statements.first.flatMap(ViewContentReader.expression(of:)) else { continue }
            let held = reader.target(of: value, at: value.position.utf8Offset)
            if held != .unknown { cases[name] = held }
        }
        return cases.isEmpty ? nil : cases
    }
}
