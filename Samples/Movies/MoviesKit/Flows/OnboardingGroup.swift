import FlowKit

/// First launch: a welcome screen, then the API key. Pushes, so it needs a navigation stack:
/// it cannot be presented or made the window's root without one.
///
/// Reports ``finished`` when the key is entered or the user skipped; the app decides what comes
/// next.
@MainActor
public final class OnboardingGroup: FlowGroup, NeedsNavigationStack {
    /// The user is through onboarding.
    public let finished = FlowSignal(name: "finished")

    /// A new onboarding.
    public init() {}

    /// Onboarding starts at the welcome screen.
    public var entry: Flow<WelcomeScreen> { welcome }

    /// The welcome screen.
    public lazy var welcome = Flow(with: WelcomeScreen(), owner: self) { [unowned self] screen, lets in
        screen.onOutput = lets.steps { output in
            switch output {
            case .didPressNext: .to(lets.push(self.apiKey))
            case .didPressSkip: .to(lets.emit(self.finished))
            }
        }
    }

    /// The API key, onboarding's last step.
    public lazy var apiKey = Flow(with: APIKeyScreen(), owner: self) { [unowned self] screen, lets in
        screen.onOutput = lets.steps { output in
            switch output {
            case .apiKeyIsComplete: .to(lets.emit(self.finished))
            }
        }
    }
}
