import Foundation

/// A stack of view controllers, the top one shown.
@MainActor open class UINavigationController: UIViewController {
    /// Delegates are weak, as UIKit's: the app owns its delegate.
    open weak var delegate: (any UINavigationControllerDelegate)?
    private var stack: [UIViewController] = []

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(rootViewController: UIViewController) {
        self.init()
        replace(with: [rootViewController])
    }

    /// Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// Changes the stack at once; the change animates (as a push when the new top was not in
    /// the stack, else as a pop) and ends on a later turn, when the delegate hears `didShow`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if let transition = standInTransition, !transition.hasEnded {
            // UIKit: "Unbalanced calls to begin/end appearance transitions", a corrupted bar.
            StandInRunLoop.main.recordMisuse("a navigation transition started while one is in progress")
        }
        if let stranger = viewControllers.first(where: { $0.parent != nil && $0.parent !== self }) {
            StandInRunLoop.main.recordMisuse("\(type(of: stranger)) is pushed while in another container")
        }
        replace(with: viewControllers)
        guard let shown = viewControllers.last else { return }
        guard animated else {
            delegate?.navigationController(self, didShow: shown, animated: false)
            return
        }
        standInTransition = StandInTransition(animated: true, ending: { [weak self] in
            guard let self else { return }
            delegate?.navigationController(self, didShow: shown, animated: true)
        })
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    private func replace(with viewControllers: [UIViewController]) {
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.removeFromParent()
        }
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        stack = viewControllers
    }

    /// The user swipes back (or taps the back button): the top view controller is popped, as by
    /// UIKit itself, with no call from the app. Nothing happens mid-transition or at the root.
    public func simulateBackSwipe() {
        guard stack.count > 1, transitionCoordinator == nil else { return }
        popViewController(animated: true)
    }
}

/// Hears of a navigation controller's changes.
@MainActor public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}

/// Tabs of view controllers, one selected.
@MainActor open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?
    private var tabs: [UIViewController]?
    private var selection = 0

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for controller in tabs ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.removeFromParent()
        }
        for controller in viewControllers ?? [] where controller.parent !== self { addChild(controller) }
        tabs = viewControllers
        selection = min(selection, max((viewControllers?.count ?? 1) - 1, 0))
    }

    /// Out-of-range values are ignored.
    open var selectedIndex: Int {
        get { selection }
        set { if (tabs ?? []).indices.contains(newValue) { selection = newValue } }
    }

    open var selectedViewController: UIViewController? {
        get { tabs.flatMap { $0.indices.contains(selection) ? $0[selection] : nil } }
        set { if let index = tabs?.firstIndex(where: { $0 === newValue }) { selection = index } }
    }

    /// The user taps tab `index` in the tab bar: it is selected and the delegate told.
    public func simulateTap(onTab index: Int) {
        guard let tabs, tabs.indices.contains(index) else { return }
        selection = index
        delegate?.tabBarController(self, didSelect: tabs[index])
    }
}

/// Hears of a tab bar controller's changes the user makes.
@MainActor public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
