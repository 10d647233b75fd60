/// The value types of one screen, in the style of Lasso's screen modules: what it shows
/// (`State`), what its view reports (`Action`), and what it hands to its flow (`Output`).
///
/// ```swift
/// enum LoginModel: ScreenModel {
///     struct State: Equatable { var username = ""; var error: String? }
///     enum Action { case didUpdateUsername(String), didTapLogin }
///     enum Output { case userDidLogIn }
///     static var initialState: State { State() }
/// }
/// ```
///
/// Declaring a model needs no actor; its store runs on the main actor.
public protocol ScreenModel {
    /// Everything the view shows; compared to tell observers what changed.
    associatedtype State: Equatable
    /// A user interaction, reported by the view.
    associatedtype Action
    /// An event the screen cannot decide about itself, handed to its flow.
    associatedtype Output
    /// The state a new store starts from unless given another.
    static var initialState: State { get }
}
