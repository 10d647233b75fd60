import Foundation

// Never imports FlowKit, while another `Flow` is in the scanned code: not taken for FlowKit's.
final class Ticker {
    let stopped = Signal()

    lazy var ticks = Flow(with: Date()) { [unowned self] now, lets in
        lets.emit(self.stopped)
    }
}
