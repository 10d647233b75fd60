// A stand-in for the part of UIKit that FlowKit's UIKit hierarchy (Sources/FlowKit/UIKit) uses,
// so that file is compiled and exercised on Linux. Each member is declared as Apple declares it
// and behaves as Apple documents it where navigation depends on it. The members, with Apple's
// documentation:
//
// UIResponder                 https://developer.apple.com/documentation/uikit/uiresponder
//   (declared without NSObject: nothing here uses the Objective-C runtime)
// UIViewController            https://developer.apple.com/documentation/uikit/uiviewcontroller
//   init(), init(nibName:bundle:)             …/uiviewcontroller/init(nibname:bundle:)
//   init?(coder:)                             …/uiviewcontroller/init(coder:)
//   parent                                    …/uiviewcontroller/parent
//   children                                  …/uiviewcontroller/children
//   addChild(_:)                              …/uiviewcontroller/addchild(_:)
//   removeFromParent()                        …/uiviewcontroller/removefromparent()
//   navigationController                      …/uiviewcontroller/navigationcontroller
//   tabBarController                          …/uiviewcontroller/tabbarcontroller
//   presentedViewController                   …/uiviewcontroller/presentedviewcontroller
//   presentingViewController                  …/uiviewcontroller/presentingviewcontroller
//   present(_:animated:completion:)           …/uiviewcontroller/present(_:animated:completion:)
//   dismiss(animated:completion:)             …/uiviewcontroller/dismiss(animated:completion:)
//   isBeingPresented, isBeingDismissed        …/uiviewcontroller/isbeingpresented, …/isbeingdismissed
//   transitionCoordinator                     …/uiviewcontroller/transitioncoordinator
//   presentationController                    …/uiviewcontroller/presentationcontroller
//   tabBarItem                                …/uiviewcontroller/tabbaritem
//   viewIfLoaded                              …/uiviewcontroller/viewifloaded
// UINavigationController      https://developer.apple.com/documentation/uikit/uinavigationcontroller
//   init(rootViewController:)                 …/uinavigationcontroller/init(rootviewcontroller:)
//   viewControllers                           …/uinavigationcontroller/viewcontrollers
//   setViewControllers(_:animated:)           …/uinavigationcontroller/setviewcontrollers(_:animated:)
//   pushViewController(_:animated:)           …/uinavigationcontroller/pushviewcontroller(_:animated:)
//   popViewController(animated:)              …/uinavigationcontroller/popviewcontroller(animated:)
//   topViewController                         …/uinavigationcontroller/topviewcontroller
//   delegate                                  …/uinavigationcontroller/delegate
// UINavigationControllerDelegate  https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
//   navigationController(_:didShow:animated:) …/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
// UITabBarController          https://developer.apple.com/documentation/uikit/uitabbarcontroller
//   viewControllers, setViewControllers(_:animated:), selectedIndex, selectedViewController, delegate
// UITabBarControllerDelegate  https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
//   tabBarController(_:didSelect:)            …/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
// UITabBarItem                https://developer.apple.com/documentation/uikit/uitabbaritem
//   init(title:image:selectedImage:)          …/uitabbaritem/init(title:image:selectedimage:)
// UIImage                     https://developer.apple.com/documentation/uikit/uiimage
//   init?(named:)                             …/uiimage/init(named:)
// UIPresentationController    https://developer.apple.com/documentation/uikit/uipresentationcontroller
//   presentedViewController, presentingViewController, delegate
// UIAdaptivePresentationControllerDelegate  https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
//   presentationControllerDidDismiss(_:)      …/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
// UIViewControllerTransitionCoordinator  https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
//   animate(alongsideTransition:completion:)  …/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
// UIViewControllerTransitionCoordinatorContext  https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
//   isAnimated, isCancelled
// UIView                      https://developer.apple.com/documentation/uikit/uiview
//   window                                    …/uiview/window
// UIWindow                    https://developer.apple.com/documentation/uikit/uiwindow
//   init(), rootViewController, makeKeyAndVisible()
//
// What a real app cannot do, tests do through the `simulate…` members (the user's back swipe, a
// sheet swiped down, a tab bar tap) and `StandInRunLoop` (turns of the main run loop, on which
// animations end and completions run). UIKit's misuses that it logs or mishandles instead of
// crashing (presenting from a view controller that already presents, a second navigation
// transition while one runs) are recorded in `StandInRunLoop.main.misuses`, so tests can assert
// there were none.

@_exported import Foundation

/// The base of UIKit's responder chain; here only a superclass. Equal by identity, as
/// `NSObject` is.
@MainActor open class UIResponder: Hashable {
    public init() {}

    nonisolated public static func == (left: UIResponder, right: UIResponder) -> Bool { left === right }

    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An image, known here by its name only.
@MainActor open class UIImage {
    /// The asset name it was loaded by.
    public let standInName: String

    /// The image asset named `name`.
    public init?(named name: String) {
        standInName = name
    }
}

/// A tab bar item: the title and image a tab shows.
@MainActor open class UITabBarItem {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?

    public init() {}

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

/// A view; here only the window it is in.
@MainActor open class UIView: UIResponder {
    private weak var standInController: UIViewController?

    init(controller: UIViewController?) {
        standInController = controller
    }

    /// The window showing the view: its controller's tree, by parents and presenters, ends at a
    /// window's root view controller.
    open var window: UIWindow? {
        guard var node = standInController else { return nil }
        while let next = node.parent ?? node.presentingViewController { node = next }
        guard let window = node.standInWindow, window.rootViewController === node else { return nil }
        return window
    }
}

/// A window: shows its root view controller.
@MainActor open class UIWindow: UIView {
    /// Replacing it does not dismiss what the old root presents (UIKit leaves it on screen).
    open var rootViewController: UIViewController? {
        didSet { rootViewController?.standInWindow = self }
    }
    public private(set) var standInIsKeyAndVisible = false

    public init() {
        super.init(controller: nil)
    }

    open override var window: UIWindow? { self }

    open func makeKeyAndVisible() { standInIsKeyAndVisible = true }
}
