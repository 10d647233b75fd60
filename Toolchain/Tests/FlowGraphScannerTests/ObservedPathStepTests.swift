import FlowGraph
import FlowGraphScanner
import Testing

/// A property whose observer appends the value set to a path (`var step: Step { didSet {
/// path.append(step) } }`) pushes each case set on it (`wizard.step = .address`), through the
/// path's registry of that type, from the view whose code sets it; a property without such an
/// observer set to a case shows nothing.
struct ObservedPathStepTests {
    @Test func settingAPropertyThatAppendsItselfPushesTheCase() {
        let result = Scan.text("""
        import SwiftUI
        enum CheckoutStep: Hashable { case cart, address, payment }
        @Observable final class Wizard {
            var step: CheckoutStep = .cart {
                didSet { path.append(step) }
            }
            var highlighted: CheckoutStep = .cart
            var path = NavigationPath()
        }
        struct CheckoutFlow: View {
            @State private var wizard = Wizard()
            var body: some View {
                NavigationStack(path: $wizard.path) {
                    CartView(wizard: wizard)
                        .navigationDestination(for: CheckoutStep.self) { step in
                            switch step {
                            case .cart: CartView(wizard: wizard)
                            case .address: AddressView(wizard: wizard)
                            case .payment: PaymentView()
                            }
                        }
                }
            }
        }
        struct CartView: View {
            let wizard: Wizard
            var body: some View {
                Button("Next") { wizard.step = .address }
                Button("Mark") { wizard.highlighted = .payment }
            }
        }
        struct AddressView: View {
            let wizard: Wizard
            var body: some View { Button("Pay") { wizard.step = .payment } }
        }
        struct PaymentView: View { var body: some View { Text("p") } }
        """)
        let pushes = result.graph.edges.filter { $0.from != "CheckoutFlow" }.map { "\($0.from) \($0.to ?? "-") \($0.line ?? 0)" }
        #expect(pushes.sorted() == ["AddressView PaymentView 34", "CartView AddressView 28"])
    }
}
