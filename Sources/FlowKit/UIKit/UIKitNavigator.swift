#if canImport(UIKit)
import UIKit

/// Shows a ``HeadlessNavigator``'s window in a `UIWindow`.
///
/// The headless navigator decides every request by UIKit's rules; this adapter only mirrors the
/// resulting state into UIKit after each accepted change: one view controller (a screen, a
/// `UINavigationController` or a `UITabBarController`) per modal layer, stacks set with
/// `setViewControllers(_:animated:)` (UIKit animates the difference as a push or a pop), layers
/// presented and dismissed along the chain. It also reports the changes UIKit makes on its own
/// (the back swipe, a sheet swiped down, a tab picked in the tab bar) so the model stays true.
///
/// Screens must be `UIViewController`s. This file is deliberately small because nothing on the
/// project's Linux machines compiles it: every rule lives in the headless navigator, which the
/// test suite covers; keep it a mirror and nothing more.
@MainActor
public final class UIKitNavigator: NSObject, Navigator, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UITabBarControllerDelegate {
    /// The rules engine and the state UIKit mirrors; observe events here.
    public let model = HeadlessNavigator()
    private let window: UIWindow
    /// The view controller shown for each modal layer, the window's root first.
    private var shownLayers: [UIViewController] = []

    /// An adapter that will show its model in `window`.
    public init(window: UIWindow) {
        self.window = window
        super.init()
        model.didApply = { [weak self] request in self?.mirror(animated: request.animated) }
    }

    /// Passes `request` to the model, which decides it; accepted changes are mirrored.
    public func perform(_ request: NavigationRequest) { model.perform(request) }

    /// Shows `root` as the window's root; see ``HeadlessNavigator/start(_:embedding:file:line:)``.
    /// - Parameters:
    ///   - root: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` wraps the screen in a navigation stack.
    public func start<Root: FlowTarget>(_ root: Root, embedding: Embedding = .navigation) {
        model.start(root, embedding: embedding)
        window.makeKeyAndVisible()
    }

    /// Shows a tab container as the window's root.
    public func start(_ tabs: Tabs) {
        model.start(tabs)
        window.makeKeyAndVisible()
    }

    private func mirror(animated: Bool) {
        let layers = model.layers.enumerated().map { index, layer in
            viewController(for: layer.root, reusing: index < shownLayers.count ? shownLayers[index] : nil,
                           animated: animated)
        }
        guard let root = layers.first else { return }
        if window.rootViewController !== root { window.rootViewController = root }
        var kept = 1
        while kept < min(shownLayers.count, layers.count), shownLayers[kept] === layers[kept] { kept += 1 }
        let presentRest = {
            for index in kept..<layers.count {
                layers[index].presentationController?.delegate = self
                layers[index - 1].present(layers[index], animated: animated)
            }
        }
        if kept < shownLayers.count {
            layers[kept - 1].dismiss(animated: animated, completion: presentRest)
        } else {
            presentRest()
        }
        shownLayers = layers
    }

    private func viewController(for container: Container, reusing existing: UIViewController?,
                                animated: Bool) -> UIViewController {
        switch container {
        case .screen(let screen):
            return screen as! UIViewController
        case .stack(let screens):
            let controllers = screens.map { $0 as! UIViewController }
            let navigation = existing as? UINavigationController ?? UINavigationController()
            navigation.delegate = self
            if navigation.viewControllers != controllers {
                navigation.setViewControllers(controllers, animated: animated && !navigation.viewControllers.isEmpty)
            }
            return navigation
        case .tabs(let tabs):
            let tabBar = existing as? UITabBarController ?? UITabBarController()
            tabBar.delegate = self
            let current = tabBar.viewControllers ?? []
            let contents = tabs.tabs.enumerated().map { index, tab in
                viewController(for: tab, reusing: index < current.count ? current[index] : nil, animated: animated)
            }
            if current != contents { tabBar.setViewControllers(contents, animated: false) }
            tabBar.selectedIndex = tabs.selectedIndex
            return tabBar
        }
    }

    /// The back button or swipe popped without asking: tell the model.
    /// - Parameters:
    ///   - navigationController: The navigation controller that changed.
    ///   - viewController: The view controller now shown.
    ///   - animated: Whether the change animates.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {
        guard let root = navigationController.viewControllers.first else { return }
        model.recordUserPop(stackRootedAt: root, keeping: navigationController.viewControllers.count, callSite: CallSite())
    }

    /// A sheet was swiped down: tell the model.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let dismissed = presentationController.presentedViewController
        guard let index = shownLayers.firstIndex(where: { $0 === dismissed }), let screen = model.layers[index].root
            .screens.last else { return }
        shownLayers.removeSubrange(index...)
        model.recordUserDismissal(ofLayerShowing: screen, callSite: CallSite())
    }

    /// The user picked a tab in the tab bar: tell the model.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The view controller now shown.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let layer = shownLayers.firstIndex(where: { $0 === tabBarController }) else { return }
        model.recordUserTabSelection(layer: layer, index: tabBarController.selectedIndex, callSite: CallSite())
    }
}
#endif
