import FlowKit

// Firing callbacks as taps do. Swift's key paths cannot reach variadic function types, so the
// direct forms exist per arity for the two common shapes (`(…) -> Void` and `((…) -> Void)?`);
// the `calling:` form fires a callback of any other shape or arity (`-> Void?`, `@MainActor`,
// five arguments): `try app.fire(\ItemViewController.onCheckout) { $0(book, 2) }`.

extension NavigationHarness {
    /// Fires a callback of any shape: `call` receives it and calls it with the values to pass.
    /// `on: screen` fires a screen that is not visible (a stale callback, a double tap).
    /// Throws when the visible screen is not a `Screen`.
    /// - Parameters:
    ///   - callback: The callback property.
    ///   - screen: The screen to fire it on; the visible screen when `nil`.
    ///   - fileID: The test's file.
    ///   - line: The test's line.
    ///   - call: Calls the callback.
    public func fire<Screen: AnyObject, Callback>(_ callback: KeyPath<Screen, Callback>, on screen: Screen? = nil,
                                                  fileID: String = #fileID, line: Int = #line,
                                                  calling call: (Callback) -> Void) throws {
        let target = try screen ?? visible(Screen.self, fileID: fileID, line: line)
        call(target[keyPath: callback])
        settle()
    }

    /// Fires an optional callback of any shape; throws when it is `nil` (no verb is bound).
    /// - Parameters:
    ///   - callback: The callback property.
    ///   - screen: The screen to fire it on; the visible screen when `nil`.
    ///   - fileID: The test's file.
    ///   - line: The test's line.
    ///   - call: Calls the callback.
    public func fire<Screen: AnyObject, Callback>(_ callback: KeyPath<Screen, Callback?>, on screen: Screen? = nil,
                                                  fileID: String = #fileID, line: Int = #line,
                                                  calling call: (Callback) -> Void) throws {
        let target = try screen ?? visible(Screen.self, fileID: fileID, line: line)
        guard let action = target[keyPath: callback] else {
            // Key paths do not print their property names on every platform, so the message
            // names the screen and the caller's line instead.
            throw NavigationAssertionError("the \(Screen.self) callback fired here is nil: no verb is bound to it",
                                           fileID: fileID, line: line)
        }
        call(action)
        settle()
    }

    /// Fires a zero-argument callback as a tap would.
    /// - Parameters:
    ///   - callback: The callback property.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject>(_ callback: KeyPath<Screen, () -> Void>, on screen: Screen? = nil,
                                        fileID: String = #fileID, line: Int = #line) throws {
        try fire(callback, on: screen, fileID: fileID, line: line) { $0() }
    }

    /// Fires a one-argument callback.
    /// - Parameters:
    ///   - callback: The callback property.
    ///   - a: The first value.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject, A>(_ callback: KeyPath<Screen, (A) -> Void>, _ a: A, on screen: Screen? = nil,
                                           fileID: String = #fileID, line: Int = #line) throws {
        try fire(callback, on: screen, fileID: fileID, line: line) { $0(a) }
    }

    /// Fires a two-argument callback.
    /// - Parameters:
    ///   - callback: The callback property.
    ///   - a: The first value.
    ///   - b: The second value.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject, A, B>(_ callback: KeyPath<Screen, (A, B) -> Void>, _ a: A, _ b: B,
                                              on screen: Screen? = nil, fileID: String = #fileID,
                                              line: Int = #line) throws {
        try fire(callback, on: screen, fileID: fileID, line: line) { $0(a, b) }
    }

    /// Fires a three-argument callback.
    /// - Parameters:
    ///   - callback: The callback property.
    ///   - a: The first value.
    ///   - b: The second value.
    ///   - c: The third value.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject, A, B, C>(_ callback: KeyPath<Screen, (A, B, C) -> Void>, _ a: A, _ b: B,
                                                 _ c: C, on screen: Screen? = nil, fileID: String = #fileID,
                                                 line: Int = #line) throws {
        try fire(callback, on: screen, fileID: fileID, line: line) { $0(a, b, c) }
    }

    /// Fires an optional zero-argument callback; throws when it is `nil`.
    /// - Parameters:
    ///   - callback: The callback property.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject>(_ callback: KeyPath<Screen, (() -> Void)?>, on screen: Screen? = nil,
                                        fileID: String = #fileID, line: Int = #line) throws {
        try fire(callback, on: screen, fileID: fileID, line: line) { $0() }
    }

    /// Fires an optional one-argument callback; throws when it is `nil`.
    /// - Parameters:
    ///   - callback: The callback property.
    ///   - a: The first value.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject, A>(_ callback: KeyPath<Screen, ((A) -> Void)?>, _ a: A,
                                           on screen: Screen? = nil, fileID: String = #fileID,
                                           line: Int = #line) throws {
        try fire(callback, on: screen, fileID: fileID, line: line) { $0(a) }
    }

    /// Fires an optional two-argument callback; throws when it is `nil`.
    /// - Parameters:
    ///   - callback: The callback property.
    ///   - a: The first value.
    ///   - b: The second value.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject, A, B>(_ callback: KeyPath<Screen, ((A, B) -> Void)?>, _ a: A, _ b: B,
                                              on screen: Screen? = nil, fileID: String = #fileID,
                                              line: Int = #line) throws {
        try fire(callback, on: screen, fileID: fileID, line: line) { $0(a, b) }
    }

    /// Fires an optional three-argument callback; throws when it is `nil`.
    /// - Parameters:
    ///   - callback: The callback property.
    ///   - a: The first value.
    ///   - b: The second value.
    ///   - c: The third value.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject, A, B, C>(_ callback: KeyPath<Screen, ((A, B, C) -> Void)?>, _ a: A, _ b: B,
                                                 _ c: C, on screen: Screen? = nil, fileID: String = #fileID,
                                                 line: Int = #line) throws {
        try fire(callback, on: screen, fileID: fileID, line: line) { $0(a, b, c) }
    }
}
