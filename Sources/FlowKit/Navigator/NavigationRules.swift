/// An accepted request: the change to make, and the screen that receives forwarded arguments.
@MainActor
struct NavigationPlan {
    let transition: NavigationTransition
    let targetScreen: AnyObject?
}

/// UIKit's navigation rules as one pure decision: given the window and a request, either the
/// change to make or the reason UIKit would reject, crash on, or mishandle it.
///
/// Nothing here mutates state. `build` is called only once the source has passed its checks,
/// so a refused request from a stale screen never builds its target; it returns `nil` when the
/// flow's owner is gone. `live` finds a flow's screen in this navigator without building one.
@MainActor
enum NavigationRules {
    typealias Build = (AnyFlow) -> AnyObject?
    typealias Live = (AnyFlow) -> AnyObject?

    static func plan(_ request: NavigationRequest, in state: NavigationState, build: Build, live: Live)
    -> Result<NavigationPlan, RefusalReason> {
        if state.layers.isEmpty && request.verb != .setWindowRoot { return .failure(.notStarted) }
        let location: ScreenLocation?
        switch locateSource(of: request, in: state) {
        case .success(let found): location = found
        case .failure(let reason): return .failure(reason)
        }
        guard let location else {
            // Only a window-level request (`start`) names no source.
            guard request.verb == .setWindowRoot else { return .failure(.sourceReleased) }
            return replaceWindow(request, build: build)
        }
        switch request.verb {
        case .push: return push(request, from: location, in: state, build: build)
        case .pop, .popToRoot: return popStack(request.verb, from: location, in: state)
        case .popTo: return popTo(request, from: location, in: state, live: live)
        case .setRoot: return setRoot(request, from: location, in: state, build: build)
        case .present: return present(request, from: location, in: state, build: build)
        case .dismiss, .dismissAll, .dismissTo: return dismiss(request, from: location, in: state, live: live)
        case .setWindowRoot: return replaceWindow(request, build: build)
        case .selectTab: return selectTab(request, from: location, in: state, live: live)
        case .emit: return .success(NavigationPlan(transition: .none, targetScreen: nil))
        }
    }

    /// A callback's source must be alive, on screen and visible; an app request's source only
    /// alive and on screen. Only window-level requests name none: nothing is ever redirected to
    /// whatever happens to be on top.
    private static func locateSource(of request: NavigationRequest, in state: NavigationState)
    -> Result<ScreenLocation?, RefusalReason> {
        guard request.hadSource else {
            if request.origin == .callback { return .failure(.sourceReleased) }
            return .success(nil)
        }
        guard let source = request.source else { return .failure(.sourceReleased) }
        guard let location = state.locate(source) else { return .failure(.sourceNotOnScreen) }
        if request.origin == .callback && state.visibleScreen !== source { return .failure(.sourceNotVisible) }
        return .success(location)
    }

    private static func push(_ request: NavigationRequest, from location: ScreenLocation, in state: NavigationState,
                             build: Build) -> Result<NavigationPlan, RefusalReason> {
        guard let path = location.stackPath else { return .failure(.noNavigationStack) }
        guard let flow = request.target?.flow else { return .failure(.missingTarget) }
        guard let screen = build(flow) else { return .failure(.ownerReleased) }
        if state.isOnScreen(screen) { return .failure(.targetAlreadyOnScreen) }
        return .success(NavigationPlan(transition: .push(screen, onto: path), targetScreen: screen))
    }

    private static func popStack(_ verb: NavigationVerb, from location: ScreenLocation, in state: NavigationState)
    -> Result<NavigationPlan, RefusalReason> {
        guard let path = location.stackPath else { return .failure(.noNavigationStack) }
        let count = state.stack(at: path).count
        if count == 1 { return .failure(verb == .pop ? .poppingRoot : .alreadyAtRoot) }
        let kept = verb == .pop ? count - 1 : 1
        return .success(NavigationPlan(transition: .truncate(path, count: kept), targetScreen: nil))
    }

    private static func popTo(_ request: NavigationRequest, from location: ScreenLocation, in state: NavigationState,
                              live: Live) -> Result<NavigationPlan, RefusalReason> {
        guard let path = location.stackPath, let sourceIndex = location.index else {
            return .failure(.noNavigationStack)
        }
        guard let target = request.target?.flow.flatMap(live) else { return .failure(.targetReleased) }
        guard let index = state.stack(at: path).firstIndex(where: { $0 === target }), index < sourceIndex else {
            return .failure(.targetNotBelow)
        }
        return .success(NavigationPlan(transition: .truncate(path, count: index + 1), targetScreen: target))
    }

    private static func setRoot(_ request: NavigationRequest, from location: ScreenLocation, in state: NavigationState,
                                build: Build) -> Result<NavigationPlan, RefusalReason> {
        guard let path = location.stackPath else { return .failure(.noNavigationStack) }
        guard let flow = request.target?.flow else { return .failure(.missingTarget) }
        guard let screen = build(flow) else { return .failure(.ownerReleased) }
        if let found = state.locate(screen), found.stackPath != path { return .failure(.targetAlreadyOnScreen) }
        return .success(NavigationPlan(transition: .replaceStack(path, root: screen), targetScreen: screen))
    }

    private static func present(_ request: NavigationRequest, from location: ScreenLocation, in state: NavigationState,
                                build: Build) -> Result<NavigationPlan, RefusalReason> {
        if location.layer < state.layers.count - 1 { return .failure(.alreadyPresenting) }
        let container: Container, entry: AnyObject?
        switch self.container(for: request, build: build) {
        case .success(let built): (container, entry) = built
        case .failure(let reason): return .failure(reason)
        }
        if container.screens.contains(where: state.isOnScreen) || container.repeatsAScreen {
            return .failure(.targetAlreadyOnScreen)
        }
        return .success(NavigationPlan(transition: .present(container), targetScreen: entry))
    }

    /// `dismiss` follows UIKit: from a screen that presents, it removes what it presents; from a
    /// presented screen, its own layer.
    private static func dismiss(_ request: NavigationRequest, from location: ScreenLocation, in state: NavigationState,
                                live: Live) -> Result<NavigationPlan, RefusalReason> {
        let top = state.layers.count - 1
        let firstRemoved: Int
        var target: AnyObject?
        switch request.verb {
        case .dismissAll:
            firstRemoved = 1
        case .dismissTo:
            guard let screen = request.target?.flow.flatMap(live) else { return .failure(.targetReleased) }
            guard let found = state.locate(screen) else { return .failure(.targetNotOnScreen) }
            firstRemoved = found.layer + 1
            target = screen
        default:
            firstRemoved = location.layer < top ? location.layer + 1 : location.layer
        }
        guard firstRemoved >= 1, firstRemoved <= top else { return .failure(.nothingToDismiss) }
        return .success(NavigationPlan(transition: .dismiss(fromLayer: firstRemoved), targetScreen: target))
    }

    private static func replaceWindow(_ request: NavigationRequest, build: Build) -> Result<NavigationPlan, RefusalReason> {
        switch container(for: request, build: build) {
        case .failure(let reason): return .failure(reason)
        case .success(let (container, entry)):
            if container.repeatsAScreen { return .failure(.targetAlreadyOnScreen) }
            return .success(NavigationPlan(transition: .replaceWindow(container), targetScreen: entry))
        }
    }

    private static func selectTab(_ request: NavigationRequest, from location: ScreenLocation, in state: NavigationState,
                                  live: Live) -> Result<NavigationPlan, RefusalReason> {
        guard location.tab != nil, case .tabs(let tabs) = state.layers[location.layer].root else {
            return .failure(.notInTabs)
        }
        guard let target = request.target?.flow.flatMap(live) else { return .failure(.targetReleased) }
        guard let index = tabs.tabs.firstIndex(where: { $0.rootScreen === target }) else {
            return .failure(.tabNotFound)
        }
        if index == tabs.selectedIndex { return .failure(.tabAlreadySelected) }
        return .success(NavigationPlan(transition: .selectTab(layer: location.layer, index: index), targetScreen: target))
    }

    /// The container a presented or window-root target becomes, and its entry screen.
    private static func container(for request: NavigationRequest, build: Build)
    -> Result<(Container, AnyObject?), RefusalReason> {
        switch request.target {
        case .flow(let flow):
            guard let screen = build(flow) else { return .failure(.ownerReleased) }
            return .success((request.embedding == .navigation ? .stack([screen]) : .screen(screen), screen))
        case .tabs(let tabs):
            var contents: [Container] = []
            for tab in tabs.tabs {
                guard let screen = build(tab.flow) else { return .failure(.ownerReleased) }
                contents.append(tab.embedding == .navigation ? .stack([screen]) : .screen(screen))
            }
            let items = tabs.tabs.map { TabItem(title: $0.title, imageName: $0.imageName) }
            return .success((.tabs(TabContainer(tabs: contents, selectedIndex: tabs.initialSelection, name: tabs.name,
                                                items: items)), nil))
        case .output, nil:
            return .failure(.missingTarget)
        }
    }
}
