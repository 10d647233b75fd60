// Must not compile: the callback passes (Account) but `load` takes an Order. The compiler's
// message must name the mismatch (AdopterCompileTests reads it).
import FlowKit

struct Account {}
struct Order {}
final class SignInScreen { var onSignedIn: (Account) -> Void = { _ in } }
final class OrderScreen { func load(_ order: Order) {} }

final class MismatchedFlows {
    lazy var order = Flow(with: OrderScreen())
    lazy var signIn = Flow(with: SignInScreen(), owner: self) { [unowned self] vc, lets in
        vc.onSignedIn = lets.push(self.order) { $0.load }
    }
}
