import FlowKit

// Every assertion that names a screen type also takes the flow that must have built it
// (`flow: flows.otherProfile`), to tell two screens of one type apart.

extension NavigationHarness {
    /// Asserts that the latest navigation pushed a `Screen`, now visible, and returns it.
    /// - Parameters:
    ///   - type: The screen type expected.
    ///   - flow: The flow that must have built the screen (to tell two of one type apart); any flow when `nil`.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @discardableResult
    public func assertPushed<Screen: AnyObject>(_ type: Screen.Type, flow: AnyFlow? = nil,
                                                fileID: String = #fileID, line: Int = #line) throws -> Screen {
        try assertNavigated(NavigationVerb.Outcome.pushed.verbs, to: Screen.self, flow: flow, fileID: fileID, line: line)
    }

    /// Asserts that the latest navigation presented a `Screen` (or tabs showing one), now
    /// visible in a new modal layer, and returns it.
    /// - Parameters:
    ///   - type: The screen type expected.
    ///   - flow: The flow that must have built the screen (to tell two of one type apart); any flow when `nil`.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @discardableResult
    public func assertPresented<Screen: AnyObject>(_ type: Screen.Type, flow: AnyFlow? = nil,
                                                   fileID: String = #fileID, line: Int = #line) throws -> Screen {
        try assertNavigated(NavigationVerb.Outcome.presented.verbs, to: Screen.self, flow: flow, fileID: fileID, line: line)
    }

    /// Asserts that the latest navigation popped (`pop`, `popTo` or `popToRoot`) back to a
    /// visible `Screen`, and returns it.
    /// - Parameters:
    ///   - type: The screen type expected.
    ///   - flow: The flow that must have built the screen (to tell two of one type apart); any flow when `nil`.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @discardableResult
    public func assertPopped<Screen: AnyObject>(to type: Screen.Type, flow: AnyFlow? = nil,
                                                fileID: String = #fileID, line: Int = #line) throws -> Screen {
        try assertNavigated(NavigationVerb.Outcome.popped.verbs, to: Screen.self, flow: flow, fileID: fileID, line: line)
    }

    /// Asserts that the latest navigation dismissed (`dismiss`, `dismissAll` or `dismissTo`)
    /// modal layers, leaving a `Screen` visible, and returns it.
    /// - Parameters:
    ///   - type: The screen type expected.
    ///   - flow: The flow that must have built the screen (to tell two of one type apart); any flow when `nil`.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @discardableResult
    public func assertDismissed<Screen: AnyObject>(to type: Screen.Type, flow: AnyFlow? = nil,
                                                   fileID: String = #fileID, line: Int = #line) throws -> Screen {
        try assertNavigated(NavigationVerb.Outcome.dismissed.verbs, to: Screen.self, flow: flow, fileID: fileID, line: line)
    }

    /// Asserts that the latest navigation replaced a stack or the window (`setRoot`,
    /// `setWindowRoot`), leaving a `Screen` visible, and returns it.
    /// - Parameters:
    ///   - type: The screen type expected.
    ///   - flow: The flow that must have built the screen (to tell two of one type apart); any flow when `nil`.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @discardableResult
    public func assertReplacedRoot<Screen: AnyObject>(with type: Screen.Type, flow: AnyFlow? = nil,
                                                      fileID: String = #fileID, line: Int = #line) throws -> Screen {
        try assertNavigated(NavigationVerb.Outcome.replacedRoot.verbs, to: Screen.self, flow: flow, fileID: fileID, line: line)
    }

    /// Asserts that the latest navigation selected a tab now showing a `Screen`, and returns it.
    /// - Parameters:
    ///   - type: The screen type expected.
    ///   - flow: The flow that must have built the screen (to tell two of one type apart); any flow when `nil`.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @discardableResult
    public func assertSelectedTab<Screen: AnyObject>(_ type: Screen.Type, flow: AnyFlow? = nil,
                                                     fileID: String = #fileID, line: Int = #line) throws -> Screen {
        try assertNavigated(NavigationVerb.Outcome.selectedTab.verbs, to: Screen.self, flow: flow, fileID: fileID, line: line)
    }

    /// Asserts that the latest request was refused for `reason`, and returns its event.
    /// - Parameters:
    ///   - reason: The refusal expected.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @discardableResult
    public func assertRefused(_ reason: RefusalReason, fileID: String = #fileID, line: Int = #line) throws
    -> NavigationEvent {
        defer { checkedCount = events.count }
        guard let last = uncheckedEvents.last else {
            throw NavigationAssertionError("expected a refusal (\(reason)), but nothing was requested",
                                           fileID: fileID, line: line)
        }
        guard last.refusal == reason else {
            throw NavigationAssertionError("expected a refusal (\(reason)), but the latest event was: \(last)",
                                           fileID: fileID, line: line)
        }
        return last
    }

    /// Asserts that nothing was requested since the previous assertion.
    /// - Parameters:
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func assertNoNavigation(fileID: String = #fileID, line: Int = #line) throws {
        defer { checkedCount = events.count }
        if let first = uncheckedEvents.first {
            throw NavigationAssertionError("expected no navigation, but got: \(first)", fileID: fileID, line: line)
        }
    }

    private func assertNavigated<Screen: AnyObject>(_ verbs: Set<NavigationVerb>, to type: Screen.Type,
                                                    flow: AnyFlow?, fileID: String, line: Int) throws -> Screen {
        defer { checkedCount = events.count }
        let expected = verbs.map(\.rawValue).sorted().joined(separator: " or ")
        guard let last = uncheckedEvents.last else {
            throw NavigationAssertionError("expected \(expected) to \(Screen.self), but nothing was requested",
                                           fileID: fileID, line: line)
        }
        guard last.phase == .did, verbs.contains(last.verb) else {
            throw NavigationAssertionError("expected \(expected) to \(Screen.self), but the latest event was: \(last)",
                                           fileID: fileID, line: line)
        }
        if let flow, last.target?.flow.id != ObjectIdentifier(flow) {
            throw NavigationAssertionError(
                "expected \(Screen.self) from flow \(flow.name ?? "\(ObjectIdentifier(flow))"), but the latest event was: \(last)",
                fileID: fileID, line: line)
        }
        guard let screen = visibleScreen as? Screen else {
            throw NavigationAssertionError(
                "expected \(Screen.self) to be visible after \(last.verb.rawValue), found \(describe(visibleScreen))",
                fileID: fileID, line: line)
        }
        return screen
    }
}
