/// A screen's business logic: it receives the view's actions, changes the state, and emits
/// outputs for its flow to turn into navigation.
///
/// Subclass it and override ``handleAction(_:)``; change the state only through
/// ``update(_:)``, which notifies the view of what changed, and report outcomes with
/// ``dispatchOutput(_:)``:
///
/// ```swift
/// final class LoginStore: Store<LoginModel> {
///     override func handleAction(_ action: LoginModel.Action) {
///         switch action {
///         case .didUpdateUsername(let name): update { $0.username = name }
///         case .didTapLogin: dispatchOutput(.userDidLogIn)
///         }
///     }
/// }
/// ```
///
/// Everything is synchronous, so a test sends actions and reads the state and outputs on the
/// next line, with no view. A flow connects outputs to verbs through ``observeOutput(_:)``.
@MainActor
open class Store<Model: ScreenModel> {
    /// The current state; change it with ``update(_:)``.
    public private(set) var state: Model.State
    private var stateObservers: [(Model.State, Model.State) -> Void] = []
    private var outputObservers: [(Model.Output) -> Void] = []

    /// A store starting from `state`.
    /// - Parameter state: The initial state; the model's ``ScreenModel/initialState`` by default.
    public init(state: Model.State = Model.initialState) {
        self.state = state
    }

    /// Handles one action from the view; the default does nothing. Override it.
    /// - Parameter action: What the user did.
    open func handleAction(_ action: Model.Action) {}

    /// Sends `action` to ``handleAction(_:)``, as the view does.
    /// - Parameter action: What the user did.
    public func dispatchAction(_ action: Model.Action) {
        handleAction(action)
    }

    /// Changes the state with `change`, then tells the observers whose part of it changed.
    /// - Parameter change: Modifies the state in place.
    public func update(_ change: (inout Model.State) -> Void) {
        let old = state
        change(&state)
        guard state != old else { return }
        let new = state
        for observer in stateObservers { observer(old, new) }
    }

    /// Hands `output` to every output observer (the flow), in the order they registered.
    /// - Parameter output: The event the screen cannot decide about.
    public func dispatchOutput(_ output: Model.Output) {
        for observer in outputObservers { observer(output) }
    }

    /// Calls `observer` with every output from now on; returns the store, so a flow or test
    /// can chain it: `let store = LoginStore().observeOutput { outputs.append($0) }`.
    /// - Parameter observer: Receives each output.
    @discardableResult
    public func observeOutput(_ observer: @escaping (Model.Output) -> Void) -> Self {
        outputObservers.append(observer)
        return self
    }

    /// The read-only face of this store that a view holds.
    public var viewStore: ViewStore<Model> { ViewStore(store: self) }

    fileprivate func addStateObserver(_ observer: @escaping (Model.State, Model.State) -> Void) {
        stateObservers.append(observer)
    }
}

/// What a view may do with its store: read the state, observe it, send actions. It cannot
/// change the state or emit outputs, so those stay in the store.
@MainActor
public struct ViewStore<Model: ScreenModel> {
    private let store: Store<Model>

    fileprivate init(store: Store<Model>) {
        self.store = store
    }

    /// The current state.
    public var state: Model.State { store.state }

    /// Calls `observer` with the value at `keyPath` now and whenever an update changes it.
    /// - Parameters:
    ///   - keyPath: The part of the state to watch.
    ///   - observer: Receives its value.
    public func observeState<Value: Equatable>(_ keyPath: KeyPath<Model.State, Value>,
                                               _ observer: @escaping (Value) -> Void) {
        observer(store.state[keyPath: keyPath])
        store.addStateObserver { old, new in
            if old[keyPath: keyPath] != new[keyPath: keyPath] { observer(new[keyPath: keyPath]) }
        }
    }

    /// Calls `observer` with the whole state now and after every update that changes it.
    /// - Parameter observer: Receives the state.
    public func observeState(_ observer: @escaping (Model.State) -> Void) {
        observer(store.state)
        store.addStateObserver { _, new in observer(new) }
    }

    /// Sends a user interaction to the store.
    /// - Parameter action: What the user did.
    public func dispatchAction(_ action: Model.Action) {
        store.dispatchAction(action)
    }

    /// Calls `observer` with every output of the store: for the flow that binds the screen,
    /// which reaches the store through the view it built.
    /// - Parameter observer: Receives each output.
    public func observeOutput(_ observer: @escaping (Model.Output) -> Void) {
        store.observeOutput(observer)
    }
}
