// Where UIKit is, a flow's screen must be a view controller: this must not compile.
import FlowKit

final class PlainScreen {
    var onNext: (() -> Void)?
}

let plainScreen = Flow(with: PlainScreen())
