/// A screen as events and diagnostics describe it, without keeping it alive.
///
/// Events outlive screens (loggers store them), so they carry this value instead of the screen:
/// holding the screen would defeat the navigator's promise that popped screens are released.
public struct ScreenDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The screen's type name, for example `LoginViewController`.
    public let typeName: String
    /// The name given to the flow that builds the screen, if any.
    public let flowName: String?
    /// The live instance's identity, or `nil` when the screen was not built (a refused request).
    public let instance: ObjectIdentifier?

    /// Describes a screen by its type, its flow's name and (when built) its identity.
    public init(typeName: String, flowName: String? = nil, instance: ObjectIdentifier? = nil) {
        self.typeName = typeName
        self.flowName = flowName
        self.instance = instance
    }

    /// Describes a live screen.
    public init(_ screen: AnyObject, flowName: String? = nil) {
        // `_typeName(_:qualified: false)` is what `String(describing:)` prints for a type, without
        // first probing the metatype for three printing protocols: half the cost of a push.
        self.init(typeName: _typeName(type(of: screen), qualified: false), flowName: flowName,
                  instance: ObjectIdentifier(screen))
    }

    /// The flow's name when one was given, else the screen's type name.
    public var description: String { flowName ?? typeName }
}
