/// A screen as events and diagnostics describe it, without keeping it alive.
///
/// Events outlive screens (loggers store them), so they carry this value instead of the screen:
/// holding the screen would defeat the navigator's promise that popped screens are released.
public struct ScreenDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The screen's type name, for example `LoginViewController`.
    public let typeName: String
    /// The flow that builds the screen: its name, identity and group.
    public let flow: FlowIdentity
    /// The live instance's identity, or `nil` when the screen was not built (a refused request).
    public let instance: ObjectIdentifier?

    /// Describes a screen.
    ///
    /// - Parameters:
    ///   - typeName: The screen's type name.
    ///   - flow: The flow that builds it.
    ///   - instance: The live instance's identity, when one was built.
    public init(typeName: String, flow: FlowIdentity = .none, instance: ObjectIdentifier? = nil) {
        self.typeName = typeName
        self.flow = flow
        self.instance = instance
    }

    /// Describes a live screen built by `flow`.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - flow: The flow that built it.
    public init(_ screen: AnyObject, flow: FlowIdentity = .none) {
        // `_typeName(_:qualified: false)` is what `String(describing:)` prints for a type, without
        // first probing the metatype for three printing protocols: half the cost of a push.
        self.init(typeName: _typeName(type(of: screen), qualified: false), flow: flow,
                  instance: ObjectIdentifier(screen))
    }

    /// The name given to the flow, if any.
    public var flowName: String? { flow.name }

    /// The flow's name when one was given, else the screen's type name.
    public var description: String { flow.name ?? typeName }
}
