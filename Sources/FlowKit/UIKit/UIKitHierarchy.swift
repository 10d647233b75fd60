// UIKit/: the UIKit side: view controllers as a hierarchy, and the main-actor forms of their flows.

#if canImport(UIKit)
import UIKit
#elseif FLOWKIT_UIKIT_STAND_IN
// The tests compile this file against a UIKit stand-in, in a module of their own.
import FlowKit
import UIKitStandIn
#endif
#if canImport(UIKit) || FLOWKIT_UIKIT_STAND_IN

/// The view controllers UIKit shows, as a ``ScreenHierarchy``: navigation controllers are
/// stacks, tab bar controllers are tabs, presented view controllers are layers.
///
/// It is a thin translation and keeps no state of its own: every read asks UIKit, every change
/// is one UIKit call whose completion UIKit reports (a transition coordinator's, a presentation's
/// or a dismissal's). It sets no delegate: the app's navigation, tab bar and presentation
/// delegates stay the app's, and its own pushes, presents, back swipes and tab taps need no
/// reporting because nothing here remembers the window.
///
/// Screens are `UIViewController`s: on iOS a flow's screen type must be one (see `Flow`'s
/// view-controller forms), so nothing here casts a screen that could fail.
@MainActor
public final class UIKitHierarchy: ScreenHierarchy {
    /// The window whose root this hierarchy shows and replaces; `nil` for screens the app
    /// places itself, which are read from wherever they are.
    public let window: UIWindow?

    /// A hierarchy over `window`'s view controllers.
    /// - Parameter window: The window; `nil` to navigate only screens the app has placed.
    public init(window: UIWindow?) {
        self.window = window
    }

    /// The window's root view controller, or `nil` for screens the app places itself.
    public var windowRoot: AnyObject? { window?.rootViewController }

    /// What `node` holds: see ``ScreenHierarchy/contents(of:)``.
    public func contents(of node: AnyObject) -> NodeContents {
        switch node {
        case let navigation as UINavigationController: .stack(navigation.viewControllers)
        case let tabs as UITabBarController: .tabs(tabs.viewControllers ?? [], selected: tabs.selectedIndex)
        default: .screen
        }
    }

    /// What `node` presents: see ``ScreenHierarchy/presented(by:)``.
    public func presented(by node: AnyObject) -> AnyObject? {
        (node as? UIViewController)?.presentedViewController
    }

    /// The view controller's parent: its navigation or tab bar controller, or the app's container.
    public func parent(of node: AnyObject) -> AnyObject? {
        (node as? UIViewController)?.parent
    }

    /// The view controller's `presentingViewController`.
    public func presenter(of node: AnyObject) -> AnyObject? {
        (node as? UIViewController)?.presentingViewController
    }

    /// Whether a window shows the tree rooted at `root`.
    public func isShown(_ root: AnyObject) -> Bool {
        (root as? UIViewController)?.viewIfLoaded?.window != nil
    }

    /// A new navigation stack: see ``ScreenHierarchy/makeStack(_:)``.
    public func makeStack(_ screens: [AnyObject]) -> AnyObject {
        let navigation = UINavigationController()
        navigation.setViewControllers(Self.controllers(screens, movingInto: navigation), animated: false)
        return navigation
    }

    /// A new tab container: see ``ScreenHierarchy/makeTabs(_:selected:items:)``.
    public func makeTabs(_ contents: [AnyObject], selected: Int, items: [TabItem]) -> AnyObject {
        let tabs = UITabBarController()
        let controllers = Self.controllers(contents, movingInto: tabs)
        for (controller, item) in zip(controllers, items) {
            controller.tabBarItem = UITabBarItem(title: item.title, image: item.imageName.flatMap { UIImage(named: $0) },
                                                 selectedImage: nil)
        }
        tabs.setViewControllers(controllers, animated: false)
        tabs.selectedIndex = selected
        return tabs
    }

    /// Replaces a stack's screens: see ``ScreenHierarchy/setScreens(_:of:animated:completion:)``.
    public func setScreens(_ screens: [AnyObject], of stack: AnyObject, animated: Bool,
                           completion: @escaping @MainActor () -> Void) {
        guard let navigation = stack as? UINavigationController else { return completion() }
        navigation.setViewControllers(Self.controllers(screens, movingInto: navigation), animated: animated)
        // UIKit animates only what is in a window; the coordinator exists while it does.
        guard animated, let coordinator = navigation.transitionCoordinator else { return completion() }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }

    /// Presents `node` over `presenter`: see ``ScreenHierarchy/present(_:from:animated:completion:)``.
    public func present(_ node: AnyObject, from presenter: AnyObject, animated: Bool,
                        completion: @escaping @MainActor () -> Void) {
        guard let controller = node as? UIViewController, let presenter = presenter as? UIViewController else {
            return completion()
        }
        presenter.present(controller, animated: animated) { completion() }
        // UIKit logs and drops a presentation it cannot make, and never calls back: the next
        // request reads what is really shown, so waiting would only stall navigation.
        if controller.presentingViewController == nil { completion() }
    }

    /// Dismisses what `presenter` presents: see ``ScreenHierarchy/dismiss(presentedBy:animated:completion:)``.
    public func dismiss(presentedBy presenter: AnyObject, animated: Bool, completion: @escaping @MainActor () -> Void) {
        // Sent to a view controller that presents nothing, `dismiss` would dismiss that
        // controller itself.
        guard let presenter = presenter as? UIViewController, presenter.presentedViewController != nil else {
            return completion()
        }
        presenter.dismiss(animated: animated) { completion() }
    }

    /// Selects a tab: see ``ScreenHierarchy/selectTab(_:of:)``.
    public func selectTab(_ index: Int, of tabs: AnyObject) {
        (tabs as? UITabBarController)?.selectedIndex = index
    }

    /// Makes `node` the window's root and the window key and visible.
    public func setWindowRoot(_ node: AnyObject) {
        guard let window, let controller = node as? UIViewController else { return }
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    /// Screens as view controllers, each taken out of any other stack or tabs it is still a
    /// child of (one the window is about to drop, or one the app keeps off screen): a view
    /// controller is in one container at a time. Flows' screens are view controllers wherever
    /// UIKit is (the compiler sees to it), so nothing is ever left out.
    private static func controllers(_ screens: [AnyObject], movingInto container: UIViewController) -> [UIViewController] {
        let controllers = screens.compactMap { $0 as? UIViewController }
        for controller in controllers {
            switch controller.parent {
            case let navigation as UINavigationController where navigation !== container:
                navigation.setViewControllers(navigation.viewControllers.filter { $0 !== controller }, animated: false)
            case let tabs as UITabBarController where tabs !== container:
                tabs.setViewControllers(tabs.viewControllers?.filter { $0 !== controller }, animated: false)
            default:
                break
            }
        }
        return controllers
    }
}

extension FlowNavigator {
    /// A navigator showing its root in `window`.
    ///
    /// ```swift
    /// let navigator = FlowNavigator(window: window)
    /// navigator.start(AppFlows().onboarding)
    /// ```
    /// - Parameter window: The app's window.
    public convenience init(window: UIWindow) {
        self.init(hierarchy: UIKitHierarchy(window: window))
    }

    /// The navigator of screens the app builds with ``Flow/viewController`` and places with its
    /// own UIKit code: each request is decided over the view controllers around its screen.
    public static let placedByApp = FlowNavigator(hierarchy: UIKitHierarchy(window: nil))
}

extension Flow where Screen: UIViewController {
    /// The flow's view controller, for the app to place with its own UIKit code (as the root of
    /// its own `UINavigationController`, presented, in a tab): built on first use, bound to
    /// ``FlowNavigator/placedByApp``; its callbacks navigate from wherever it is shown. `nil`
    /// only when the flow's owner is gone.
    @MainActor public var viewController: Screen? { FlowNavigator.placedByApp.screen(of: self) }
}
#endif
