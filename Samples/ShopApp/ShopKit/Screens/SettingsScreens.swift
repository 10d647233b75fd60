/// The settings' first screen, presented from the account tab.
@MainActor
public final class SettingsViewController {
    private let session: ShopSession
    /// The user opened the notification settings.
    public var onNotifications: (() -> Void)?
    /// The user opened About.
    public var onAbout: (() -> Void)?
    /// The user closed the settings.
    public var onClose: (() -> Void)?
    /// The user signed out.
    public var onSignedOut: (() -> Void)?

    /// Settings of `session`.
    public init(session: ShopSession) { self.session = session }

    /// Signs out of `session`, then reports it.
    public func signOut() {
        session.signOut()
        onSignedOut?()
    }
}

/// Turns order notifications on or off.
@MainActor
public final class NotificationSettingsViewController {
    private let session: ShopSession
    /// The user is done here.
    public var onDone: (() -> Void)?

    /// The notification setting of `session`.
    public init(session: ShopSession) { self.session = session }

    /// Whether notifications are on.
    public var isEnabled: Bool { session.notificationsEnabled }

    /// Flips the setting.
    public func toggle() { session.notificationsEnabled.toggle() }
}

/// The app's version and credits.
@MainActor
public final class AboutViewController {
    /// The version shown.
    public let version = "1.0 (sample)"
    /// The user went back to the settings.
    public var onBack: (() -> Void)?

    /// The About page.
    public init() {}
}
