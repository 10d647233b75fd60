import FlowKit
import ShopKit

/// The shop app running on a `HeadlessNavigator`, driven by typed commands: what the
/// terminal front end (`swift run ShopApp`) and its tests share.
///
/// ``perform(_:)`` runs one ``Command`` as a user would (a button, a form, or one of UIKit's own
/// controls) and returns the navigation events it caused, refusals included, one line each.
/// The window's layout and the visible screen's actions are read with ``windowLines()`` and
/// ``visibleActions``.
@MainActor
public final class ShopConsole {
    /// The app's flows.
    public let flows: ShopFlows
    /// The navigator showing them.
    public let navigator = HeadlessNavigator()
    private var pendingEvents: [String] = []
    private var observation: NavigationObservation?

    /// The shop on first launch: onboarding is the window's root.
    public init(flows: ShopFlows = ShopFlows()) {
        self.flows = flows
        observation = navigator.observe { [unowned self] event in
            if let line = Self.line(for: event) { pendingEvents.append(line) }
        }
        navigator.start(flows.onboarding)
        pendingEvents.removeAll()
    }

    /// The visible screen's actions, in the order they are numbered (from 1).
    public var visibleActions: [ConsoleAction] { (navigator.visibleScreen as? ConsoleScreen)?.consoleActions ?? [] }

    /// The name of the screen the user sees.
    public var visibleScreenName: String { navigator.visibleScreen.map(ScreenName.of) ?? "nothing" }

    /// Finds the action `command` names and runs it with its values.
    ///
    /// A command without a screen belongs to the visible screen and may name its action by
    /// number. A command for another screen on screen runs too, as a stale callback would: the
    /// navigator refuses what it sends.
    /// - Returns: a line per navigation event, done (`✓`) or refused (`✗`, with the reason).
    /// - Throws: ``ConsoleError`` when nothing could be run; the window is unchanged.
    @discardableResult
    public func perform(_ command: Command) throws(ConsoleError) -> [String] {
        pendingEvents.removeAll()
        if command.screen == "user" {
            try gesture(command)
        } else {
            try action(for: command).run(with: command.arguments)
        }
        return pendingEvents
    }

    /// The action `command` names, without running it; `nil` for one of UIKit's own controls
    /// (screen `user`), which take no prompting.
    /// - Throws: ``ConsoleError/noSuchScreen(_:)`` or ``ConsoleError/noSuchAction(screen:action:)``.
    public func resolve(_ command: Command) throws(ConsoleError) -> ConsoleAction? {
        command.screen == "user" ? nil : try action(for: command)
    }

    private func action(for command: Command) throws(ConsoleError) -> ConsoleAction {
        let screenName = command.screen ?? visibleScreenName
        let screen = command.screen.map { name in
            navigator.screensOnScreen.last { ScreenName.of($0) == name }
        } ?? navigator.visibleScreen
        guard let screen = screen as? ConsoleScreen else { throw .noSuchScreen(screenName) }
        let actions = screen.consoleActions
        if command.screen == nil, let number = Int(command.action) {
            guard actions.indices.contains(number - 1) else {
                throw .noSuchAction(screen: screenName, action: command.action)
            }
            return actions[number - 1]
        }
        guard let action = actions.first(where: { $0.name == command.action }) else {
            throw .noSuchAction(screen: screenName, action: command.action)
        }
        return action
    }

    /// UIKit's own controls: the back button, swiping a sheet down, the tab bar.
    public static let gestures = ["back", "swipeDown", "tab(number)"]

    private func gesture(_ command: Command) throws(ConsoleError) {
        switch (command.action, command.arguments.count) {
        case ("back", 0):
            guard navigator.userTapsBack() else { throw .gestureUnavailable("there is no back button here") }
        case ("swipeDown", 0):
            guard navigator.userSwipesDownSheet() else { throw .gestureUnavailable("nothing is presented") }
        case ("tab", 1):
            guard let index = Int(command.arguments[0]), navigator.userSelectsTab(index - 1) else {
                throw .gestureUnavailable("no other tab \(command.arguments[0]) in a visible tab bar")
            }
        default:
            throw .noSuchAction(screen: "user", action: command.action)
        }
    }

    private static func line(for event: NavigationEvent) -> String? {
        let source = event.source.map { ScreenName.of(typeName: $0.typeName) } ?? "window"
        // An emission's target is the group output it hands to its placement, by name.
        let target = event.target.map { " → " + (event.verb == .emit ? $0.description : ScreenName.of(typeName: $0.typeName)) } ?? ""
        let label = event.label.map { " [\($0)]" } ?? ""
        switch event.phase {
        case .will: return nil
        case .did: return "✓ \(event.verb.rawValue) \(source)\(target)\(label)"
        case .refused(let reason): return "✗ refused \(event.verb.rawValue) \(source)\(target)\(label): \(reason)"
        }
    }
}

/// How the terminal names screens: the type name without `ViewController`, in lower camel case
/// (`ProductViewController` → `product`).
enum ScreenName {
    static func of(_ screen: AnyObject) -> String { of(typeName: String(describing: type(of: screen))) }

    static func of(typeName: String) -> String {
        let base = typeName.hasSuffix("ViewController") ? String(typeName.dropLast("ViewController".count)) : typeName
        return base.prefix(1).lowercased() + base.dropFirst()
    }
}
