import UIKit

// A screen in a file of its own, without the DSL: the scanner reads it only for what the flows
// need, its callbacks and its step enum's cases.
final class ChooserScreen: UIViewController {
    enum Step {
        case picked(Int)
        case dismissed
    }

    var onStep: ((Step) -> Void)?

    func pick(_ index: Int) {
        guard index >= 0 else { return onStep?(.dismissed) ?? () }
        onStep?(.picked(index))
    }
}
