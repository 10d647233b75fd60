import FlowKit

// Firing callbacks as taps do. The short form takes the callback's key path and its values,
// `try app.fire(\ItemViewController.onCheckout, book, 2)`, for every shape a verb binds: one
// overload per shape (`-> Void`, `-> Void?`, each plain or optional), generic over the
// arguments. They take the key path as a function, `(Screen) -> Callback`, because a key path's
// value type must match exactly, while a function's result converts: `@MainActor` and
// `@Sendable` callbacks reach the plain shape that way. The `calling:` form stays for tests
// that call the callback themselves: `try app.fire(\ItemViewController.onCheckout) { $0(book, 2) }`.

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
        guard let action = target[keyPath: callback] else { throw unbound(Screen.self, fileID: fileID, line: line) }
        call(action)
        settle()
    }

    /// Fires a callback as a tap would, with `argument`'s values: `fire(\ItemViewController.onCheckout,
    /// item, 2)` for `(Item, Int) -> Void`, any number of arguments, `@MainActor` or `@Sendable`.
    /// - Parameters:
    ///   - callback: The callback property, as a key path.
    ///   - argument: The values to call it with.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject, each Argument>(_ callback: (Screen) -> (repeat each Argument) -> Void,
                                                       _ argument: repeat each Argument, on screen: Screen? = nil,
                                                       fileID: String = #fileID, line: Int = #line) throws {
        let target = try screen ?? visible(Screen.self, fileID: fileID, line: line)
        callback(target)(repeat each argument)
        settle()
    }

    /// Fires a callback declared `-> Void?` (FlowKit 0.2.0's style) with `argument`'s values.
    /// - Parameters:
    ///   - callback: The callback property, as a key path.
    ///   - argument: The values to call it with.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject, each Argument>(_ callback: (Screen) -> (repeat each Argument) -> Void?,
                                                       _ argument: repeat each Argument, on screen: Screen? = nil,
                                                       fileID: String = #fileID, line: Int = #line) throws {
        let target = try screen ?? visible(Screen.self, fileID: fileID, line: line)
        _ = callback(target)(repeat each argument)
        settle()
    }

    /// Fires an optional callback with `argument`'s values; throws when it is `nil` (no verb is bound).
    /// - Parameters:
    ///   - callback: The callback property, as a key path.
    ///   - argument: The values to call it with.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject, each Argument>(_ callback: (Screen) -> ((repeat each Argument) -> Void)?,
                                                       _ argument: repeat each Argument, on screen: Screen? = nil,
                                                       fileID: String = #fileID, line: Int = #line) throws {
        let target = try screen ?? visible(Screen.self, fileID: fileID, line: line)
        guard let action = callback(target) else { throw unbound(Screen.self, fileID: fileID, line: line) }
        action(repeat each argument)
        settle()
    }

    /// Fires an optional callback declared `-> Void?` with `argument`'s values; throws when it is `nil`.
    /// - Parameters:
    ///   - callback: The callback property, as a key path.
    ///   - argument: The values to call it with.
    ///   - screen: The screen to fire it on; the visible screen when `nil` (another one sends a stale callback).
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func fire<Screen: AnyObject, each Argument>(_ callback: (Screen) -> ((repeat each Argument) -> Void?)?,
                                                       _ argument: repeat each Argument, on screen: Screen? = nil,
                                                       fileID: String = #fileID, line: Int = #line) throws {
        let target = try screen ?? visible(Screen.self, fileID: fileID, line: line)
        guard let action = callback(target) else { throw unbound(Screen.self, fileID: fileID, line: line) }
        _ = action(repeat each argument)
        settle()
    }

    private func unbound<Screen>(_: Screen.Type, fileID: String, line: Int) -> NavigationAssertionError {
        // Key paths do not print their property names on every platform, so the message names
        // the screen and the caller's line instead.
        NavigationAssertionError("the \(Screen.self) callback fired here is nil: no verb is bound to it",
                                 fileID: fileID, line: line)
    }
}
