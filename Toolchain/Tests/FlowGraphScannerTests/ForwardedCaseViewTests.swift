import FlowGraph
import Testing

/// A page view built with a case (`WizardPage(page: .drives)`) whose body shows one view of the
/// app's, a view switching over that case handed on (`PageSwitch(page: page)`): a link to it shows
/// the case's view, as the switch builds it.
struct ForwardedCaseViewTests {
    @Test func aLinkToAPageShowsTheViewItsCaseSwitchesTo() {
        let result = Scan.files([(path: "Wizard/WizardView.swift", text: """
        import SwiftUI
        enum Page { case start, drives, summary }
        struct StartView: View { var body: some View { Text("") } }
        struct DrivesView: View { var body: some View { Text("") } }
        struct SummaryView: View { var body: some View { Text("") } }
        struct PageSwitch: View {
            let page: Page
            var body: some View {
                switch page {
                case .start: StartView()
                case .drives: DrivesView()
                case .summary: SummaryView()
                }
            }
        }
        struct WizardPage: View {
            let page: Page
            @State private var next: Page?
            var body: some View {
                VStack {
                    PageSwitch(page: page)
                    NavigationLink(destination: WizardPage(page: .drives), tag: .drives, selection: $next) {}
                    NavigationLink(destination: WizardPage(page: .summary), tag: .summary, selection: $next) {}
                }
                .padding()
            }
        }
        struct Header: View { var body: some View { Text("") } }
        struct PlainPage: View {
            let page: Page
            var body: some View {
                VStack {
                    Header()
                    PageSwitch(page: page)
                }
            }
        }
        struct Menu: View {
            var body: some View {
                NavigationLink(destination: PlainPage(page: .start)) { Text("Plain") }
            }
        }
        """)])
        #expect(result.graph.edges.filter { $0.from == "WizardPage" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }
            == ["DrivesView :22", "SummaryView :23"])
        // A page showing other views of the app's beside the switch is a screen of its own.
        #expect(result.graph.edges.filter { $0.from == "Menu" }.compactMap(\.to) == ["PlainPage"])
    }
}
