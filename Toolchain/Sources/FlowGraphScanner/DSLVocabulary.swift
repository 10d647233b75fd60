@_spi(FlowKitTools) import FlowKit
import SwiftSyntax

/// Every name of FlowKit's DSL the scanner recognises in source, in one place: the types flow
/// code constructs, the argument labels it reads, the method that routes an output, and the
/// verbs, whose names come from `NavigationVerb.spelling` so that a new verb is read without
/// a change here.
enum DSL {
    /// The module a DSL type may be qualified with: `FlowKit.Flow`.
    static let module = "FlowKit"
    /// `Flow(with: Screen()) { vc, lets in … }` or `Flow<Screen> { lets in … }`.
    static let flow = "Flow"
    /// `Tabs([Tab(…), …])`, a tab container.
    static let tabs = "Tabs"
    /// One tab of a `Tabs`.
    static let tab = "Tab"
    /// `FlowOutput<Value…>(name:)`, a flow group's typed output.
    static let output = "FlowOutput"
    /// `FlowSignal(name:)`, an output without values.
    static let signal = "FlowSignal"
    /// The protocol of a feature made of flows.
    static let group = "FlowGroup"
    /// The protocol of anything a verb navigates to.
    static let target = "FlowTarget"
    /// `output.route { lets in … }`, where a parent decides what an output does.
    static let route = "route"
    /// A group's first screen: `var entry: Flow<Screen> { … }`.
    static let entry = "entry"
    /// `group.on(\.output) { lets in … }`, a placement routing one of its group's outputs.
    static let placementRoute = "on"
    /// `group.observe(\.output) { value in … }`, a placement observing an output (no navigation).
    static let placementObserver = "observe"
    /// `lets.app.push(…)`: the same verbs, judged as the app's own requests.
    static let appRequests = "app"
    /// `lets.steps { step in … }`: binds a step enum's cases to verbs.
    static let steps = "steps"

    /// The navigator's API that app code calls, outside any flow (`AppRequestReader`).
    enum App {
        /// `navigator.start(flows.onboarding)`: the window's first root.
        static let start = "start"
        /// `navigator.from(screen)` and `navigator.from(flow: flows.list)`: verbs from a screen.
        static let from = "from"
        /// `from(flow:)`: the source named by its flow.
        static let flowLabel = "flow"
        /// `navigator.fromVisibleScreen()`: verbs from whatever is visible.
        static let fromVisibleScreen = "fromVisibleScreen"
        /// `navigator.from(x).run(.pop)`, `run(.replace, to: flows.receipt)`: a verb named by its case.
        static let run = "run"
        /// `run(_:to:)`: the target of a verb named by its case.
        static let runTargetLabel = "to"
        /// The types whose mention in a file may mean app code navigating.
        static let navigatorTypes = ["FlowNavigator", "HeadlessNavigator"]
    }

    /// `expression` without the placement calls chained after a group (`self.checkout.on(…) {…}`
    /// is `self.checkout`), so the target resolves to the group itself.
    static func placedGroup(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              [placementRoute, placementObserver].contains(member.declName.baseName.text), let base = member.base {
            current = base
        }
        return current
    }

    /// The argument labels the scanner reads.
    enum Label {
        /// `Flow(with: Screen())`: the short form, binding `(screen, lets)`.
        static let screen = "with"
        /// `FlowOutput(name: "signedIn")`.
        static let name = "name"
        /// `Tab(flow, title: "Home")`.
        static let title = "title"
        /// `present(x, embedding: .navigation)`, `Tab(x, embedding: .none)`.
        static let embedding = "embedding"
        /// `push(x, animated: false)`.
        static let animated = "animated"
    }

    /// The verbs a flow calls by each `Lets` method name (`dismiss` is `dismiss()` and
    /// `dismiss(to:)`).
    static let verbsByName = Dictionary(grouping: NavigationVerb.allCases, by: \.spelling.name)

    /// What a file must mention to declare anything the scanner reads with positions: a flow
    /// (`Flow(`, `Flow<X>`, `Flow {`, `Flow.init`), tabs, a group, an output, or a route
    /// (`.route {` or `.route({`, so `parser.route(url)` is none), each as a whole identifier;
    /// or app code that navigates (``appNeedles``).
    static let fileNeedles = [
        ByteToken(flow, followedBy: ["(", "<", "{", ".init"]), ByteToken(tabs, followedBy: ["(", ".init"]),
        ByteToken(group), ByteToken(target), ByteToken(output), ByteToken(signal), routeToken,
        ByteToken(StepsAndArrivals.arrivalFlow, followedBy: ["(", "<"]),
    ] + appNeedles

    /// What a function or closure body must mention to hold anything the scanner reads there:
    /// an output route (also a placement's), a local type declaring flows, tabs or outputs, or
    /// app code that navigates.
    static let bodyNeedles = [
        routeToken, ByteToken("." + placementRoute, followedBy: ["("]), ByteToken(flow), ByteToken(tabs), ByteToken(output),
        ByteToken(signal),
    ] + appNeedles

    /// What app code that navigates mentions: a navigator's type (`FlowNavigator(window:)`), or a
    /// call of its API (`.start(`, `.from(`, `.fromVisibleScreen(`), so the file is parsed in the
    /// one pass every file gets and the body holding the call is visited.
    static let appNeedles = App.navigatorTypes.map { ByteToken($0) } + [App.start, App.from, App.fromVisibleScreen].map {
        ByteToken("." + $0, followedBy: ["("])
    }

    /// `.route { lets in … }` or `.route({ lets in … })`: the closure is what makes it a route.
    private static let routeToken = ByteToken("." + route, followedBy: ["{", "({"])
}
