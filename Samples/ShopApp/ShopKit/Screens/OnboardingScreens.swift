// The first-launch screens. Like every screen in the sample, each is a plain class with a
// little state, methods the UI calls when the user acts, and callbacks that say what happened;
// none of them knows another screen.

/// The first screen on first launch.
@MainActor
public final class WelcomeViewController {
    /// The user asked for the feature tour.
    public var onStartTour: (() -> Void)?
    /// The user skipped the tour.
    public var onSkip: (() -> Void)?

    /// A welcome screen.
    public init() {}
}

/// A few pages that explain the app; the last page's Next finishes the tour.
@MainActor
public final class FeatureTourViewController {
    /// The pages' titles, in order.
    public let pages = ["Browse the catalog", "Buy in two taps", "Track your orders"]
    /// The page shown, 0-based.
    public private(set) var page = 0
    /// The user went through every page.
    public var onFinished: (() -> Void)?
    /// The user went back to the welcome screen.
    public var onBack: (() -> Void)?

    /// A tour on its first page.
    public init() {}

    /// Shows the next page, or finishes on the last one.
    public func next() {
        if page + 1 < pages.count {
            page += 1
        } else {
            onFinished?()
        }
    }
}

/// Asks whether the app may send order notifications.
@MainActor
public final class NotificationsPermissionViewController {
    private let session: ShopSession
    /// The user answered, either way.
    public var onAnswered: (() -> Void)?

    /// A prompt that records the answer in `session`.
    public init(session: ShopSession) { self.session = session }

    /// The user allowed notifications.
    public func allow() {
        session.notificationsEnabled = true
        onAnswered?()
    }

    /// The user declined for now.
    public func notNow() {
        session.notificationsEnabled = false
        onAnswered?()
    }
}
