/// One step of a navigation, as observers see it.
///
/// Every request produces either `will` then `did`, or a single `refused`; nothing else changes
/// the navigator's state. Events hold descriptions of screens, never the screens themselves.
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// Where in its life the request is.
    public enum Phase: Hashable, Sendable {
        /// The request passed every rule and is about to change the state.
        case will
        /// The state has changed.
        case did
        /// The request broke a rule; the state is unchanged.
        case refused(RefusalReason)
    }

    /// Where in its life the request is.
    public let phase: Phase
    /// The verb requested.
    public let verb: NavigationVerb
    /// The screen whose callback sent the request; `nil` for the navigator's own `start`.
    public let source: ScreenDescriptor?
    /// The screen (or tabs, or output) the verb targets; `nil` for verbs without one.
    public let target: ScreenDescriptor?
    /// The name of the callback property that fired, where FlowKit could tell it.
    public let label: String?
    /// Whether the request asked for animation.
    public let animated: Bool
    /// Where the verb was declared.
    public let callSite: CallSite

    /// Creates an event; navigators make these, tests compare against them.
    public init(phase: Phase, verb: NavigationVerb, source: ScreenDescriptor?, target: ScreenDescriptor?,
                label: String?, animated: Bool, callSite: CallSite) {
        self.phase = phase
        self.verb = verb
        self.source = source
        self.target = target
        self.label = label
        self.animated = animated
        self.callSite = callSite
    }

    /// The reason when the request was refused.
    public var refusal: RefusalReason? {
        if case .refused(let reason) = phase { reason } else { nil }
    }

    /// One log line: `did push Login → Home [onLogin] (App/Flows.swift:12)`.
    public var description: String {
        var line: String
        switch phase {
        case .will: line = "will \(verb.rawValue)"
        case .did: line = "did \(verb.rawValue)"
        case .refused: line = "refused \(verb.rawValue)"
        }
        line += " \(source?.description ?? "window")"
        if let target { line += " → \(target)" }
        if let label { line += " [\(label)]" }
        if let refusal { line += ": \(refusal)" }
        return line + " (\(callSite))"
    }
}
