import FlowKit

/// A headless window for testing flows: start a root, fire callbacks as a user would, and
/// assert what navigation happened, synchronously, with no window server and no waiting.
///
/// ```swift
/// let app = NavigationHarness(root: TutorialFlows().tutorial)
/// try app.fire(\TutorialViewController.onFinish)
/// let login = try app.assertPushed(LoginViewController.self)
/// try app.fire(\LoginViewController.onLogin, "ada")
/// try app.assertPushed(DashboardViewController.self)
/// ```
///
/// The harness holds the root (and the object that declares it), so a temporary flow owner is
/// fine. Assertions look at the events since the previous assertion: each checks the most recent
/// one (or, for ``assertSteps(_:fileID:line:)``, all of them in order), then marks them all as
/// checked. They throw ``NavigationAssertionError`` on failure and return the screen they
/// assert about, typed.
@MainActor
public final class NavigationHarness {
    /// The navigator under test.
    public let navigator: FlowNavigator
    /// Every event since the harness started, the start's own included.
    public var events: [NavigationEvent] {
        settle()
        return recorded
    }
    private var recorded: [NavigationEvent] = []
    /// How many of ``events`` earlier assertions have already looked at.
    var checkedCount = 0
    /// Lets changes in progress complete (see ``init(root:embedding:navigator:settle:file:line:)``).
    private let settleHierarchy: @MainActor () -> Void

    /// A window showing `root`'s screen.
    /// - Parameters:
    ///   - root: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` (the default) puts the root in a navigation stack.
    ///   - navigator: The navigator to drive; a headless one unless told otherwise.
    ///   - settle: Lets the navigator's changes in progress complete; the harness calls it before
    ///     it fires a callback or looks at the window or the events. Headless changes complete
    ///     at once; a UIKit test passes something that runs the run loop until animations end.
    ///   - file: The test's file, for the start event.
    ///   - line: The test's line.
    public init<Root: FlowTarget>(root: Root, embedding: Root.Presentation = .navigation,
                                  navigator: FlowNavigator = FlowNavigator(),
                                  settle: @escaping @MainActor () -> Void = {},
                                  file: String = #fileID, line: Int = #line) {
        self.navigator = navigator
        settleHierarchy = settle
        record()
        navigator.start(root, embedding: embedding, file: file, line: line)
        checkedCount = events.count
    }

    /// A window showing a tab container.
    /// - Parameters:
    ///   - tabs: The container.
    ///   - navigator: The navigator to drive; a headless one unless told otherwise.
    ///   - settle: Lets the navigator's changes in progress complete; see
    ///     ``init(root:embedding:navigator:settle:file:line:)``.
    ///   - file: The test's file, for the start event.
    ///   - line: The test's line.
    public init(root tabs: Tabs, navigator: FlowNavigator = FlowNavigator(),
                settle: @escaping @MainActor () -> Void = {}, file: String = #fileID, line: Int = #line) {
        self.navigator = navigator
        settleHierarchy = settle
        record()
        navigator.start(tabs, file: file, line: line)
        checkedCount = events.count
    }

    private func record() {
        navigator.observe { [weak self] event in self?.recorded.append(event) }
    }

    /// Lets the navigator's changes in progress complete.
    public func settle() { settleHierarchy() }

    /// The screen the user sees.
    public var visibleScreen: AnyObject? {
        settle()
        return navigator.visibleScreen
    }

    /// The navigation stack around the visible screen, root first.
    public var stack: [AnyObject] {
        settle()
        return navigator.visibleStack
    }

    /// The modal layers, the window's root first.
    public var layers: [ModalLayer] {
        settle()
        return navigator.layers
    }

    /// The events no assertion has looked at yet.
    public var uncheckedEvents: ArraySlice<NavigationEvent> { events[checkedCount...] }

    /// The visible screen, typed; throws when another screen is visible.
    /// - Parameters:
    ///   - type: The screen type expected.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func visible<Screen: AnyObject>(_ type: Screen.Type = Screen.self, fileID: String = #fileID,
                                           line: Int = #line) throws -> Screen {
        guard let screen = visibleScreen as? Screen else {
            throw NavigationAssertionError("expected \(Screen.self) to be visible, found \(describe(visibleScreen))",
                                           fileID: fileID, line: line)
        }
        return screen
    }

    /// Runs `interaction` on the visible screen, typed. Throws when the visible screen is not a
    /// `Screen`.
    ///
    /// `try app.interact(CatalogViewController.self) { $0.onFilter(.books, 10, true, "x") }`
    /// - Parameters:
    ///   - type: The screen type expected.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    ///   - interaction: Runs on the visible screen, typed.
    public func interact<Screen: AnyObject>(_ type: Screen.Type, fileID: String = #fileID, line: Int = #line,
                                            _ interaction: (Screen) throws -> Void) throws {
        try interaction(visible(Screen.self, fileID: fileID, line: line))
    }
}
