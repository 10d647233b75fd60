import ShopKit

/// A screen as the terminal shows it: what it says and what the user can do on it. The
/// terminal's stand-in for a view: it calls the screen's methods and callbacks as buttons would.
@MainActor
public protocol ConsoleScreen: AnyObject {
    /// Lines describing the screen's state (the item shown, a form's error), possibly none.
    var consoleSummary: [String] { get }
    /// What the user can do on this screen, in the order the terminal lists them.
    var consoleActions: [ConsoleAction] { get }
}

/// A value the user types for an action.
public struct ConsoleParameter: Sendable, Equatable, CustomStringConvertible {
    /// What kind of value is accepted.
    public enum Kind: Sendable, Equatable {
        /// Any text.
        case text
        /// A whole number.
        case number
    }

    /// The name shown in prompts and listings.
    public let name: String
    /// What is accepted.
    public let kind: Kind
    /// Used when the user gives no value (and by scripts that name none).
    public let sample: String

    /// Text, defaulting to `sample`.
    public static func text(_ name: String, sample: String) -> ConsoleParameter {
        ConsoleParameter(name: name, kind: .text, sample: sample)
    }

    /// A whole number, defaulting to `sample`.
    public static func number(_ name: String, sample: Int) -> ConsoleParameter {
        ConsoleParameter(name: name, kind: .number, sample: String(sample))
    }

    /// `quantity: Int = 1`.
    public var description: String {
        switch kind {
        case .text: "\(name): String = \"\(sample)\""
        case .number: "\(name): Int = \(sample)"
        }
    }
}

/// The values of an action's parameters, already checked against their kinds.
public struct ConsoleArguments: Sendable {
    private let values: [String]

    init(_ values: [String]) { self.values = values }

    /// The text of parameter `index`.
    public func text(_ index: Int) -> String { values.indices.contains(index) ? values[index] : "" }

    /// The number of parameter `index` (checked to be one before the action runs).
    public func number(_ index: Int) -> Int { Int(text(index)) ?? 0 }
}

/// One thing the user can do on a screen: tap a button, or fill a field and submit it.
public struct ConsoleAction {
    /// The name typed to run it (`buyNow`).
    public let name: String
    /// The values it asks for, in order.
    public let parameters: [ConsoleParameter]
    private let body: @MainActor (ConsoleArguments) -> Void

    /// An action named `name` taking `parameters`; `body` runs with their checked values.
    public init(_ name: String, _ parameters: ConsoleParameter..., body: @escaping @MainActor (ConsoleArguments) -> Void) {
        self.name = name
        self.parameters = parameters
        self.body = body
    }

    /// An action with no values, such as a button.
    public init(_ name: String, tap: @escaping @MainActor () -> Void) {
        self.init(name) { _ in tap() }
    }

    /// `buyNow(quantity: Int = 1)`, or the bare name when it takes nothing.
    public var signature: String {
        parameters.isEmpty ? name : "\(name)(\(parameters.map(\.description).joined(separator: ", ")))"
    }

    /// Checks `values` against the parameters (missing trailing ones take their samples) and
    /// runs the action.
    /// - Throws: ``ConsoleError/wrongArguments(action:reason:)`` for too many values or one of
    ///   the wrong kind; the action does not run.
    @MainActor
    public func run(with values: [String]) throws(ConsoleError) {
        guard values.count <= parameters.count else {
            throw .wrongArguments(action: name, reason: "takes \(parameters.count) value(s), got \(values.count)")
        }
        var checked: [String] = []
        for (index, parameter) in parameters.enumerated() {
            let value = index < values.count ? values[index] : parameter.sample
            if parameter.kind == .number, Int(value) == nil {
                throw .wrongArguments(action: name, reason: "\(parameter.name) must be a whole number, not '\(value)'")
            }
            checked.append(value)
        }
        body(ConsoleArguments(checked))
    }
}
