import FlowGraph
import FlowGraphScanner
import Testing

/// A tab view paging through data (`TabView { ForEach(slides) { … } }.tabViewStyle(.page)`) is a
/// carousel of parts of one screen: no tabs. Paged over an enum's cases, or with its screens
/// written out, it is the content of an app's own tab bar: tabs.
struct CarouselTests {
    @Test func aPagedTabViewOverDataIsNoTabs() {
        let result = Scan.text("""
        import SwiftUI
        enum Menu: CaseIterable { case feed, search }
        struct SlideView: View { let slide: Int; var body: some View { Text("") } }
        struct FeedView: View { var body: some View { Text("") } }
        struct SearchView: View { var body: some View { Text("") } }
        struct OnboardingView: View {
            let slides = [1, 2, 3]
            var body: some View {
                TabView {
                    ForEach(slides, id: \\.self) { slide in SlideView(slide: slide) }
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
            }
        }
        struct HomeView: View {
            @State private var menu = Menu.feed
            var body: some View {
                TabView(selection: $menu) {
                    ForEach(Menu.allCases, id: \\.self) { menu in
                        if menu == .feed { FeedView().tag(menu) } else { SearchView().tag(menu) }
                    }
                }
                .tabViewStyle(PageTabViewStyle())
            }
        }
        struct RootView: View {
            var body: some View {
                TabView {
                    FeedView()
                    SearchView()
                }
                .tabViewStyle(.page)
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted() == [
            "HomeView FeedView :20", "HomeView SearchView :20", "RootView FeedView :29", "RootView SearchView :30",
        ])
    }
}
