/// How ``UIKitTypes`` resolves a ``TargetExpression``: properties, methods, factories and
/// arguments followed a step at a time, each alternative kept, to the screens it can be.
extension UIKitTypes {
    /// The screen `expression`, read in `owner`'s code, shows; `nil` when it cannot be told or
    /// when it can be one of several (``resolveAll(_:owner:allowContainers:)`` tells those apart).
    /// - Parameters:
    ///   - expression: What the call was given.
    ///   - owner: The type whose code makes the call, whose members are looked up.
    ///   - allowContainers: Whether UIKit's own containers count (a `UITabBarController()` whose tabs are set).
    func resolve(_ expression: TargetExpression, owner: String, allowContainers: Bool = false) -> Resolved? {
        let all = resolveAll(expression, owner: owner, allowContainers: allowContainers)
        return all.count == 1 ? all[0] : nil
    }

    /// Every screen `expression` can show, each type once, sorted: one for most; each
    /// alternative of a local assigned in several branches, a conditional, or a method returning
    /// one of several, wherever on the way they stand. A screen reached several ways keeps the
    /// fewest steps, and is embedded only when every way embeds it. Empty when any alternative
    /// cannot be told: a call is drawn whole or not at all.
    /// - Parameters:
    ///   - expression: What the call was given.
    ///   - owner: The type whose code makes the call, whose members are looked up.
    ///   - allowContainers: Whether UIKit's own containers count.
    ///   - asValue: Whether the value whose members are read is asked for, not the screen it shows
    ///     (a container of the app's around one screen, not that screen).
    func resolveAll(_ expression: TargetExpression, owner: String, allowContainers: Bool = false,
                    asValue: Bool = false) -> [Resolved] {
        var byType: [Resolved] = []
        for var resolved in resolutions(expression, owner: owner, allowContainers: allowContainers, depth: 0, asValue: asValue) {
            // `Self(…)` left so by the steps followed is the type whose code builds it (a factory's
            // `Self` is the type it is called on, which those steps name).
            if resolved.type == "Self", !protocols.contains(owner) { resolved.type = owner }
            if let index = byType.firstIndex(where: { $0.type == resolved.type }) {
                byType[index].steps = min(byType[index].steps, resolved.steps)
                byType[index].embedded = byType[index].embedded && resolved.embedded
            } else {
                byType.append(resolved)
            }
        }
        return byType.sorted { $0.type < $1.type }
    }

    /// More alternatives than this for one target is no choice the code makes but a reading
    /// gone wide: such a target is left unresolved (a settings list choosing among its 25 rows'
    /// screens is a choice).
    static let maximumAlternatives = 32
    /// More screens than this returned by one factory's branches is no factory but a router
    /// turning any link into a screen (`RedditLink.getViewControllerForURL(_:)`), whose callers
    /// show whatever a link names: left unresolved.
    static let maximumReturnedScreens = 16
    /// The name the app's free functions are kept under, as members of no type (no Swift type can
    /// be named so).
    static let fileScope = "(file scope)"

    /// What a method's parameters are bound to by the call being followed: the caller's
    /// argument, read in the caller's code.
    private typealias Arguments = [String: (expression: TargetExpression, owner: String, arguments: Frame)]
    /// The arguments of the calls followed so far, innermost first, as a class so that the
    /// recursive type stays finite.
    private final class Frame {
        let arguments: Arguments
        init(_ arguments: Arguments) { self.arguments = arguments }
    }

    /// Every screen `expression` can be, empty when any of them cannot be told.
    /// - Parameter asValue: Whether a value whose members are read is asked for (`service` in
    ///   `service.makeLogs()`): a value declared by a protocol of the app's is then that protocol,
    ///   whose requirements say what its methods give back; as a screen it names none.
    private func resolutions(_ expression: TargetExpression, owner: String, allowContainers: Bool, depth: Int,
                             frame: Frame = Frame([:]), asValue: Bool = false) -> [Resolved] {
        guard depth <= Self.maximumSteps else { return [] }
        func follow(_ next: TargetExpression, in owner: String, with frame: Frame) -> [Resolved] {
            resolutions(next, owner: owner, allowContainers: allowContainers, depth: depth + 1, frame: frame, asValue: asValue)
                .map(Self.oneMore)
        }
        switch expression {
        case .type(let written):
            let type = lexical(written, in: owner)
            // A free function of the app's named as the type (`func UIAlertController(title:message:
            // preferredStyle:) -> AlertProtocol { AppAlertController(…) }`): Swift calls it, not the
            // type's initialiser, so what it builds is what its callers show.
            if !asValue, type.first?.isUppercase == true, let (held, declarer, _) = method(type, of: Self.fileScope) {
                return follow(held, in: declarer, with: frame)
            }
            if let root = ownRoots[type], !asValue { return ownRoot(root, of: type, given: [:], owner: owner, depth: depth) }
            if protocols.contains(type) && !asValue, let screen = onlyScreen(conformingTo: type) {
                return [Resolved(type: screen, embedded: false, steps: 1)]
            }
            if UIKit.isGenericContainer(type) && !allowContainers || protocols.contains(type) && !asValue { return [] }
            return [Resolved(type: type, embedded: false, steps: 0)]
        case .specialised(let value, let argument):
            // A value of a generic type keeps its type argument for the methods called on it; a
            // screen is its type, whatever it is built with.
            let found = resolutions(value, owner: owner, allowContainers: allowContainers, depth: depth, frame: frame, asValue: asValue)
            // A storyboard's scene given as a type (`instantiateInitialViewController(of:)`) is that
            // type where no storyboard read has the scene.
            if value.namesStoryboardScene {
                return found.isEmpty ? resolutions(.type(argument), owner: owner, allowContainers: allowContainers, depth: depth,
                                                   frame: frame, asValue: asValue) : found
            }
            guard asValue else { return found }
            return found.map { Resolved(type: "\($0.type)<\(argument)>", embedded: $0.embedded, steps: $0.steps) }
        case .built(let type, let arguments):
            // The app's navigation controller built around a screen it takes under its own label.
            if let label = rootArgumentLabels[type], let root = arguments[label] {
                return resolutions(root, owner: owner, allowContainers: false, depth: depth + 1, frame: frame).map {
                    Resolved(type: $0.type, embedded: true, steps: $0.steps + 1)
                }
            }
            if let root = ownRoots[type], !asValue { return ownRoot(root, of: type, given: arguments, owner: owner, depth: depth) }
            // The app's container built around the one screen it embeds (`PopoverController(
            // contentController: vc)`): that screen, as a stack built around it is.
            if !asValue, genericScreens[type] == nil, let label = contentArgumentLabels[type], let content = arguments[label] {
                return resolutions(content, owner: owner, allowContainers: false, depth: depth + 1, frame: frame).map(Self.oneMore)
            }
            if UIKit.isGenericContainer(type) && !allowContainers { return [] }
            return [built(type, arguments: arguments, owner: owner, depth: depth, frame: frame)]
        case .embedded(let inner):
            return resolutions(inner, owner: owner, allowContainers: false, depth: depth, frame: frame).map {
                Resolved(type: $0.type, embedded: true, steps: $0.steps)
            }
        case .hosting(let host, let view):
            // A SwiftUI view is no view controller: any type it resolves to names the screen.
            // `AnyView(EmptyView())`, set to a screen later: SwiftUI's own view names none.
            // Nor is a view controller a view: handed one, the call meant another overload of
            // the helper (`present(_ viewController: UIViewController)` beside `present(_ view:
            // some View)`), which this one is not.
            let views = resolutions(view, owner: owner, allowContainers: true, depth: depth, frame: frame)
            let hosted = views.filter { !SwiftUI.isBuiltIn($0.type) && !isViewController($0.type) }.map {
                Resolved(type: "\(host)<\($0.type)>", embedded: $0.embedded, steps: $0.steps)
            }
            // The app's own hosting controller over SwiftUI's own views only (`DebuggerHostingController(
            // rootView: AnyView(Text(…)))`, a subclass of `UIHostingController<AnyView>`) is a screen of
            // its own; over a view that cannot be told (a helper's parameter), none.
            if hosted.isEmpty, !views.isEmpty, views.allSatisfy({ SwiftUI.isBuiltIn($0.type) }), host != UIKit.hostingController,
               !host.contains("<"), case let own = lexical(host, in: owner), positions[own] != nil {
                return [Resolved(type: own, embedded: false, steps: 1)]
            }
            return hosted
        case .modifiedView(let view):
            return resolutions(view, owner: owner, allowContainers: allowContainers, depth: depth, frame: frame).filter {
                ancestry(of: $0.type).contains("View")
            }.map(Self.oneMore)
        case .followed(let inner):
            return follow(inner, in: owner, with: frame)
        case .parameter(let name):
            // The step into the parameter was counted where it was followed.
            guard let argument = frame.arguments[name] else { return [] }
            return resolutions(argument.expression, owner: argument.owner, allowContainers: allowContainers, depth: depth + 1,
                               frame: argument.arguments, asValue: asValue)
        case .property(let name):
            if let file = readingFile, let held = ownProperties[file]?[owner]?[name], held != .unknown {
                return follow(held, in: owner, with: Frame([:]))
            }
            guard let (held, declarer) = member(name, of: owner, in: properties) else {
                // A screen's own stack (`navigationController?.viewControllers = [self, next]`),
                // where a container is asked for.
                guard allowContainers, name == "navigationController" else { return [] }
                return [Resolved(type: UIKit.navigationController, embedded: false, steps: 1)]
            }
            return follow(held, in: declarer, with: Frame([:]))
        case .method(let name, let arguments):
            // A method of the type's, else a free function of the app's.
            guard let (held, declarer, name) = method(name, of: owner) ?? method(name, of: Self.fileScope) else { return [] }
            // A factory building the type it is called on, called by the type's own code: that type.
            return follow(held, in: declarer, with: bind(arguments, to: name, of: declarer, from: owner, frame: frame)).map {
                var resolved = $0
                if resolved.type == "Self" { resolved.type = owner }
                return resolved
            }
        case .staticMethod(let type, let name, let arguments):
            if let (held, declarer, name) = method(name, of: type) {
                // A protocol extension's factory building `Self()` builds the type it is called on.
                let built = follow(held, in: declarer, with: bind(arguments, to: name, of: declarer, from: owner, frame: frame)).map {
                    var resolved = $0
                    if resolved.type == "Self" { resolved.type = type }
                    resolved.type = resolved.type.replacing("<Self>", with: "<\(type)>")
                    return resolved
                }
                // An extension of UIKit's base declaring `-> Self?` whose body cannot be read
                // (`instantiateFromNib()`) still makes the type it is called on.
                if !built.isEmpty || !selfFactories.contains(name) { return built }
            }
            // `AppStoryboard.Main.segueToArtistDetail(…)`: a method called on a case written
            // capitalised, which names no type of the app's.
            if let outer = enumOfCase(type) {
                if let held = caseMethods[outer]?[name]?[TypeNames.lastComponent(of: type)] {
                    return follow(held, in: outer, with: bind(arguments, to: name, of: outer, from: owner, frame: frame))
                }
                if let (held, declarer, name) = method(name, of: outer) {
                    return follow(held, in: declarer, with: bind(arguments, to: name, of: declarer, from: owner, frame: frame))
                }
            }
            // `X.instantiate()` of a protocol extension's `static func instantiate() -> Self`.
            guard selfFactories.contains(name), !UIKit.isGenericContainer(type) else { return [] }
            return [Resolved(type: type, embedded: false, steps: 1)]
        case .staticProperty(let type, let name):
            guard let (held, declarer) = member(name, of: type, in: properties) else {
                // No static property of that name: a case of the enum (`AppStoryboard.main`), whose
                // methods a call on it reaches (`AppStoryboard.main.segueToArtistDetail(…)`).
                return asValue && positions[type] != nil ? [Resolved(type: type, embedded: false, steps: 1)] : []
            }
            return follow(held, in: declarer, with: Frame([:]))
        case .valueProperty(let base, let name):
            return eachValue(of: base, owner: owner, depth: depth, frame: frame) { type in
                let held = member(name, of: type, in: properties).map { follow($0.0, in: $0.1, with: Frame([:])) }
                // A coordinator's own stack (`present(coordinator.navigationController, …)` after
                // `coordinator.start()`), which names no screen: what that `start()` puts on it, in it.
                if held?.isEmpty ?? true, PresentableCoordinators.namesStack(name), let started = startedScreens(of: type, depth: depth) {
                    return started.map { Resolved(type: $0.type, embedded: true, steps: $0.steps + 1) }
                }
                return held
            }
        case .valueMethod(let base, let name, let arguments):
            // SwiftGen's `StoryboardScene.News.initialScene.instantiate()`: the scene the property
            // names, else, where no storyboard read has it, the type argument it is declared with.
            if name == "instantiate", arguments.isEmpty, case .staticProperty(let type, let property) = base.unfollowed,
               let (held, declarer) = member(property, of: type, in: properties),
               case .specialised(let scene, let argument) = held.unfollowed, scene.namesStoryboardScene {
                let found = follow(scene, in: declarer, with: Frame([:]))
                // `MyApp.GuildViewController`: the module's name written before the type's.
                let written = positions[argument] != nil ? argument : TypeNames.lastComponent(of: argument)
                return found.isEmpty ? follow(.type(written), in: declarer, with: Frame([:])) : found
            }
            // A method switching over the case it is called on (`TabItem.search.controller()`): that case's branch.
            if case .staticProperty(let type, let caseName) = base.unfollowed, let held = caseMethods[type]?[name]?[caseName] {
                return follow(held, in: type, with: bind(arguments, to: name, of: type, from: owner, frame: frame))
            }
            if viewHostingMethods.contains(name) {
                return resolutions(.hosting(host: UIKit.hostingController, view: base), owner: owner, allowContainers: true,
                                   depth: depth + 1, frame: frame)
            }
            return eachValue(of: base, owner: owner, depth: depth, frame: frame) { type in
                if let (held, declarer, name) = method(name, of: type) {
                    let made = follow(held, in: declarer, with: bind(arguments, to: name, of: declarer, from: owner, frame: frame))
                    return made.map { substitutingGenericArgument(of: type, in: $0) }
                }
                // A SwiftUI view's modifier the app does not declare (`.modify { … }`) gives back the
                // view it modifies, for the screen's name.
                return ancestry(of: type).contains("View") ? [Resolved(type: type, embedded: false, steps: 1)] : nil
            }
        case .presented(.valueProperty(let coordinator, let property)):
            // A coordinator's own property giving its screen (`child.presentedViewController`): what its
            // `start()` puts on the stack that property gives, else the screen it holds.
            return eachValue(of: coordinator, owner: owner, depth: depth, frame: frame) { type in
                startedScreens(of: type, depth: depth)
                    ?? member(property, of: type, in: properties).map { follow($0.0, in: $0.1, with: Frame([:])) }
            }
        case .presented(let coordinator):
            return eachValue(of: coordinator, owner: owner, depth: depth, frame: frame) { type in
                // A view controller handed to a router is the screen (the router pattern's
                // `extension UIViewController: Presentable` presents `self`).
                if isScreen(type) { return [Resolved(type: type, embedded: false, steps: 0)] }
                // A coordinator handed an empty stack shows what its `start()` puts on it.
                if let started = startedScreens(of: type, depth: depth) { return started }
                // A navigation coordinator (a stack, a tab bar) shows what is set on it: itself, nothing.
                guard !PresentableCoordinators.calls.keys.contains(where: { method($0, of: type) != nil }) else { return nil }
                for presenting in PresentableCoordinators.presentingMethods {
                    if let (held, declarer, _) = method(presenting, of: type) { return follow(held, in: declarer, with: Frame([:])) }
                }
                return nil
            }
        case .storyboardScene, .storyboardInitial, .segue:
            return storyboards?(expression, owner).map { [$0] } ?? []
        case .sceneNamedBy(let parameter, let suffix, let storyboard):
            // Only a call of the function names the scene: a helper's own UIKit call at each
            // caller (``NavigationWrappers``), a factory's return here, from the text its caller
            // writes, handed on through other factories' parameters.
            guard let identifier = Self.text(bound: parameter, in: frame) else { return [] }
            return storyboards?(.storyboardScene(identifier: identifier + suffix, storyboard: storyboard), owner).map { [$0] } ?? []
        case .text:
            return []
        case .oneOf(let options):
            var all: [Resolved] = []
            for option in options {
                let resolved = resolutions(option, owner: owner, allowContainers: allowContainers, depth: depth, frame: frame,
                                           asValue: asValue)
                guard !resolved.isEmpty else { return [] }
                all += resolved
            }
            return all.count <= Self.maximumAlternatives ? all : []
        case .unknown:
            return []
        }
    }

    /// The text bound to `parameter` in `frame`, through the parameters it was handed on by.
    private static func text(bound parameter: String, in frame: Frame) -> String? {
        var (name, frame) = (parameter, frame)
        for _ in 0..<maximumSteps {
            guard let argument = frame.arguments[name] else { return nil }
            let value = argument.expression.unfollowed
            if case .text(let text) = value { return text }
            guard case .parameter(let outer) = value else { return nil }
            (name, frame) = (outer, argument.arguments)
        }
        return nil
    }

    /// What the `start()` of the coordinator `type` puts on the stack it was given, resolved;
    /// `nil` when it puts nothing there, or nothing that can be told.
    private func startedScreens(of type: String, depth: Int) -> [Resolved]? {
        guard let started = startedScreens[type] ?? startedScreens[TypeNames.lastComponent(of: type)] else { return nil }
        let screens = started.flatMap { resolutions($0, owner: type, allowContainers: false, depth: depth + 1, frame: Frame([:])) }
        return screens.isEmpty ? nil : screens
    }

    /// The root the app's navigation controller `type` builds itself, in a stack, when built with
    /// `arguments` (by label): a scene its initialiser looks up by an identifier it is given
    /// (`MainNavigationController(storyboardName: "Vault", identifier: "list")`) is the one each
    /// builder names. A sliding panel's own content is shown as it is, in no stack.
    private func ownRoot(_ root: TargetExpression, of type: String, given arguments: [String: TargetExpression], owner: String,
                         depth: Int) -> [Resolved] {
        let frame = Frame(arguments.mapValues { ($0, owner, Frame([:])) })
        let stacked = !StackRootsSet.isPanel(type)
        return resolutions(root, owner: owner, allowContainers: false, depth: depth + 1, frame: frame).map {
            Resolved(type: $0.type, embedded: stacked, steps: $0.steps + 1)
        }
    }

    /// The app's type `path` (`AppStoryboard.Main`) names a case of, when its last component is
    /// no type the app declares and the rest is one.
    private func enumOfCase(_ path: String) -> String? {
        guard positions[path] == nil, let dot = path.lastIndex(of: ".") else { return nil }
        let outer = String(path[..<dot])
        guard positions[outer] != nil, positions[String(path[path.index(after: dot)...])] == nil else { return nil }
        return outer
    }

    /// A type built with labelled arguments: with the screens it is generic over, when its
    /// declaration says which arguments give them and each is one screen; else the type alone.
    private func built(_ type: String, arguments: [String: TargetExpression], owner: String, depth: Int,
                       frame: Frame) -> Resolved {
        let plain = Resolved(type: type, embedded: false, steps: 0)
        guard let generic = genericScreens[type] ?? genericScreens[TypeNames.lastComponent(of: type)] else { return plain }
        var screens: [String] = []
        var steps = 0
        for (label, position) in zip(generic.labels, generic.positions) {
            guard let argument = arguments[label] ?? arguments["#\(position)"] else { return plain }
            let resolved = resolutions(argument, owner: owner, allowContainers: false, depth: depth + 1, frame: frame)
            guard resolved.count == 1 else { return plain }
            screens.append(resolved[0].type)
            steps = max(steps, resolved[0].steps)
        }
        return Resolved(type: "\(type)<\(screens.joined(separator: ", "))>", embedded: false, steps: steps)
    }

    /// What a member of another value shows (`coordinator.root`, `theme.settingsScreen()`), for
    /// every type the value can be (any type of the app's, a coordinator or a theme, not only a
    /// screen): empty when one of them has no such member or it shows nothing that can be told.
    /// - Parameters:
    ///   - base: The value.
    ///   - owner: The type whose code reads it.
    ///   - depth: The steps taken so far.
    ///   - frame: The arguments bound so far.
    ///   - shown: What the member of a type shows; `nil` when the type has none.
    private func eachValue(of base: TargetExpression, owner: String, depth: Int, frame: Frame,
                           _ shown: (String) -> [Resolved]?) -> [Resolved] {
        var all: [Resolved] = []
        for value in resolutions(base, owner: owner, allowContainers: true, depth: depth + 1, frame: frame, asValue: true) {
            guard let each = shown(value.type), !each.isEmpty else { return [] }
            all += each
        }
        return all.count <= Self.maximumAlternatives ? all : []
    }

    /// The parameters of method `name` of `declarer` bound to a call's arguments, by position.
    private func bind(_ arguments: [TargetExpression], to name: String, of declarer: String, from caller: String,
                      frame: Frame) -> Frame {
        guard let parameters = methodParameters[declarer]?[name] else { return Frame([:]) }
        var bound: Arguments = [:]
        for (parameter, argument) in zip(parameters, arguments) { bound[parameter] = (argument, caller, frame) }
        return Frame(bound)
    }

    /// What a generic type's method gives back when it gives back its type parameter: the type
    /// argument of the value it is called on (SwiftGen's `SceneType<SettingsViewController>`'s
    /// `instantiate() -> T` is a `SettingsViewController`). A parameter is a name the app
    /// declares no type for and that is no screen of UIKit's.
    private func substitutingGenericArgument(of valueType: String, in made: Resolved) -> Resolved {
        guard let open = valueType.firstIndex(of: "<"), valueType.hasSuffix(">"), !made.type.contains("."),
              !made.type.contains("<"), positions[made.type] == nil, !isScreen(made.type) else { return made }
        let argument = String(valueType[valueType.index(after: open)..<valueType.index(before: valueType.endIndex)])
        guard !argument.contains(","), !argument.contains("<") else { return made }
        var substituted = made
        // `Habitica.SplitSocialViewController`: the module's name written before the type's.
        substituted.type = positions[argument] != nil ? argument : TypeNames.lastComponent(of: argument)
        return substituted
    }

    private static func oneMore(_ resolved: Resolved) -> Resolved {
        var resolved = resolved
        resolved.steps += 1
        return resolved
    }

    /// Method `name` of `type` (or of a superclass), with the type declaring it and the name it
    /// was found under: as written, else as Swift names a keyword Objective-C sends (``ObjCSwiftNames``).
    private func method(_ name: String, of type: String) -> (TargetExpression, String, String)? {
        if let (held, declarer) = member(name, of: type, in: methods) { return (held, declarer, name) }
        for swiftName in ObjCSwiftNames.baseNames(of: name) {
            if let (held, declarer) = member(swiftName, of: type, in: methods) { return (held, declarer, swiftName) }
        }
        return nil
    }

    /// A member of `type` or of a superclass the app declares, with the type declaring it; a
    /// Swift class is found by the name Objective-C calls it too (`@objc(XYZRootFactory)`).
    private func member(_ name: String, of type: String,
                        in table: [String: [String: TargetExpression]]) -> (TargetExpression, String)? {
        var current: String? = swiftName(of: type)
        var seen = Set<String>()
        while let candidate = current, seen.insert(candidate).inserted {
            if let held = table[candidate]?[name] { return (held, candidate) }
            // A generic type's value (`SceneType<SettingsViewController>`) has its type's members.
            if let open = candidate.firstIndex(of: "<") {
                current = String(candidate[..<open])
                continue
            }
            // A nested type's member is looked up by its own name too (`Outer.Inner` written `Inner`).
            if let last = candidate.split(separator: ".").last.map(String.init), last != candidate,
               let held = table[last]?[name] { return (held, last) }
            current = superclass(of: candidate)
        }
        return nil
    }
}
