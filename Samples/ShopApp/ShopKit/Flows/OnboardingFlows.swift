import FlowKit

/// First launch: a welcome, an optional feature tour, and the notification prompt.
///
/// Reports ``finished`` when the user is through (or skipped); the parent decides what comes
/// next, so the same onboarding can lead to sign-in or straight into the shop.
@MainActor
public final class OnboardingGroup: FlowGroup {
    /// The user is through onboarding.
    public let finished = FlowSignal(name: "finished")
    private let session: ShopSession

    /// Onboarding that records the notification answer in `session`.
    public init(session: ShopSession) { self.session = session }

    /// Onboarding starts at the welcome screen.
    public var entry: Flow<WelcomeViewController> { welcome }

    /// The welcome screen.
    public lazy var welcome = Flow(with: WelcomeViewController(), owner: self) { [unowned self] vc, lets in
        vc.onStartTour = lets.push(self.tour)
        vc.onSkip = lets.emit(self.finished)
    }

    /// The feature tour.
    public lazy var tour = Flow(with: FeatureTourViewController(), owner: self) { [unowned self] vc, lets in
        vc.onFinished = lets.push(self.notifications)
        vc.onBack = lets.pop()
    }

    /// The notification prompt, the tour's last step.
    public lazy var notifications = Flow(with: NotificationsPermissionViewController(session: self.session), owner: self) { [unowned self] vc, lets in
        vc.onAnswered = lets.emit(self.finished)
    }
}
