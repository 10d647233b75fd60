import FlowKit
import ShopKit
import ShopTerminal
import Testing

/// Signs in through onboarding; every later script starts from the shop's tabs.
let signInSteps = ["welcome.startTour", "featureTour.next", "featureTour.next", "featureTour.next",
                   "notificationsPermission.allow", "signIn.signIn"]

/// Runs `steps` on a new console, collecting what it prints.
@MainActor
func runScript(_ steps: [String], on console: ShopConsole = ShopConsole()) -> (status: Int32, output: [String], errors: [String]) {
    var output: [String] = [], errors: [String] = []
    let status = ConsoleRunner.runScript(steps, on: console, print: { output.append($0) }, printError: { errors.append($0) })
    return (status, output, errors)
}

@MainActor
@Suite struct ScriptTests {
    @Test func aWholePurchaseFromFirstLaunchToTheOrderHistory() throws {
        let console = ShopConsole()
        let run = runScript(signInSteps + [
            "catalog.select(3)", "product.buyNow(2)", "checkout.change(3)", "checkout.proceed",
            "payment.pay(1234)", "payment.pay(4000123412341234)", "orderConfirmation.done",
            "user.tab(3)", "account.orders", "orders.select(1)",
        ], on: console)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let expectedEvents = [
            "✓ push welcome → featureTour [onStartTour]", "✓ push featureTour → notificationsPermission [onFinished]",
            "✓ emit notificationsPermission → finished [onAnswered]", "✓ present notificationsPermission → signIn",
            "✓ emit signIn → signedIn [onSignedIn]", "✓ setWindowRoot signIn → tabs",
            "✓ push catalog → product [onSelect]", "✓ push product → checkout [onBuyNow]",
            "✓ push checkout → payment [onContinue]", "✓ push payment → orderConfirmation [onPaid]",
            "✓ emit orderConfirmation → placed [onDone]", "✓ popToRoot orderConfirmation", "✓ selectTab catalog → account",
            "✓ push account → orders [onOrders]", "✓ push orders → orderDetail [onSelect]",
        ]
        #expect(run.output.filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") } == expectedEvents)
        let session = console.flows.session
        #expect(session.account == Account(email: "ada@example.com"))
        #expect(session.notificationsEnabled)
        #expect(session.orders.map(\.description) == ["#1001: 3 × Fountain Pen (€32.00), €96.00"])
        #expect(session.orders.first?.cardEnding == "1234")
        #expect(run.output.contains("visible: orderDetail"))
        #expect(run.output.contains { $0.contains("order #1001: 3 × Fountain Pen (€32.00), €96.00, card ending 1234") })
    }

    @Test func aCoveredScreensActionIsAStaleCallbackAndIsRefused() {
        let run = runScript(signInSteps + ["catalog.select(1)", "catalog.select(2)", "product.buyNow", "product.buyNow"])
        #expect(run.status == 0)
        #expect(run.output.filter { $0.hasPrefix("✗") } == [
            "✗ refused push catalog → product [onSelect]: the screen that sent this action is covered (stale callback or double tap)",
            "✗ refused push product → checkout [onBuyNow]: the screen that sent this action is covered (stale callback or double tap)",
        ])
    }

    @Test func addingToTheCartSwitchesTabsAndForwardsTheLine() throws {
        let console = ShopConsole()
        let run = runScript(signInSteps + ["catalog.select(2)", "product.addToCart(4)", "cart.checkout(1)"], on: console)
        #expect(run.status == 0)
        #expect(run.output.contains("✓ selectTab product → cart [onAddedToCart]"))
        #expect(run.output.contains("✓ push cart → checkout [onCheckout]"))
        #expect(run.output.contains { $0.contains("4 × Notebook (€6.50), total €26.00") })
        #expect(console.flows.session.cart.map(\.quantity) == [4])
    }

    /// The checkout group is placed from the product page and from the cart: each tab opens its
    /// own checkout, as the map draws one per placement, instead of refusing the second.
    @Test func eachTabOpensItsOwnCheckout() {
        let console = ShopConsole()
        let run = runScript(signInSteps + ["catalog.select(1)", "product.addToCart", "cart.continueShopping",
                                           "product.buyNow", "user.tab(2)", "cart.checkout(1)"], on: console)
        #expect(run.status == 0)
        #expect(!run.output.contains { $0.hasPrefix("✗") }, "\(run.output)")
        #expect(run.output.last { $0.hasPrefix("✓") } == "✓ push cart → checkout [onCheckout]")
        let checkouts = console.navigator.screensOnScreen.filter { $0 is CheckoutViewController }
        #expect(checkouts.count == 2, "one summary in the Shop tab's stack, one in the Cart tab's")
    }

    @Test func signingOutFromTheNestedSettingsResetsToOnboarding() throws {
        let console = ShopConsole()
        let run = runScript(signInSteps + ["catalog.select(1)", "product.addToCart", "user.tab(3)", "account.settings",
                                           "settings.notifications", "notificationSettings.toggle",
                                           "notificationSettings.done", "settings.signOut"], on: console)
        #expect(run.status == 0)
        #expect(run.output.contains("✓ present account → settings [onSettings]"))
        #expect(run.output.contains("✓ setWindowRoot settings → welcome"))
        #expect(console.navigator.layers.count == 1)
        #expect(console.visibleScreenName == "welcome")
        #expect(console.flows.session.account == nil)
        #expect(console.flows.session.cart.isEmpty)
        #expect(!console.flows.session.notificationsEnabled)
    }

    @Test func cancellingSignInAndSheetsGoBackWhereTheyCameFrom() {
        let run = runScript(["welcome.skip", "signIn.cancel", "welcome.skip", "signIn.createAccount",
                             "createAccount.submit(grace@example)", "createAccount.submit", "verifyEmail.verify(12)",
                             "verifyEmail.verify", "catalog.select(1)", "product.reviews", "user.swipeDown"])
        #expect(run.status == 0)
        #expect(run.output.filter { $0.hasPrefix("✓") } == [
            "✓ emit welcome → finished [onSkip]", "✓ present welcome → signIn", "✓ emit signIn → cancelled [onCancel]",
            "✓ dismiss signIn", "✓ emit welcome → finished [onSkip]", "✓ present welcome → signIn",
            "✓ push signIn → createAccount [onCreateAccount]", "✓ push createAccount → verifyEmail [onSubmitted]",
            "✓ emit verifyEmail → signedIn [onVerified]", "✓ setWindowRoot verifyEmail → tabs", "✓ push catalog → product [onSelect]",
            "✓ present product → reviews [onReviews]", "✓ dismiss reviews",
        ])
    }

    @Test(arguments: [
        ("nowhere.next", "error: step 1 'nowhere.next': no 'nowhere' screen is on screen"),
        ("welcome.fly", "error: step 1 'welcome.fly': 'welcome' has no action 'fly'"),
        ("welcome.skip(3)", "error: step 1 'welcome.skip(3)': skip: takes 0 value(s), got 1"),
        ("welcome..skip", "error: step 1 'welcome..skip': cannot read 'welcome..skip'; type an action's number or name, screen.action, or screen.action(value, …)"),
        ("user.back", "error: step 1 'user.back': there is no back button here"),
    ])
    func aStepThatCannotRunStopsTheScriptWithStatusOne(step: String, message: String) {
        let run = runScript([step, "welcome.skip"])
        #expect(run.status == 1)
        #expect(run.errors == [message])
        #expect(run.output == ["> \(step)"], "later steps do not run")
    }

    @Test func aNumberThatIsNotOneIsRefusedBeforeTheScreenSeesIt() {
        let run = runScript(signInSteps + ["catalog.select(two)"])
        #expect(run.status == 1)
        #expect(run.errors.last == "error: step 7 'catalog.select(two)': select: row must be a whole number, not 'two'")
    }
}
