/// The main run loop, turned by tests: animations end and their completions run on a later turn
/// than the call that started them, as on a device.
@MainActor public final class StandInRunLoop {
    /// The one main run loop.
    public static let main = StandInRunLoop()

    private var scheduled: [@MainActor () -> Void] = []
    /// UIKit misuses seen (each also logged by UIKit on a device): tests assert there were none.
    public private(set) var misuses: [String] = []

    /// Whether anything waits for a later turn.
    public var isIdle: Bool { scheduled.isEmpty }

    /// Runs `work` on the next turn.
    public func schedule(_ work: @escaping @MainActor () -> Void) { scheduled.append(work) }

    /// One turn: runs what was scheduled before it; what that schedules waits for the next turn.
    public func turn() {
        let now = scheduled
        scheduled.removeAll()
        for work in now { work() }
    }

    /// Turns until nothing is scheduled (bounded, so a loop that reschedules forever fails).
    public func runUntilIdle() {
        for _ in 0..<10_000 where !scheduled.isEmpty { turn() }
    }

    /// Records a misuse UIKit would log or mishandle.
    public func recordMisuse(_ message: String) { misuses.append(message) }

    /// Forgets scheduled work and misuses, between tests.
    public func reset() {
        scheduled.removeAll()
        misuses.removeAll()
    }
}

/// The context a transition coordinator hands to its blocks.
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
}

/// The coordinator of a transition in progress.
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// A transition that ends on a later turn of the run loop, then runs its completion blocks.
@MainActor final class StandInTransition: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let isCancelled = false
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var hasEnded = false

    /// A transition that ends on the next turn: `end` makes its change, then `completion` runs,
    /// once nothing of the transition holds the view controllers it took off screen.
    init(animated: Bool, ending end: @escaping @MainActor () -> Void, then completion: (() -> Void)? = nil) {
        isAnimated = animated
        var ending: (@MainActor () -> Void)? = end
        StandInRunLoop.main.schedule { [self] in
            ending?()
            ending = nil
            hasEnded = true
            completion?()
            for block in completions { block(self) }
            completions.removeAll()
        }
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }
}
