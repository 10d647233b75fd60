/// One step of a navigation, as observers see it.
///
/// Every request produces either `will` then `did`, or a single `refused`; an `emit` produces a
/// single `did` (or `refused`), followed by its route's own events. Events hold descriptions of
/// screens and arguments, never the screens or values themselves.
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// Where in its life the request is.
    public enum Phase: Hashable, Sendable {
        /// The request passed every rule and is about to change the state.
        case will
        /// The state has changed (for `emit`: the output was delivered to its route).
        case did
        /// The request broke a rule; the state is unchanged.
        case refused(RefusalReason)
    }

    /// Where in its life the request is.
    public let phase: Phase
    /// The verb requested.
    public let verb: NavigationVerb
    /// Who asked: a callback, the app, or the user's gesture on UIKit's own controls.
    public let origin: NavigationOrigin
    /// The screen the request came from; `nil` for a navigator's `start`.
    public let source: ScreenDescriptor?
    /// The screen (or tabs, or output) the verb targets; `nil` for verbs without one.
    public let target: ScreenDescriptor?
    /// The name of the callback property that fired (or the step case that ran), where FlowKit
    /// could tell it: for a flow handed its screen (`Flow(with:) { vc, lets in … }`), whatever
    /// the callbacks' types, as long as each verb is stored in its callback before the next is
    /// made; for a flow that builds its screen itself, where the callback's function type is
    /// unique on the screen. `nil` otherwise.
    public let label: String?
    /// The callback's arguments, as `String(describing:)` prints them.
    public let arguments: [String]
    /// The output whose route made this request, when one did.
    public let routedOutput: String?
    /// Whether the request asked for animation.
    public let animated: Bool
    /// Where the verb was declared, or the app's, harness's or driver's call that asked.
    public let callSite: CallSite

    /// Creates an event; navigators make these, tests compare against them.
    ///
    /// - Parameters:
    ///   - phase: Where in its life the request is.
    ///   - verb: The verb.
    ///   - origin: Who asked.
    ///   - source: The requesting screen.
    ///   - target: What the verb targets.
    ///   - label: The callback property's name.
    ///   - arguments: The callback's arguments, described.
    ///   - routedOutput: The output whose route made the request.
    ///   - animated: Whether the request animates.
    ///   - callSite: Where it was asked for.
    public init(phase: Phase, verb: NavigationVerb, origin: NavigationOrigin = .callback, source: ScreenDescriptor?,
                target: ScreenDescriptor?, label: String?, arguments: [String] = [], routedOutput: String? = nil,
                animated: Bool, callSite: CallSite) {
        self.phase = phase
        self.verb = verb
        self.origin = origin
        self.source = source
        self.target = target
        self.label = label
        self.arguments = arguments
        self.routedOutput = routedOutput
        self.animated = animated
        self.callSite = callSite
    }

    /// The reason when the request was refused.
    public var refusal: RefusalReason? {
        if case .refused(let reason) = phase { reason } else { nil }
    }

    /// The flow group the request came from, if its source's flow belongs to one.
    public var group: String? { source?.flow.group }

    /// One log line: `did push login → home [onLogin("ada")] via signedIn (App/Flows.swift:12)`;
    /// app and gesture requests say so after the verb.
    public var description: String {
        var line: String
        switch phase {
        case .will: line = "will \(verb.rawValue)"
        case .did: line = "did \(verb.rawValue)"
        case .refused: line = "refused \(verb.rawValue)"
        }
        if origin != .callback { line += " (\(origin.rawValue))" }
        line += " \(source?.description ?? "window")"
        if let target { line += " → \(target)" }
        if let label {
            line += arguments.isEmpty ? " [\(label)]" : " [\(label)(\(arguments.joined(separator: ", ")))]"
        } else if !arguments.isEmpty {
            line += " (\(arguments.joined(separator: ", ")))"
        }
        if let routedOutput { line += " via \(routedOutput)" }
        if let refusal { line += ": \(refusal)" }
        return line + " (\(callSite))"
    }
}
