import Foundation

/// A view controller: a screen, or a container of screens.
@MainActor open class UIViewController: UIResponder {
    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []
    /// UIKit makes one on first use.
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    var ownPresented: UIViewController?
    weak var ownPresenter: UIViewController?
    var standInTransition: StandInTransition?
    public private(set) var isBeingPresented = false
    public private(set) var isBeingDismissed = false
    private var ownPresentationController: UIPresentationController?

    /// The window whose root this view controller is, while it is.
    weak var standInWindow: UIWindow?
    private lazy var standInView = UIView(controller: self)

    public override init() {}

    /// The designated initializer (here the nib is never loaded).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Made from an archive (a storyboard): subclasses that add a designated initializer must
    /// implement it, as UIKit requires.
    public required init?(coder: NSCoder) {}

    /// Loaded on first use here; a real app's views load when shown.
    open var viewIfLoaded: UIView? { standInView }

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.parent = self
        children.append(childController)
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    private func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var node = parent
        while let current = node {
            if let found = current as? Container { return found }
            node = current.parent
        }
        return nil
    }

    /// What this view controller presented; `nil` once a dismissal completes.
    open var presentedViewController: UIViewController? { ownPresented }

    /// Who presents this view controller, or the nearest ancestor that is presented.
    open var presentingViewController: UIViewController? {
        var node: UIViewController? = self
        while let current = node {
            if let presenter = current.ownPresenter { return presenter }
            node = current.parent
        }
        return nil
    }

    /// The presentation controller of this view controller while it is presented.
    open var presentationController: UIPresentationController? { ownPresentationController }

    /// The transition in progress for this view controller or, failing that, its ancestors'.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var node: UIViewController? = self
        while let current = node {
            if let transition = current.standInTransition, !transition.hasEnded { return transition }
            node = current.parent
        }
        return nil
    }

    /// The root-most ancestor: a full-screen presentation is made by the view controller that
    /// covers the screen, so a request from a child is forwarded up to it.
    var presentationContext: UIViewController {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        let presenter = presentationContext
        if let presented = presenter.ownPresented {
            // UIKit logs "Attempt to present … which is already presenting …" and does nothing.
            StandInRunLoop.main.recordMisuse("present \(type(of: viewControllerToPresent)) while \(type(of: presenter)) "
                                             + "presents \(type(of: presented))")
            return
        }
        if presenter.isBeingPresented || presenter.isBeingDismissed {
            StandInRunLoop.main.recordMisuse("present \(type(of: viewControllerToPresent)) during a transition")
            return
        }
        presenter.ownPresented = viewControllerToPresent
        viewControllerToPresent.ownPresenter = presenter
        viewControllerToPresent.ownPresentationController = UIPresentationController(
            presentedViewController: viewControllerToPresent, presenting: presenter)
        viewControllerToPresent.isBeingPresented = true
        viewControllerToPresent.standInTransition = StandInTransition(animated: flag, ending: {
            viewControllerToPresent.isBeingPresented = false
        }, then: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        // Called on a view controller that presents nothing, its presenter dismisses it.
        let presenter = presentationContext.ownPresented == nil ? (presentingViewController ?? self) : presentationContext
        guard let presented = presenter.ownPresented else {
            StandInRunLoop.main.schedule { completion?() }
            return
        }
        var chain = [presented]
        while let next = chain[chain.count - 1].ownPresented { chain.append(next) }
        for controller in chain { controller.isBeingDismissed = true }
        presented.standInTransition = StandInTransition(animated: flag, ending: {
            presenter.ownPresented = nil
            for controller in chain {
                controller.ownPresented = nil
                controller.ownPresenter = nil
                controller.ownPresentationController = nil
                controller.isBeingDismissed = false
            }
        }, then: completion)
    }

    /// The user swipes this presented view controller down: it is dismissed, then its
    /// presentation controller's delegate is told.
    public func simulateSwipeDown() {
        guard let controller = ownPresentationController, !isBeingPresented, !isBeingDismissed else { return }
        dismiss(animated: true) { controller.delegate?.presentationControllerDidDismiss(controller) }
    }
}

/// Manages a presentation; its delegate hears of sheets the user swipes away.
@MainActor open class UIPresentationController {
    // Strong, as UIKit's: the cycle with the presented view controller ends at its dismissal.
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }
}

/// Hears of presentations the user ends.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
