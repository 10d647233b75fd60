import FlowKit

/// The settings, presented over the dashboard in a navigation stack of their own (they push,
/// so they need one). Closing them dismisses that stack.
@MainActor
public final class SettingsGroup: FlowGroup, NeedsNavigationStack {
    /// New settings.
    public init() {}

    /// The settings start at their list.
    public var entry: Flow<SettingsScreen> { list }

    /// The settings list.
    public lazy var list = Flow(with: SettingsScreen(), owner: self) { [unowned self] screen, lets in
        screen.onOutput = lets.steps { output in
            switch output {
            case .apiKey: .to(lets.push(self.apiKey))
            case .about: .to(lets.push(self.about))
            case .done: .to(lets.dismiss())
            }
        }
    }

    /// Changing the API key.
    public lazy var apiKey = Flow(with: APIKeyScreen(), owner: self) { screen, lets in
        screen.onOutput = lets.steps { output in
            switch output {
            case .apiKeyIsComplete: .to(lets.pop())
            }
        }
    }

    /// About the app.
    public lazy var about = Flow(with: AboutScreen(), owner: self) { screen, lets in
        screen.onOutput = lets.steps { output in
            switch output {
            case .back: .to(lets.pop())
            }
        }
    }
}
