import BankApp
import FlowKit
import FlowKitTesting
import Testing

@MainActor
struct BankFlowsTests {
    @Test func loggingInShowsTheAccountsAndAnAccountsDetail() throws {
        let flows = BankFlows()
        let navigator = HeadlessNavigator()
        navigator.start(flows.login, embedding: .navigation)
        try #require(flows.login.liveScreen).onLogin?("ada")
        #expect(flows.accounts.liveScreen?.user == "ada")
        flows.accounts.liveScreen?.onAccount?(7)
        #expect(flows.detail.liveScreen?.account == 7)
    }
}
