import FlowKit

#if canImport(UIKit)
import UIKit

/// What a ``StoreScreen`` is: a view controller where UIKit is.
public typealias StoreScreenBase = UIViewController
#else
/// What a ``StoreScreen`` is where there is no UIKit: a plain main-actor class.
@MainActor
open class StoreScreenBase {
    /// A screen.
    public init() {}
}
#endif

/// A screen driven by a store, in the style of Lasso's screen module: the view reads its
/// ``viewStore`` and sends actions; the store's outputs go to ``onOutput``, which the flow
/// binds case by case (`lets.steps`).
///
/// ```swift
/// final class LoginScreen: StoreScreen<LoginModel> {}
/// lazy var login = Flow(with: LoginScreen(store: LoginStore()), owner: self) { [unowned self] screen, lets in
///     screen.onOutput = lets.steps { output in
///         switch output {
///         case .userDidLogIn(let name): .to(lets.setWindowRoot(self.home), name)
///         }
///     }
/// }
/// ```
///
/// Subclass it for each screen (a view controller would), so maps and events tell screens
/// apart by type.
///
/// Where UIKit is, it is a `UIViewController` (UIKit shows view controllers only); elsewhere a
/// plain class.
@MainActor
open class StoreScreen<Model: ScreenModel>: StoreScreenBase {
    /// The store behind the screen: tests and drivers reach its state and actions here.
    public let store: Store<Model>
    /// Receives every output of the store; bound by the screen's flow.
    public var onOutput: (Model.Output) -> Void = { _ in }

    /// A screen showing `store`.
    /// - Parameter store: The screen's business logic.
    public init(store: Store<Model>) {
        self.store = store
        #if canImport(UIKit)
        super.init(nibName: nil, bundle: nil)
        #else
        super.init()
        #endif
        store.observeOutput { [weak self] output in self?.onOutput(output) }
    }

    #if canImport(UIKit)
    /// Not supported: a store screen is made with its store, never from a storyboard or nib.
    public required init?(coder: NSCoder) { nil }
    #endif

    /// What the view holds: the state to show and the actions it may send.
    public var viewStore: ViewStore<Model> { store.viewStore }
}

extension StoreScreen: StepReporting {
    /// `onOutput`, fired once per output when the output enum lists its cases
    /// (``NavigationSteps`` or `CaseIterable`): how map walkers see which verbs a flow's own
    /// `switch` over the outputs runs.
    package var stepCallbacks: [(callback: String, firings: [StepFiring])] {
        guard let firings = StepFiring.everyStep(of: Model.Output.self, { [weak self] output in self?.onOutput(output) })
        else { return [] }
        return [("onOutput", firings)]
    }
}
