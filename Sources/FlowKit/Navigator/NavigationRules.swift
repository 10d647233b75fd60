/// UIKit's navigation rules as one pure decision: given the window and a request, either the
/// window after the change or the reason UIKit would reject, crash on, or mishandle it.
///
/// A function of values only: nothing is built, read from a hierarchy or changed here, so the
/// same window and request always get the same answer, and a refused request has cost nothing.
/// Each verb is one arm of one exhaustive switch.
enum NavigationRules {
    typealias State<Screen: Hashable & Sendable> = NavigationState<Screen>
    typealias Decision<Screen: Hashable & Sendable> = Result<NavigationState<Screen>, RefusalReason>

    static func decide<Screen>(_ state: State<Screen>, _ request: RuleRequest<Screen>) -> Decision<Screen> {
        if state.layers.isEmpty && request.verb != .setWindowRoot { return .failure(.notStarted) }
        let location: ScreenLocation?
        switch locateSource(of: request, in: state) {
        case .success(let found): location = found
        case .failure(let reason): return .failure(reason)
        }
        guard let location else {
            // Only a window-level request (`start`) names no source.
            guard request.verb == .setWindowRoot else { return .failure(.sourceReleased) }
            return replaceWindow(request)
        }
        switch request.verb {
        case .push: return show(request, from: location, in: state) { stack, screen in stack + [screen] }
        // In one change, so nothing is shown between: the screen below never appears.
        case .replace: return show(request, from: location, in: state) { stack, screen in stack.dropLast() + [screen] }
        case .pop: return popStack(from: location, in: state, keeping: { $0 - 1 }, refusal: .poppingRoot)
        case .popToRoot: return popStack(from: location, in: state, keeping: { _ in 1 }, refusal: .alreadyAtRoot)
        case .popTo: return popTo(request, from: location, in: state)
        case .setRoot: return setRoot(request, from: location, in: state)
        case .present: return present(request, from: location, in: state)
        case .dismiss:
            let top = state.layers.count - 1
            // UIKit's `dismiss`: from a screen that presents, what it presents; from a presented
            // screen, its own layer.
            return dismiss(from: location.layer < top ? location.layer + 1 : location.layer, in: state)
        case .dismissAll: return dismiss(from: 1, in: state)
        case .dismissTo:
            guard let screen = request.targetScreen else { return .failure(.targetReleased) }
            guard let found = state.locate(screen) else { return .failure(.targetNotOnScreen) }
            return dismiss(from: found.layer + 1, in: state)
        case .setWindowRoot: return replaceWindow(request)
        case .selectTab: return selectTab(request, from: location, in: state)
        // An output changes nothing itself: its route makes the next request.
        case .emit: return .success(state)
        }
    }

    /// A callback's source must be alive, on screen and visible; an app request's source only
    /// alive and on screen. Only window-level requests name none: nothing is ever redirected to
    /// whatever happens to be on top.
    private static func locateSource<Screen>(of request: RuleRequest<Screen>, in state: State<Screen>)
    -> Result<ScreenLocation?, RefusalReason> {
        switch request.source {
        case .none:
            return request.origin == .callback ? .failure(.sourceReleased) : .success(nil)
        case .released:
            return .failure(.sourceReleased)
        case .screen(let source):
            guard let location = state.locate(source) else { return .failure(.sourceNotOnScreen) }
            if request.origin == .callback && state.visibleScreen != source { return .failure(.sourceNotVisible) }
            return .success(location)
        }
    }

    /// The screen a forward verb shows on the source's stack.
    private static func shownScreen<Screen>(of request: RuleRequest<Screen>) -> Result<Screen, RefusalReason> {
        guard case .flow = request.target else { return .failure(.missingTarget) }
        guard let screen = request.targetScreen else { return .failure(.ownerReleased) }
        return .success(screen)
    }

    /// Shows the target on the source's stack, which `arranging` gives its new screens.
    private static func show<Screen>(_ request: RuleRequest<Screen>, from location: ScreenLocation,
                                     in state: State<Screen>, arranging: ([Screen], Screen) -> [Screen])
    -> Decision<Screen> {
        guard let path = location.stackPath else { return .failure(.noNavigationStack) }
        return shownScreen(of: request).flatMap { screen in
            if state.isOnScreen(screen) { return .failure(.targetAlreadyOnScreen) }
            var next = state
            next.setStack(arranging(state.stack(at: path), screen), at: path)
            return .success(next)
        }
    }

    private static func popStack<Screen>(from location: ScreenLocation, in state: State<Screen>,
                                         keeping kept: (Int) -> Int, refusal: RefusalReason) -> Decision<Screen> {
        guard let path = location.stackPath else { return .failure(.noNavigationStack) }
        let stack = state.stack(at: path)
        if stack.count == 1 { return .failure(refusal) }
        var next = state
        next.setStack(Array(stack.prefix(kept(stack.count))), at: path)
        return .success(next)
    }

    private static func popTo<Screen>(_ request: RuleRequest<Screen>, from location: ScreenLocation,
                                      in state: State<Screen>) -> Decision<Screen> {
        guard let path = location.stackPath, let sourceIndex = location.index else {
            return .failure(.noNavigationStack)
        }
        guard let target = request.targetScreen else { return .failure(.targetReleased) }
        let stack = state.stack(at: path)
        guard let index = stack.firstIndex(of: target), index < sourceIndex else { return .failure(.targetNotBelow) }
        var next = state
        next.setStack(Array(stack.prefix(index + 1)), at: path)
        return .success(next)
    }

    private static func setRoot<Screen>(_ request: RuleRequest<Screen>, from location: ScreenLocation,
                                        in state: State<Screen>) -> Decision<Screen> {
        guard let path = location.stackPath else { return .failure(.noNavigationStack) }
        return shownScreen(of: request).flatMap { screen in
            if let found = state.locate(screen), found.stackPath != path { return .failure(.targetAlreadyOnScreen) }
            var next = state
            next.setStack([screen], at: path)
            return .success(next)
        }
    }

    private static func present<Screen>(_ request: RuleRequest<Screen>, from location: ScreenLocation,
                                        in state: State<Screen>) -> Decision<Screen> {
        if location.layer < state.layers.count - 1 { return .failure(.alreadyPresenting) }
        return shownContent(of: request).flatMap { content in
            if content.screens.contains(where: state.isOnScreen) || content.repeatsAScreen {
                return .failure(.targetAlreadyOnScreen)
            }
            var next = state
            next.layers.append(.init(content: content, isNew: true))
            return .success(next)
        }
    }

    /// Removes the layers from `firstRemoved` up; the window's root layer always stays.
    private static func dismiss<Screen>(from firstRemoved: Int, in state: State<Screen>) -> Decision<Screen> {
        guard firstRemoved >= 1, firstRemoved < state.layers.count else { return .failure(.nothingToDismiss) }
        var next = state
        next.layers.removeSubrange(firstRemoved...)
        return .success(next)
    }

    /// A new window root does not keep what was shown: its container is new even when it holds a
    /// screen the old one did.
    private static func replaceWindow<Screen>(_ request: RuleRequest<Screen>) -> Decision<Screen> {
        shownContent(of: request).flatMap { content in
            if content.repeatsAScreen { return .failure(.targetAlreadyOnScreen) }
            return .success(State(layers: [.init(content: content, isNew: true)]))
        }
    }

    private static func selectTab<Screen>(_ request: RuleRequest<Screen>, from location: ScreenLocation,
                                          in state: State<Screen>) -> Decision<Screen> {
        guard location.tab != nil, case .tabs(var tabs) = state.layers[location.layer].content else {
            return .failure(.notInTabs)
        }
        guard let target = request.targetScreen else { return .failure(.targetReleased) }
        guard let index = tabs.tabs.firstIndex(where: { $0.rootScreen == target }) else {
            return .failure(.tabNotFound)
        }
        if index == tabs.selected { return .failure(.tabAlreadySelected) }
        tabs.selected = index
        var next = state
        next.layers[location.layer].content = .tabs(tabs)
        return .success(next)
    }

    /// What a presented or window-root target becomes: its screen, wrapped as the request says,
    /// or its tabs.
    private static func shownContent<Screen>(of request: RuleRequest<Screen>)
    -> Result<State<Screen>.Content, RefusalReason> {
        switch request.target {
        case .flow:
            guard let screen = request.targetScreen else { return .failure(.ownerReleased) }
            switch request.embedding {
            case .navigation: return .success(.stack([screen]))
            case .none: return .success(.screen(screen))
            }
        case .tabs(let tabs):
            guard let tabs else { return .failure(.ownerReleased) }
            return .success(.tabs(tabs))
        case .none:
            return .failure(.missingTarget)
        }
    }
}
