import FlowKit

/// Settings: a nested flow of its own, presented in a navigation stack.
///
/// Reports ``closed`` or ``signedOut``.
@MainActor
public final class SettingsGroup: FlowGroup {
    /// The user closed the settings.
    public let closed = FlowSignal(name: "closed")
    /// The user signed out.
    public let signedOut = FlowSignal(name: "signedOut")
    private let session: ShopSession

    /// Settings of `session`.
    public init(session: ShopSession) { self.session = session }

    /// Settings start at their list.
    public var entry: Flow<SettingsViewController> { settings }

    /// The list of settings.
    public lazy var settings = Flow(with: SettingsViewController(session: self.session), owner: self) { [unowned self] vc, lets in
        vc.onNotifications = lets.push(self.notificationSettings)
        vc.onAbout = lets.push(self.about)
        vc.onClose = lets.emit(self.closed)
        vc.onSignedOut = lets.emit(self.signedOut)
    }

    /// The notification switch.
    public lazy var notificationSettings = Flow(with: NotificationSettingsViewController(session: self.session)) { vc, lets in
        vc.onDone = lets.pop()
    }

    /// About the app.
    public lazy var about = Flow(with: AboutViewController()) { vc, lets in
        vc.onBack = lets.pop()
    }
}
