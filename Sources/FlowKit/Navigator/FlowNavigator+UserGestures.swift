// UIKit lets the user change the window without asking the app: the back button and swipe pop,
// a sheet swiped down is dismissed, the tab bar switches tabs. Over UIKit those need no
// reporting (the navigator reads what is on screen); headless drivers and tests make the same
// gestures through these methods, which change the hierarchy as UIKit's controls would and send
// events with origin `.userGesture`. They are never refused: the user can always do what UIKit's
// own controls offer, except mid-transition, when UIKit's controls do not respond either.

extension FlowNavigator {
    /// The user tapped the back button (or swiped back) in the visible navigation stack: its top
    /// screen is popped.
    ///
    /// - Parameters:
    ///   - file: The caller's file (the driver or test that made the gesture), for events.
    ///   - line: The caller's line.
    /// - Returns: `false`, changing nothing, when the visible screen is not above the root of a
    ///   stack (UIKit shows no back button there) or a change is in progress.
    @discardableResult
    public func userTapsBack(file: String = #fileID, line: Int = #line) -> Bool {
        gesture { state in
            guard let visible = state.visibleScreen, let path = state.locate(visible)?.stackPath else { return nil }
            let stack = state.stack(at: path)
            guard stack.count > 1 else { return nil }
            let request = NavigationRequest(verb: .pop, origin: .userGesture, source: visible,
                                            callSite: CallSite(fileID: file, line: line))
            return (request, NavigationPlan(transition: .truncate(path, count: stack.count - 1),
                                            targetScreen: stack[stack.count - 2]))
        }
    }

    /// The user swiped the top modal layer down: it is dismissed.
    ///
    /// - Parameters:
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    /// - Returns: `false`, changing nothing, when nothing is presented or a change is in progress.
    @discardableResult
    public func userSwipesDownSheet(file: String = #fileID, line: Int = #line) -> Bool {
        gesture { state in
            guard state.layers.count > 1, let visible = state.visibleScreen else { return nil }
            let request = NavigationRequest(verb: .dismiss, origin: .userGesture, source: visible,
                                            callSite: CallSite(fileID: file, line: line))
            return (request, NavigationPlan(transition: .dismiss(fromLayer: state.layers.count - 1), targetScreen: nil))
        }
    }

    /// The user tapped tab `index` in the tab bar of the top modal layer.
    ///
    /// - Parameters:
    ///   - index: The tab's position.
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    /// - Returns: `false`, changing nothing, when the top layer shows no tab container, `index`
    ///   is not one of its tabs, that tab is already selected, or a change is in progress.
    @discardableResult
    public func userSelectsTab(_ index: Int, file: String = #fileID, line: Int = #line) -> Bool {
        gesture { state in
            let layer = state.layers.count - 1
            guard layer >= 0, case .tabs(let tabs) = state.layers[layer].root, tabs.tabs.indices.contains(index),
                  index != tabs.selectedIndex else { return nil }
            let request = NavigationRequest(verb: .selectTab, origin: .userGesture,
                                            source: tabs.tabs[tabs.selectedIndex].visibleScreen, animated: false,
                                            callSite: CallSite(fileID: file, line: line))
            return (request, NavigationPlan(transition: .selectTab(layer: layer, index: index),
                                            targetScreen: tabs.tabs[index].visibleScreen))
        }
    }

    /// Applies the gesture `make` finds possible in the window as it is now.
    private func gesture(_ make: (NavigationState) -> (NavigationRequest, NavigationPlan)?) -> Bool {
        guard !isTransitioning else { return false }
        let snapshot = snapshot(around: nil)
        guard let (request, plan) = make(snapshot.state) else { return false }
        exclusively { commit(plan, for: request, in: snapshot) }
        return true
    }
}
