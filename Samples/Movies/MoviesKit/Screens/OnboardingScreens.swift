import FlowKit
import FlowKitStore

/// The first screen of onboarding, with Lasso's naming of outputs.
public enum WelcomeModel: ScreenModel {
    /// Nothing changes on the welcome screen.
    public struct State: Equatable {}
    /// What the user does on it.
    public enum Action {
        /// Tapped "Next".
        case didTapNext
        /// Tapped "Skip".
        case didTapSkip
    }
    /// The steps it hands to its flow.
    public enum Output: NavigationSteps, CaseIterable, Equatable {
        /// Go on to the API key.
        case didPressNext
        /// Leave onboarding now.
        case didPressSkip
    }
    /// The only state.
    public static var initialState: State { State() }
}

/// The welcome screen's logic.
public final class WelcomeStore: Store<WelcomeModel> {
    /// Each tap is a step.
    /// - Parameter action: What the user did.
    public override func handleAction(_ action: WelcomeModel.Action) {
        switch action {
        case .didTapNext: dispatchOutput(.didPressNext)
        case .didTapSkip: dispatchOutput(.didPressSkip)
        }
    }
}

/// The welcome screen.
public final class WelcomeScreen: StoreScreen<WelcomeModel> {
    /// A welcome screen with its own store.
    public init() { super.init(store: WelcomeStore()) }
}

/// Entering the movie service's API key, as RxFlow's demo asks for it.
public enum APIKeyModel: ScreenModel {
    /// The key typed so far and what was wrong with the last try.
    public struct State: Equatable {
        /// The key as typed.
        public var key = ""
        /// Why the last key was refused, if it was.
        public var error: String?
    }
    /// What the user does on the screen.
    public enum Action {
        /// Typed a key.
        case didUpdateKey(String)
        /// Tapped "Validate".
        case didTapValidate
    }
    /// The steps it hands to its flow.
    public enum Output: NavigationSteps, CaseIterable, Equatable {
        /// The key was accepted.
        case apiKeyIsComplete
    }
    /// No key yet.
    public static var initialState: State { State() }
}

/// The API key screen's logic: a key is valid when it has 8 characters or more.
public final class APIKeyStore: Store<APIKeyModel> {
    /// Updates the key, or validates it and hands the flow a step when it is valid.
    /// - Parameter action: What the user did.
    public override func handleAction(_ action: APIKeyModel.Action) {
        switch action {
        case .didUpdateKey(let key): update { $0.key = key }
        case .didTapValidate:
            guard state.key.count >= 8 else { return update { $0.error = "A key has at least 8 characters" } }
            update { $0.error = nil }
            dispatchOutput(.apiKeyIsComplete)
        }
    }
}

/// The API key screen, in onboarding and in settings.
public final class APIKeyScreen: StoreScreen<APIKeyModel> {
    /// An API key screen with its own store.
    public init() { super.init(store: APIKeyStore()) }
}

/// The settings list.
public enum SettingsModel: ScreenModel {
    /// Nothing changes on the list.
    public struct State: Equatable {}
    /// What the user does on it.
    public enum Action {
        /// Tapped a row.
        case didSelect(SettingsModel.Output)
    }
    /// The steps it hands to its flow.
    public enum Output: NavigationSteps, CaseIterable, Equatable {
        /// Change the API key.
        case apiKey
        /// About the app.
        case about
        /// Close the settings.
        case done
    }
    /// The only state.
    public static var initialState: State { State() }
}

/// The settings list's logic: each row is its step.
public final class SettingsStore: Store<SettingsModel> {
    /// Hands the selected row to the flow.
    /// - Parameter action: What the user did.
    public override func handleAction(_ action: SettingsModel.Action) {
        switch action {
        case .didSelect(let row): dispatchOutput(row)
        }
    }
}

/// The settings list screen.
public final class SettingsScreen: StoreScreen<SettingsModel> {
    /// A settings list with its own store.
    public init() { super.init(store: SettingsStore()) }
}

/// About the app.
public enum AboutModel: ScreenModel {
    /// The version shown.
    public struct State: Equatable {
        /// The app's version.
        public var version = "1.0"
    }
    /// What the user does on the screen.
    public enum Action {
        /// Tapped "Back".
        case didTapBack
    }
    /// The steps it hands to its flow.
    public enum Output: NavigationSteps, CaseIterable, Equatable {
        /// Leave the screen.
        case back
    }
    /// Version 1.0.
    public static var initialState: State { State() }
}

/// The about screen's logic.
public final class AboutStore: Store<AboutModel> {
    /// Leaving is the flow's decision.
    /// - Parameter action: What the user did.
    public override func handleAction(_ action: AboutModel.Action) {
        switch action {
        case .didTapBack: dispatchOutput(.back)
        }
    }
}

/// The about screen.
public final class AboutScreen: StoreScreen<AboutModel> {
    /// An about screen with its own store.
    public init() { super.init(store: AboutStore()) }
}
