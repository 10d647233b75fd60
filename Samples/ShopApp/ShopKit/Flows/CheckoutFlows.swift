import FlowKit

/// Buying one line: summary, payment, confirmation. Entered with the item and quantity
/// forwarded into ``CheckoutViewController/prepare(item:quantity:)``.
///
/// Reports ``placed`` with the order, or ``cancelled``; the parent decides where the stack goes.
@MainActor
public final class CheckoutGroup: FlowGroup {
    /// The order was placed and the customer closed the confirmation.
    public let placed = FlowOutput<Order>(name: "placed")
    /// The customer left the summary without paying.
    public let cancelled = FlowSignal(name: "cancelled")
    private let session: ShopSession

    /// A checkout placing orders in `session`.
    public init(session: ShopSession) { self.session = session }

    /// The checkout starts at the summary.
    public var entry: Flow<CheckoutViewController> { summary }

    /// The order summary.
    public lazy var summary: Flow<CheckoutViewController> = Flow(with: CheckoutViewController(), owner: self) { [unowned self] vc, lets in
        vc.onContinue = lets.push(self.payment) { $0.prepare }
        vc.onCancel = lets.emit(self.cancelled)
    }

    /// Payment; editing the order goes back to the summary below it.
    public lazy var payment = Flow(with: PaymentViewController(session: self.session), owner: self) { [unowned self] vc, lets in
        vc.onPaid = lets.push(self.confirmation) { $0.show }
        vc.onEditOrder = lets.popTo(self.summary)
    }

    /// The confirmation, written in the long form.
    public lazy var confirmation: Flow<OrderConfirmationViewController> = Flow(owner: self) { [unowned self] lets in
        let vc = OrderConfirmationViewController()
        vc.onDone = lets.emit(self.placed)
        return vc
    }
}
