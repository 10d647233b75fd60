import FlowKit
import FlowKitStore
import MoviesKit

/// A step the terminal can make from what the user types: its case's name and, for a case
/// with a payload, a number (every payload in this app is an id).
public protocol ConsoleStep: NavigationSteps {
    /// The step of case `name`, carrying `number` if the case has a payload; `nil` for an
    /// unknown name.
    init?(name: String, number: Int)
}

/// One action the terminal offers on the visible screen: a case of its step enum.
public struct StepChoice: Equatable, Sendable {
    /// The case's name, what the user types: `movieDetail`.
    public let name: String
    /// Whether the case carries an id, asked for when typed without one.
    public let takesNumber: Bool

    /// The choice of case `name`.
    /// - Parameters:
    ///   - name: The case's name.
    ///   - takesNumber: Whether the case carries an id.
    public init(name: String, takesNumber: Bool) {
        self.name = name
        self.takesNumber = takesNumber
    }
}

/// A screen whose store's outputs the terminal offers as actions.
@MainActor
public protocol ConsoleStepping: AnyObject {
    /// The cases of the screen's step enum, in declaration order.
    var stepChoices: [StepChoice] { get }
    /// Hands the step `name` (with `number`) to the screen's flow, as its store would;
    /// `false` when the screen has no such case.
    func send(step name: String, number: Int) -> Bool
}

extension StoreScreen: ConsoleStepping where Model.Output: ConsoleStep {
    /// Every case of the screen's output, read from `everyStep`.
    public var stepChoices: [StepChoice] {
        Model.Output.everyStep.map { step in
            StepChoice(name: step.stepName, takesNumber: !Mirror(reflecting: step).children.isEmpty)
        }
    }

    /// Dispatches the output through the store, so the flow receives it as from the view.
    public func send(step name: String, number: Int) -> Bool {
        guard let step = Model.Output(name: name, number: number) else { return false }
        store.dispatchOutput(step)
        return true
    }
}

extension MovieListModel.Output: ConsoleStep {
    /// `movieDetail` with the movie's id, or `settings`.
    public init?(name: String, number: Int) {
        switch name {
        case "movieDetail": self = .movieDetail(number)
        case "settings": self = .settings
        default: return nil
        }
    }
}

extension MovieDetailModel.Output: ConsoleStep {
    /// `castDetail` with the person's id.
    public init?(name: String, number: Int) {
        guard name == "castDetail" else { return nil }
        self = .castDetail(number)
    }
}

/// Cases without payloads are found by name among every case.
extension ConsoleStep where Self: CaseIterable {
    /// The case named `name`; `number` is ignored.
    public init?(name: String, number: Int) {
        guard let step = Self.allCases.first(where: { $0.stepName == name }) else { return nil }
        self = step
    }
}

extension CastDetailModel.Output: ConsoleStep {}
extension WelcomeModel.Output: ConsoleStep {}
extension APIKeyModel.Output: ConsoleStep {}
extension SettingsModel.Output: ConsoleStep {}
extension AboutModel.Output: ConsoleStep {}
