/// The order summary: the checkout's first screen.
@MainActor
public final class CheckoutViewController {
    /// What is being bought; set by the screen that opened the checkout.
    public private(set) var line: OrderLine?
    /// The user confirmed the summary.
    public var onContinue: ((OrderLine) -> Void)?
    /// The user abandoned the checkout.
    public var onCancel: (() -> Void)?

    /// An empty summary.
    public init() {}

    /// Shows `quantity` × `item`; forwarded from the product page or the cart.
    public func prepare(item: Item, quantity: Int) { line = OrderLine(item: item, quantity: quantity) }

    /// Changes the quantity (at least 1).
    public func change(quantity: Int) {
        guard quantity > 0, line != nil else { return }
        line?.quantity = quantity
    }

    /// Goes on to payment.
    public func proceed() {
        guard let line else { return }
        onContinue?(line)
    }
}

/// Takes the card and places the order.
@MainActor
public final class PaymentViewController {
    private let session: ShopSession
    /// What is being paid for; forwarded from the summary.
    public private(set) var line: OrderLine?
    /// What the form last refused.
    public private(set) var error: FormError?
    /// The order was placed.
    public var onPaid: ((Order) -> Void)?
    /// The user went back to the summary to change the order.
    public var onEditOrder: (() -> Void)?

    /// A payment form that places orders in `session`.
    public init(session: ShopSession) { self.session = session }

    /// Shows what will be paid.
    public func prepare(_ line: OrderLine) { self.line = line }

    /// Pays with a 16-digit `cardNumber`; shows why not otherwise.
    public func pay(cardNumber: String) {
        guard let line else { return }
        guard FormCheck.isDigits(cardNumber, count: 16) else { error = .invalidCardNumber; return }
        error = nil
        onPaid?(session.placeOrder(line, cardEnding: String(cardNumber.suffix(4))))
    }
}

/// Thanks the customer and shows the order number.
@MainActor
public final class OrderConfirmationViewController {
    /// The order placed.
    public private(set) var order: Order?
    /// The user closed the confirmation.
    public var onDone: ((Order) -> Void)?

    /// A confirmation of nothing yet.
    public init() {}

    /// Shows `order`; forwarded from payment.
    public func show(_ order: Order) { self.order = order }

    /// Closes the checkout.
    public func done() {
        guard let order else { return }
        onDone?(order)
    }
}
