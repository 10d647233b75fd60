// Hierarchy/: what is on screen: the containers a navigator reads and changes, headless or UIKit's.

/// The containers that really show screens: what a ``FlowNavigator`` reads before deciding each
/// request and changes to carry it out.
///
/// A navigator keeps no model of the window: it reads a snapshot through these few members,
/// decides by UIKit's rules, and makes the change through them. Two hierarchies ship: the headless
/// one (plain Swift objects, what tests and terminal drivers run) and, where UIKit is, one over
/// `UIViewController`s. Because nothing is copied, screens the app places with its own code and
/// changes the app makes itself are seen as they are.
///
/// Nodes are the hierarchy's own objects: screens and the containers around them (a navigation
/// stack, a tab container). A screen that is not in a container is its own node.
@MainActor
public protocol ScreenHierarchy: AnyObject {
    /// The node at the root of the window, or `nil` while nothing is shown.
    var windowRoot: AnyObject? { get }

    /// What `node` holds: a stack's screens, a tab container's contents and selection, or
    /// nothing (a screen, or a container FlowKit does not know).
    func contents(of node: AnyObject) -> NodeContents

    /// The node that `node` presents, when it presents one.
    func presented(by node: AnyObject) -> AnyObject?

    /// The container holding `node` (its stack, its tab container, an app's own container
    /// view controller), or `nil` when it has none or the hierarchy does not track parents.
    func parent(of node: AnyObject) -> AnyObject?

    /// The node that presents `node`, when `node` is presented.
    func presenter(of node: AnyObject) -> AnyObject?

    /// Whether the tree whose outermost node is `root` is on screen (some window shows it), for
    /// screens the app placed outside the navigator's own window.
    func isShown(_ root: AnyObject) -> Bool

    /// A new navigation stack holding `screens`, root first.
    func makeStack(_ screens: [AnyObject]) -> AnyObject

    /// A new tab container.
    /// - Parameters:
    ///   - contents: Each tab's node: a screen or a stack.
    ///   - selected: The index of the tab shown first.
    ///   - items: Each tab's title and image, in order.
    func makeTabs(_ contents: [AnyObject], selected: Int, items: [TabItem]) -> AnyObject

    /// Replaces the screens of `stack`, animating the difference as a push or a pop.
    /// - Parameters:
    ///   - stack: A node whose contents are a stack.
    ///   - screens: The new screens, root first; never empty.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the change is complete (at once, or when an animation ends).
    func setScreens(_ screens: [AnyObject], of stack: AnyObject, animated: Bool,
                    completion: @escaping @MainActor () -> Void)

    /// Presents `node` over `presenter`.
    /// - Parameters:
    ///   - node: A screen or a container.
    ///   - presenter: The node at the root of the topmost layer; it presents nothing yet.
    ///   - animated: Whether to animate.
    ///   - completion: Called once `node` is on screen.
    func present(_ node: AnyObject, from presenter: AnyObject, animated: Bool,
                 completion: @escaping @MainActor () -> Void)

    /// Dismisses what `presenter` presents, and everything presented above it.
    /// - Parameters:
    ///   - presenter: A node that presents.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the dismissal is complete, which may be a later turn of the
    ///     run loop.
    func dismiss(presentedBy presenter: AnyObject, animated: Bool, completion: @escaping @MainActor () -> Void)

    /// Selects tab `index` of the tab container `tabs`.
    /// - Parameters:
    ///   - index: The tab's position.
    ///   - tabs: A node whose contents are tabs.
    func selectTab(_ index: Int, of tabs: AnyObject)

    /// Makes `node` the window's root. Called only when the current root presents nothing.
    func setWindowRoot(_ node: AnyObject)
}

/// What a hierarchy node holds.
@MainActor
public enum NodeContents {
    /// A screen, or a container FlowKit does not know: nothing inside it is navigated.
    case screen
    /// A navigation stack and its screens, root first.
    case stack([AnyObject])
    /// A tab container: each tab's node (a screen or a stack) and the selected index.
    case tabs([AnyObject], selected: Int)
}

/// A tab bar item: what a tab shows in the tab bar.
public struct TabItem: Hashable, Sendable {
    /// The title, if any.
    public let title: String?
    /// The image's name, if any.
    public let imageName: String?

    /// A tab bar item.
    /// - Parameters:
    ///   - title: The title.
    ///   - imageName: The image's name.
    public init(title: String?, imageName: String?) {
        self.title = title
        self.imageName = imageName
    }
}
