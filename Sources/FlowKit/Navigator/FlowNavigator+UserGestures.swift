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
        gesture(.pop, showing: true, callSite: CallSite(fileID: file, line: line)) { _ in RuleRequest.Target.none }
    }

    /// The user swiped the top modal layer down: it is dismissed.
    ///
    /// - Parameters:
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    /// - Returns: `false`, changing nothing, when nothing is presented or a change is in progress.
    @discardableResult
    public func userSwipesDownSheet(file: String = #fileID, line: Int = #line) -> Bool {
        gesture(.dismiss, showing: false, callSite: CallSite(fileID: file, line: line)) { _ in RuleRequest.Target.none }
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
        gesture(.selectTab, showing: true, animated: false, callSite: CallSite(fileID: file, line: line)) { state in
            guard case .tabs(let tabs)? = state.layers.last?.content, tabs.tabs.indices.contains(index),
                  let root = tabs.tabs[index].rootScreen else { return nil }
            return .flow(root)
        }
    }

    /// Makes the gesture `verb`, from the visible screen to the target `target` finds in the
    /// window as it is now, when the rules accept it: UIKit offers the control only then.
    /// - Parameters:
    ///   - verb: What the control does.
    ///   - showing: Whether events name the screen visible afterwards as the target.
    ///   - animated: Whether the change animates.
    ///   - callSite: The driver's or test's call, for events.
    ///   - target: The gesture's target in the window; `nil` when there is none to aim at.
    private func gesture(_ verb: NavigationVerb, showing: Bool, animated: Bool = true, callSite: CallSite,
                         target: (NavigationState<ScreenKey>) -> RuleRequest<ScreenKey>.Target?) -> Bool {
        guard !isTransitioning else { return false }
        let snapshot = snapshot(around: nil)
        let current = snapshot.state
        guard let visible = current.visibleScreen, let aim = target(current) else { return false }
        let rules = RuleRequest(verb: verb, origin: .userGesture, source: .screen(visible), target: aim,
                                embedding: .none)
        guard case .success(let next) = NavigationRules.decide(current, rules) else { return false }
        let screens = KeyedScreens()
        let request = NavigationRequest(verb: verb, origin: .userGesture, source: visible.existingScreen,
                                        animated: animated, callSite: callSite)
        let receiver = showing ? next.visibleScreen?.existingScreen : nil
        exclusively {
            commit(AcceptedChange(snapshot: snapshot, current: current, next: next, screens: screens), for: request,
                   receiver: receiver)
        }
        return true
    }
}
