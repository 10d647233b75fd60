import FlowKit

/// A headless window for testing flows: start a root, fire callbacks as a user would, and
/// assert what navigation happened, synchronously, with no window server and no waiting.
///
/// ```swift
/// let app = NavigationHarness(root: flows.tutorial)
/// try app.fire(\TutorialViewController.onDone)
/// let login = try app.assertPushed(LoginViewController.self)
/// try app.fire(\LoginViewController.onLogin, "ada")
/// try app.assertPresented(DashboardViewController.self)
/// ```
///
/// Assertions look at the events since the previous assertion: each checks the most recent
/// one, then marks them all as checked. They throw ``NavigationAssertionError`` on failure and
/// return the screen they assert about, typed.
@MainActor
public final class NavigationHarness {
    /// The navigator under test.
    public let navigator: HeadlessNavigator
    /// Every event since the harness started, the start's own included.
    public private(set) var events: [NavigationEvent] = []
    /// How many of ``events`` earlier assertions have already looked at.
    var checkedCount = 0

    /// A window showing `root`'s screen, in a navigation stack unless `embedding` is `.none`.
    public init<Root: FlowTarget>(root: Root, embedding: Embedding = .navigation) {
        navigator = HeadlessNavigator()
        record()
        navigator.start(root, embedding: embedding)
        checkedCount = events.count
    }

    /// A window showing a tab container.
    public init(root tabs: Tabs) {
        navigator = HeadlessNavigator()
        record()
        navigator.start(tabs)
        checkedCount = events.count
    }

    private func record() {
        navigator.observe { [weak self] event in self?.events.append(event) }
    }

    /// The screen the user sees.
    public var visibleScreen: AnyObject? { navigator.visibleScreen }

    /// The navigation stack around the visible screen, root first.
    public var stack: [AnyObject] { navigator.visibleStack }

    /// The modal layers, the window's root first.
    public var layers: [ModalLayer] { navigator.layers }

    /// The events no assertion has looked at yet.
    public var uncheckedEvents: ArraySlice<NavigationEvent> { events[checkedCount...] }

    /// The visible screen, typed; throws when another screen is visible.
    public func visible<Screen: AnyObject>(_ type: Screen.Type = Screen.self, fileID: String = #fileID,
                                           line: Int = #line) throws -> Screen {
        guard let screen = visibleScreen as? Screen else {
            throw NavigationAssertionError("expected \(Screen.self) to be visible, found \(describe(visibleScreen))",
                                           fileID: fileID, line: line)
        }
        return screen
    }

    /// Runs `interaction` on the visible screen, typed: for callbacks of any arity, or
    /// non-optional ones. Throws when the visible screen is not a `Screen`.
    ///
    /// `try app.interact(CatalogViewController.self) { $0.onFilter(.books, 10, true, "x") }`
    public func interact<Screen: AnyObject>(_ type: Screen.Type, fileID: String = #fileID, line: Int = #line,
                                            _ interaction: (Screen) throws -> Void) throws {
        try interaction(visible(Screen.self, fileID: fileID, line: line))
    }

    /// Fires a callback as a tap would: on `screen`, or on the visible screen when `nil`.
    ///
    /// Passing a screen that is not visible is how tests send stale callbacks and double taps.
    /// Throws when the visible screen is not a `Screen`, or the callback is not bound.
    /// (Swift's key paths cannot reach variadic function types, hence one overload per arity;
    /// ``interact(_:fileID:line:_:)`` covers any other.)
    public func fire<Screen: AnyObject>(_ callback: KeyPath<Screen, (() -> Void)?>, on screen: Screen? = nil,
                                        fileID: String = #fileID, line: Int = #line) throws {
        try invoke(callback, on: screen, fileID: fileID, line: line) { $0() }
    }

    /// Fires a one-argument callback; see ``fire(_:on:fileID:line:)``.
    public func fire<Screen: AnyObject, A>(_ callback: KeyPath<Screen, ((A) -> Void)?>, _ a: A,
                                           on screen: Screen? = nil, fileID: String = #fileID,
                                           line: Int = #line) throws {
        try invoke(callback, on: screen, fileID: fileID, line: line) { $0(a) }
    }

    /// Fires a two-argument callback; see ``fire(_:on:fileID:line:)``.
    public func fire<Screen: AnyObject, A, B>(_ callback: KeyPath<Screen, ((A, B) -> Void)?>, _ a: A, _ b: B,
                                              on screen: Screen? = nil, fileID: String = #fileID,
                                              line: Int = #line) throws {
        try invoke(callback, on: screen, fileID: fileID, line: line) { $0(a, b) }
    }

    /// Fires a three-argument callback; see ``fire(_:on:fileID:line:)``.
    public func fire<Screen: AnyObject, A, B, C>(_ callback: KeyPath<Screen, ((A, B, C) -> Void)?>, _ a: A, _ b: B,
                                                 _ c: C, on screen: Screen? = nil, fileID: String = #fileID,
                                                 line: Int = #line) throws {
        try invoke(callback, on: screen, fileID: fileID, line: line) { $0(a, b, c) }
    }

    private func invoke<Screen: AnyObject, Callback>(_ callback: KeyPath<Screen, Callback?>, on screen: Screen?,
                                                     fileID: String, line: Int, _ call: (Callback) -> Void) throws {
        let target = try screen ?? visible(Screen.self, fileID: fileID, line: line)
        guard let action = target[keyPath: callback] else {
            // Key paths do not print their property names on every platform, so the message
            // names the screen and the caller's line instead.
            throw NavigationAssertionError("the \(Screen.self) callback fired here is nil: no verb is bound to it",
                                           fileID: fileID, line: line)
        }
        call(action)
    }
}
