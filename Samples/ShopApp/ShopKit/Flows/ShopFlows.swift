import FlowKit

/// The whole shop: first-launch onboarding, sign-in presented over it, then three tabs
/// (catalog, cart, account) whose flows compose the feature groups.
///
/// A first launch starts a navigator with ``onboarding``. Groups know none of these screens;
/// this type routes each group's outputs:
/// - onboarding finished → present sign-in in a navigation stack;
/// - signed in → the tabs replace everything in the window;
/// - sign-in cancelled → dismiss, back to onboarding;
/// - checkout placed → pop to the tab's root; cancelled → pop the summary;
/// - settings closed → dismiss; signed out → onboarding replaces everything.
@MainActor
public final class ShopFlows {
    /// The state the screens share.
    public let session: ShopSession
    /// First launch.
    public let onboarding: OnboardingGroup
    /// Sign-in and account creation.
    public let signIn: SignInGroup
    /// Buying one line.
    public let checkout: CheckoutGroup
    /// The settings.
    public let settings: SettingsGroup

    /// The shop's flows over `session`, with every group output routed.
    public init(session: ShopSession = ShopSession()) {
        self.session = session
        onboarding = OnboardingGroup(session: session)
        signIn = SignInGroup(session: session)
        checkout = CheckoutGroup(session: session)
        settings = SettingsGroup(session: session)
        onboarding.finished.route { [unowned self] lets in lets.present(self.signIn, embedding: .navigation) }
        signIn.signedIn.route { [unowned self] lets in lets.setWindowRoot(self.tabs) }
        signIn.cancelled.route { lets in lets.dismiss() }
        checkout.placed.route { lets in lets.popToRoot() }
        checkout.cancelled.route { lets in lets.pop() }
        settings.closed.route { lets in lets.dismiss() }
        settings.signedOut.route { [unowned self] lets in lets.setWindowRoot(self.onboarding) }
    }

    /// The signed-in shop: three tabs, each in its own navigation stack.
    public lazy var tabs = Tabs(name: "shop", [
        Tab(catalog, title: "Shop"),
        Tab(cart, title: "Cart"),
        Tab(account, title: "Account"),
    ])

    /// The catalog tab's root.
    public lazy var catalog: Flow<CatalogViewController> = Flow(with: CatalogViewController(), owner: self) { [unowned self] vc, lets in
        vc.onSelect = lets.push(self.product) { $0.show }
        vc.onSearch = lets.push(self.search)
    }

    /// Search, pushed from the catalog.
    public lazy var search = Flow(with: SearchViewController(), owner: self) { [unowned self] vc, lets in
        vc.onOpen = lets.push(self.product) { $0.show }
        vc.onCancel = lets.pop()
    }

    /// A product page; buying forwards `(Item, Int)` into the checkout's summary.
    public lazy var product = Flow(with: ProductViewController(session: self.session), owner: self) { [unowned self] vc, lets in
        vc.onBuyNow = lets.push(self.checkout) { $0.prepare }
        vc.onAddedToCart = lets.selectTab(self.cart) { $0.highlight }
        vc.onReviews = lets.present(self.reviews) { $0.load }
    }

    /// Reviews, presented bare over the product.
    public lazy var reviews = Flow(with: ReviewsViewController()) { vc, lets in
        vc.onClose = lets.dismiss()
    }

    /// The cart tab's root.
    public lazy var cart = Flow(with: CartViewController(session: self.session), owner: self) { [unowned self] vc, lets in
        vc.onCheckout = lets.push(self.checkout) { $0.prepare }
        vc.onContinueShopping = lets.selectTab(self.catalog)
    }

    /// The account tab's root.
    public lazy var account = Flow(with: AccountViewController(session: self.session), owner: self) { [unowned self] vc, lets in
        vc.onOrders = lets.push(self.orders)
        vc.onSettings = lets.present(self.settings, embedding: .navigation)
    }

    /// The order history.
    public lazy var orders = Flow(with: OrdersViewController(session: self.session), owner: self) { [unowned self] vc, lets in
        vc.onSelect = lets.push(self.orderDetail) { $0.show }
    }

    /// One past order.
    public lazy var orderDetail = Flow(with: OrderDetailViewController()) { vc, lets in
        vc.onBack = lets.pop()
    }
}
