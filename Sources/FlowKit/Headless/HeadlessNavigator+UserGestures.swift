// UIKit lets the user change the window without asking the app: the back swipe pops, a sheet
// swiped down is dismissed. The UIKit adapter reports those here so the model (and observers)
// stay true to what is on screen. They are plain events with origin `.program`.

extension HeadlessNavigator {
    /// Records that the user popped the stack rooted at `root` down to its first `count` screens.
    /// Ignored unless that is a real pop of a stack on screen.
    func recordUserPop(stackRootedAt root: AnyObject, keeping count: Int) {
        guard let location = state.locate(root), let path = location.stackPath, location.index == 0 else { return }
        let stack = state.stack(at: path)
        guard count >= 1, count < stack.count else { return }
        let request = NavigationRequest(verb: .pop, origin: .program, source: stack[stack.count - 1], animated: true,
                                        callSite: CallSite())
        exclusively {
            commit(NavigationPlan(transition: .truncate(path, count: count), targetScreen: stack[count - 1]), for: request)
        }
    }

    /// Records that the user swiped away the modal layer whose visible screen was `screen`,
    /// together with every layer above it.
    func recordUserDismissal(ofLayerShowing screen: AnyObject) {
        guard let location = state.locate(screen), location.layer > 0 else { return }
        let request = NavigationRequest(verb: .dismiss, origin: .program, source: screen, animated: true,
                                        callSite: CallSite())
        exclusively { commit(NavigationPlan(transition: .dismiss(fromLayer: location.layer), targetScreen: nil), for: request) }
    }
}
