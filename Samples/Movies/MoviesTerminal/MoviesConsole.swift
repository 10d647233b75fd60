import Foundation
import FlowKit
import FlowKitStore
import MoviesKit

/// The movies app in a terminal: the headless navigator, the visible screen described, and the
/// cases of its step enum offered as actions. Each navigation is logged in RxFlow's style:
/// `did navigate from WatchedFlow to movieDetail(1)`.
@MainActor
public final class MoviesConsole {
    /// The app's flows.
    public let flows: MoviesFlows
    /// The window.
    public let navigator = HeadlessNavigator()
    private var log: [String] = []

    /// A console showing onboarding, as on first launch.
    /// - Parameter flows: The app's flows.
    public init(flows: MoviesFlows = MoviesFlows()) {
        self.flows = flows
        navigator.observe { [weak self] event in
            if let line = Self.logLine(for: event) { self?.log.append(line) }
        }
        navigator.start(flows.start)
        log.removeAll()
    }

    /// One log line per outcome (`will` events and emissions are left out): accepted steps in
    /// RxFlow's words, everything else as the event describes itself.
    static func logLine(for event: NavigationEvent) -> String? {
        switch event.phase {
        case .will: return nil
        case .did:
            // An emission is not a navigation: its route's request, labelled with the same
            // step, is the line.
            if event.verb == .emit { return nil }
            guard let step = event.stepDescription else { return event.description }
            return "did navigate from \(event.source?.description ?? "window") to \(step)"
        case .refused: return event.description
        }
    }

    /// The visible screen's step cases: what the user can do.
    public var choices: [StepChoice] { (navigator.visibleScreen as? any ConsoleStepping)?.stepChoices ?? [] }

    /// Runs one command and returns the log lines it caused:
    /// `movieDetail 3` / `movieDetail(3)` (a step of the visible screen), `back` (the navigation
    /// bar's back button), `tab 2` (the tab bar).
    public func perform(_ command: String) throws(ConsoleError) -> [String] {
        let words = command.replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " ")
            .split(separator: " ").map(String.init)
        guard let name = words.first else { throw .unknown(command) }
        let number = words.count > 1 ? Int(words[1]) : nil
        if words.count > 1, number == nil { throw .notANumber(words[1]) }
        log.removeAll()
        switch name {
        case "back": _ = navigator.userTapsBack()
        case "tab":
            guard let number else { throw .missingNumber(name) }
            _ = navigator.userSelectsTab(number - 1)
        default:
            guard let choice = choices.first(where: { $0.name == name }),
                  let screen = navigator.visibleScreen as? any ConsoleStepping else { throw .unknown(name) }
            if choice.takesNumber, number == nil { throw .missingNumber(name) }
            _ = screen.send(step: name, number: number ?? 0)
        }
        return log
    }

    /// The visible screen and its actions, as the terminal prints them.
    public var screenLines: [String] {
        guard let screen = navigator.visibleScreen else { return ["(nothing on screen)"] }
        var lines = ["[\(String(describing: type(of: screen)))]"] + ScreenText.lines(for: screen)
        lines += choices.map { "  • \($0.name)\($0.takesNumber ? " <id>" : "")" }
        if navigator.visibleStack.count > 1 { lines.append("  • back") }
        return lines
    }
}

/// Why a command could not run.
public enum ConsoleError: Error, Equatable, CustomStringConvertible {
    /// No such step on the visible screen, nor a gesture.
    case unknown(String)
    /// The step needs an id.
    case missingNumber(String)
    /// The value given is not a whole number.
    case notANumber(String)

    /// The message printed.
    public var description: String {
        switch self {
        case .unknown(let name): "no action '\(name)' on this screen"
        case .missingNumber(let name): "'\(name)' needs an id, e.g. \(name)(1)"
        case .notANumber(let text): "'\(text)' is not an id"
        }
    }
}

/// What each screen shows, in words.
@MainActor
enum ScreenText {
    static func lines(for screen: AnyObject) -> [String] {
        switch screen {
        case let list as MovieListScreen:
            [list.store.state.title] + list.store.state.movies.map { "  \($0.id). \($0.title) (\($0.year))" }
        case let detail as MovieDetailScreen:
            [detail.store.state.movie.map { "\($0.title) (\($0.year))" } ?? "unknown movie"]
                + detail.store.state.cast.map { "  \($0.id). \($0.name)" }
        case let cast as CastDetailScreen:
            [cast.store.state.member?.name ?? "unknown person"] + cast.store.state.movies.map { "  in \($0.title)" }
        case is WelcomeScreen: ["Welcome to Movies"]
        case is APIKeyScreen: ["Enter your API key"]
        case is SettingsScreen: ["Settings"]
        case let about as AboutScreen: ["Movies \(about.store.state.version)"]
        default: []
        }
    }
}
