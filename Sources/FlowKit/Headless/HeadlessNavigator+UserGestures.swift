// UIKit lets the user change the window without asking the app: the back button and swipe pop,
// a sheet swiped down is dismissed, the tab bar switches tabs. The UIKit adapter reports those
// here so the model (and observers) stay true to what is on screen; headless drivers and tests
// make the same gestures through the public `user…` methods. They are events with origin
// `.userGesture`, never refused: the user can always do what UIKit's own controls offer.

extension HeadlessNavigator {
    /// The user tapped the back button (or swiped back) in the visible navigation stack: its top
    /// screen is popped.
    ///
    /// - Parameters:
    ///   - file: The caller's file (the driver or test that made the gesture), for events.
    ///   - line: The caller's line.
    /// - Returns: `false`, changing nothing, when the visible screen is not above the root of a
    ///   stack (UIKit shows no back button there).
    @discardableResult
    public func userTapsBack(file: String = #fileID, line: Int = #line) -> Bool {
        guard let visible = state.visibleScreen, let stack = stack(containing: visible), stack.count > 1 else { return false }
        recordUserPop(stackRootedAt: stack[0], keeping: stack.count - 1, callSite: CallSite(fileID: file, line: line))
        return true
    }

    /// The user swiped the top modal layer down: it is dismissed.
    ///
    /// - Parameters:
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    /// - Returns: `false`, changing nothing, when nothing is presented.
    @discardableResult
    public func userSwipesDownSheet(file: String = #fileID, line: Int = #line) -> Bool {
        guard state.layers.count > 1, let visible = state.visibleScreen else { return false }
        recordUserDismissal(ofLayerShowing: visible, callSite: CallSite(fileID: file, line: line))
        return true
    }

    /// The user tapped tab `index` in the tab bar of the top modal layer.
    ///
    /// - Parameters:
    ///   - index: The tab's position.
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    /// - Returns: `false`, changing nothing, when the top layer shows no tab container, `index`
    ///   is not one of its tabs, or that tab is already selected.
    @discardableResult
    public func userSelectsTab(_ index: Int, file: String = #fileID, line: Int = #line) -> Bool {
        recordUserTabSelection(layer: state.layers.count - 1, index: index, callSite: CallSite(fileID: file, line: line))
    }

    /// Records that the user popped the stack rooted at `root` down to its first `count` screens.
    /// Ignored unless that is a real pop of a stack on screen.
    func recordUserPop(stackRootedAt root: AnyObject, keeping count: Int, callSite: CallSite) {
        guard let location = state.locate(root), let path = location.stackPath, location.index == 0 else { return }
        let stack = state.stack(at: path)
        guard count >= 1, count < stack.count else { return }
        let request = NavigationRequest(verb: .pop, origin: .userGesture, source: stack[stack.count - 1],
                                        callSite: callSite)
        exclusively {
            commit(NavigationPlan(transition: .truncate(path, count: count), targetScreen: stack[count - 1]), for: request)
        }
    }

    /// Records that the user swiped away the modal layer whose visible screen was `screen`,
    /// together with every layer above it.
    func recordUserDismissal(ofLayerShowing screen: AnyObject, callSite: CallSite) {
        guard let location = state.locate(screen), location.layer > 0 else { return }
        let request = NavigationRequest(verb: .dismiss, origin: .userGesture, source: screen, callSite: callSite)
        exclusively { commit(NavigationPlan(transition: .dismiss(fromLayer: location.layer), targetScreen: nil), for: request) }
    }

    /// Records that the user selected tab `index` of the tab container at the root of `layer`.
    /// Ignored (returning `false`) unless that is a real change of selection.
    @discardableResult
    func recordUserTabSelection(layer: Int, index: Int, callSite: CallSite) -> Bool {
        guard state.layers.indices.contains(layer), case .tabs(let tabs) = state.layers[layer].root,
              tabs.tabs.indices.contains(index), index != tabs.selectedIndex else { return false }
        let selected = tabs.tabs[index].visibleScreen
        let request = NavigationRequest(verb: .selectTab, origin: .userGesture,
                                        source: tabs.tabs[tabs.selectedIndex].visibleScreen, animated: false,
                                        callSite: callSite)
        exclusively { commit(NavigationPlan(transition: .selectTab(layer: layer, index: index), targetScreen: selected), for: request) }
        return true
    }
}
