import FlowKit

/// One expected step of a multi-step navigation, for ``NavigationHarness/assertSteps(_:fileID:line:)``.
///
/// ```swift
/// try app.fire(\SignInViewController.onSignedIn, account)
/// try app.assertSteps([.emitted("signedIn"), .dismissed(to: CartViewController.self),
///                      .pushed(CheckoutViewController.self)])
/// ```
public struct NavigationStep: CustomStringConvertible, Sendable {
    let verbs: Set<NavigationVerb>
    let screenTypeName: String?
    let flow: ObjectIdentifier?
    let output: String?

    private init(_ verbs: Set<NavigationVerb>, to screenTypeName: String?, flow: AnyFlow? = nil, output: String? = nil) {
        self.verbs = verbs
        self.screenTypeName = screenTypeName
        self.flow = flow.map(ObjectIdentifier.init)
        self.output = output
    }

    private static func name(_ type: Any.Type) -> String { _typeName(type, qualified: false) }

    /// A push of a `Screen` (from `flow`, if given).
    public static func pushed<Screen: AnyObject>(_ type: Screen.Type, flow: AnyFlow? = nil) -> NavigationStep {
        NavigationStep(NavigationVerb.Outcome.pushed.verbs, to: name(type), flow: flow)
    }
    /// A presentation of a `Screen` (from `flow`, if given).
    public static func presented<Screen: AnyObject>(_ type: Screen.Type, flow: AnyFlow? = nil) -> NavigationStep {
        NavigationStep(NavigationVerb.Outcome.presented.verbs, to: name(type), flow: flow)
    }
    /// A pop of any kind; `to` is checked when the pop names its target (`popTo`).
    public static func popped<Screen: AnyObject>(to type: Screen.Type? = nil) -> NavigationStep {
        NavigationStep(NavigationVerb.Outcome.popped.verbs, to: type.map { name($0) })
    }
    /// A dismissal of any kind.
    public static func dismissed() -> NavigationStep {
        NavigationStep(NavigationVerb.Outcome.dismissed.verbs, to: nil)
    }
    /// A replaced stack or window showing a `Screen`.
    public static func replacedRoot<Screen: AnyObject>(with type: Screen.Type, flow: AnyFlow? = nil) -> NavigationStep {
        NavigationStep(NavigationVerb.Outcome.replacedRoot.verbs, to: name(type), flow: flow)
    }
    /// A tab selection showing a `Screen`.
    public static func selectedTab<Screen: AnyObject>(_ type: Screen.Type) -> NavigationStep {
        NavigationStep(NavigationVerb.Outcome.selectedTab.verbs, to: name(type))
    }
    /// An emitted group output, by its name.
    public static func emitted(_ output: String) -> NavigationStep {
        NavigationStep(NavigationVerb.Outcome.emitted.verbs, to: nil, output: output)
    }

    func matches(_ event: NavigationEvent) -> Bool {
        guard event.phase == .did, verbs.contains(event.verb) else { return false }
        if let output, event.target?.flow.name != output { return false }
        // A plain pop or dismiss names no target: its step checks the verb alone.
        if let screenTypeName, let target = event.target, target.typeName != screenTypeName { return false }
        if let flow, event.target?.flow.id != flow { return false }
        return true
    }

    /// `push LoginViewController`, for failure messages.
    public var description: String {
        let verb = verbs.map(\.rawValue).sorted().joined(separator: "/")
        return [verb, screenTypeName ?? output].compactMap { $0 }.joined(separator: " ")
    }
}

extension NavigationHarness {
    /// Asserts that the navigations since the previous assertion were exactly `steps`, in order
    /// (their `did` events; a refusal among them fails the assertion).
    /// - Parameters:
    ///   - steps: The navigations expected, in order.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func assertSteps(_ steps: [NavigationStep], fileID: String = #fileID, line: Int = #line) throws {
        defer { checkedCount = events.count }
        if let refused = uncheckedEvents.first(where: { $0.refusal != nil }) {
            throw NavigationAssertionError("expected \(steps), but a request was refused: \(refused)",
                                           fileID: fileID, line: line)
        }
        let done = uncheckedEvents.filter { $0.phase == .did }
        guard done.count == steps.count, zip(steps, done).allSatisfy({ $0.matches($1) }) else {
            let happened = done.map(\.description).joined(separator: "; ")
            throw NavigationAssertionError("expected \(steps), but got: \(happened.isEmpty ? "nothing" : happened)",
                                           fileID: fileID, line: line)
        }
    }
}
