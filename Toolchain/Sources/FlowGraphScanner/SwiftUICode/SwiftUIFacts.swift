// What one file says about SwiftUI navigation, as plain values read off its syntax tree and
// resolved once every file is read: a router's members, the registries that map an enum's
// cases to views and the wrappers around a view are declared in other files.

/// One view a content may build: the types constructed from the outside in
/// (`NavigationStack { DetailView() }` is `["NavigationStack", "DetailView"]`), the case of the
/// switch it is built under, if any, and where it is written. The resolver picks the first type
/// that is the app's own and no generic wrapper.
struct BuiltView: Hashable, Sendable {
    /// The types constructed, outermost first; a method of the type whose code builds it, as
    /// `self.name` (`self.makeContent`), or another value's method, as `.name`.
    var chain: [String]
    /// The case of the `switch` this view is built under (`accountDetail`), or `default`.
    var caseName: String?
    /// Under a `switch` nested in that case (`case .reddit(let inner): switch inner { case
    /// .user: UserView() }`), the nested case (`user`), which a value written with it
    /// (`.reddit(.user(u))`) picks.
    var innerCaseName: String? = nil
    /// Where the view is built (for a tab, the `Tab(` it is the content of).
    var position: SourcePosition
    /// For a method called on a value (`.padding` of `header.padding()`), the value's name: a
    /// view property of the same type's, modified, when the type builds one of that name.
    var receiver: String?
    /// The case of the value a tab is made for (`Tab(value: tab)`, `let tab = Tabs.feed`), which
    /// picks the case of a builder that switches over it.
    var valueCase: String?
    /// The case that value is written with (`details` of `.dashboard(.details(id))`), which picks
    /// the case of a builder the first one's case hands its value to.
    var valueInnerCase: String? = nil
    /// For a builder of another value's called with one case (`Screens.make(page: .biometry(config))`),
    /// that case: it picks the view of the builder's switch that has it.
    var handedCase: CaseValue? = nil
    /// For a view of the app's built with arguments, the cases (`page: .drives`) and the builder's
    /// own properties (`page: page`) it is handed, by label: a view handing its case on to a view
    /// switching over it (``SwiftUIResolver``) shows that case's view.
    var handed: [String: HandedValue] = [:]
    /// Whether a tab view's child is declared inside an `#if` block of the tab view's content.
    var conditional = false
    /// The type of the value a registry hands to a builder (`{ router.build($0) }`), which picks,
    /// among builders of one name, the one taking it (``SwiftUIFileFacts/builderInputs``).
    var valueType: String?
    /// The type whose code builds it, when it is resolved elsewhere: a registry's view is
    /// resolved at each router call showing one of its values, where the registering view's own
    /// builders are not the caller's (``SwiftUIRegistry/owner``).
    var builtIn: String? = nil
}

/// What a view is handed under one label: a case written in place, or a property of the view
/// building it.
enum HandedValue: Hashable, Sendable {
    case caseName(String)
    case property(String)
}

/// A navigation value as written: `.accountDetail(id)` or `Route.accountDetail(id)`.
struct CaseValue: Hashable, Sendable {
    /// The enum, when the code names it.
    var type: String?
    /// The case's name (`detail`).
    var caseName: String
    /// The case handed as its first argument (`theme` of `.settings(.theme)`), which a value
    /// building its view by handing its own to another's builder (`case .settings(let page):
    /// page.view()`) shows.
    var innerCase: String? = nil
    /// How many arguments it is written with (`.signUp()` none); `nil` without parentheses.
    var argumentCount: Int? = nil
}

/// A static method of a route enum that gives back one of its cases (`static func signUp() ->
/// NavigationPage { .instancePicker(…) }`), written like a case of that name.
struct CaseFactory: Hashable, Sendable {
    /// How many arguments it takes: those without a default, up to all.
    var arguments: ClosedRange<Int>
    /// The case it gives back.
    var value: CaseValue
}

/// A SwiftUI navigation site: a modifier, a link, a tab view or a dismiss.
struct SwiftUISiteFact: Hashable, Sendable {
    /// What the site does.
    var presentation: SwiftUI.Presentation
    /// The type whose code holds the site, innermost first (`Outer.Inner`); `nil` in an extension
    /// of `View` and the like, whose code runs for any view.
    var owner: String?
    /// The views the content builds, read in place; empty when it shows a value (`value:`,
    /// `for:`) or nothing (`dismiss`).
    var views: [BuiltView]
    /// For `NavigationLink(value:)`: the value, when it is a case.
    var value: CaseValue?
    /// Whether the site shows a value (`NavigationLink(value:)`), resolved through registries.
    var showsValue: Bool
    /// For a link to a value that is no case, the type its declaration states
    /// (`func row(item: MenuItem)` linking `value: item`): any case its registry shows.
    var valueType: String? = nil
    /// For a link to an element of a list the owner holds (`ForEach(catalogs) { catalog in
    /// NavigationLink(value: catalog) { … } }`), the owner's property holding it: the link shows a
    /// value of the element type that property's declaration states.
    var valueElementOf: String? = nil
    /// For a link to a property of the owner's, its name: the link shows a value of the type its
    /// declaration states.
    var valueProperty: String? = nil
    /// The binding, the case or the method the edge is labelled with.
    var label: String
    /// The site's text, short, for a note when it cannot be resolved.
    var text: String
    /// Where the modifier's or the link's name is.
    var position: SourcePosition
    /// Whether the site sits inside an `#if` block.
    var conditional: Bool
}

/// A `navigationDestination(for:)`, `sheet(item:)` or `fullScreenCover(item:)`: which view each
/// value builds, for the links and routers that show a value elsewhere.
struct SwiftUIRegistry: Hashable, Sendable {
    /// Where the registry's type comes from.
    enum Key: Hashable, Sendable {
        /// `for: T.self`, or an item whose type the code states (a parameter's `Binding<T?>`).
        case type(String)
        /// `item: $router.presented`: the type the member is declared with.
        case member(String)
        /// `WindowGroup(id: "main")`: the window `openWindow(id: "main")` opens.
        case window(String)
    }

    /// The type of the values it shows, or where to read it.
    var key: Key
    /// How it shows them: pushed, as a sheet, in a window.
    var presentation: SwiftUI.Presentation
    /// Whether it shows a bound item (`item:`), set by assignment, rather than the values of a
    /// path (`for:`), appended to.
    var byItem: Bool
    /// The views it builds: by case for a `switch`, else one content for any value.
    var views: [BuiltView]
    /// The file declaring it: a value link is resolved through its own file's registry first.
    var file: String
    /// The type whose code registers it (`SettingsList` for its `.navigationDestination(for:)`),
    /// whose own builders its views call (`{ tag in destinationView(tag) }`) and whose own items
    /// it shows, in whichever file of the type they are set.
    var owner: String? = nil
    /// Whether its item is a member of the registering view's own (`item: $sheet`, its
    /// `@State`), which only that view's code sets: no method called on another value does.
    var bindsOwnItem = false
}

/// A router call that shows a case: `router.navigate(to: .detail)`, `path.append(.detail)`,
/// `router.presented = .settings`. Whether it navigates depends on the member's declared type,
/// known once every file is read; one that turns out not to is dropped without a word.
struct RouterSiteFact: Hashable, Sendable {
    /// How the case is handed over, which tells the registries that can show it: a path appended
    /// to is shown by `navigationDestination(for:)`, a member set by `sheet(item:)` and the like.
    enum Kind: Hashable, Sendable {
        /// A method called with the case (`navigate(to: .detail)`).
        case call
        /// An array appended to (`path.append(.detail)`).
        case append
        /// A member set (`presented = .settings`).
        case assignment
    }

    /// The member set (`presented`), the method called with its first label (`navigate(to:)`),
    /// or, for `append`, the array appended to (`path`).
    var member: String
    /// How the case is handed over.
    var kind: Kind
    /// The case shown.
    var value: CaseValue
    /// The type whose code makes the call, as ``SwiftUISiteFact/owner``.
    var owner: String?
    /// The call's text, short, for a note.
    var text: String
    /// Where the member's or the method's name is.
    var position: SourcePosition
    /// Whether the call sits inside an `#if` block.
    var conditional: Bool
    /// Whether a member of the caller's own is set (`sheet = .settings`, `self.sheet = …`).
    var setsOwnMember = false
    /// Whether another value's member is set to a value that is no case (`model.info =
    /// AddInfo(ids: ids)`, `sheets.selected = item`): a registry showing any value of the member
    /// alike shows it; one that switches on cases names none, and says nothing of it.
    var anyValue = false
    /// Whether the method is called on a value named by reference (`navigation.push(.post)`),
    /// not on a view being modified (`Text(title).font(.title)`).
    var onValue = false
    /// Whether the value handed is no case but one built in place (`navigateTo(SlateRoute(slateID:
    /// id))`), of the type its registry shows; a method known to set a sheet's item
    /// (``MethodCallFact``) says more of where it goes.
    var isBuiltValue = false
    /// The member function of the owner's the call is made in, which shows what it does
    /// wherever it is called when it is an overload of a router's method (``RouteHelpers``).
    var helper: HelperMethod? = nil
}

/// What a type declares that the resolver reads: its members' declared types and the views its
/// methods and computed properties build.
struct SwiftUITypeFact: Hashable, Sendable {
    /// The name, qualified by the enclosing types (`Editor.MainView`).
    var name: String
    /// Whether this is an extension, which declares no type.
    var isExtension: Bool
    /// Whether it is generic over a view (`struct NavigationSheet<Content: View>`): a wrapper,
    /// looked through to the view it wraps.
    var wrapsView: Bool
    /// Whether it is a class (or actor): no view but a router, a model or a service navigating on
    /// its views' behalf.
    var isClass: Bool
    /// For a `UIViewControllerRepresentable` of the app's, the view controller of the app's its
    /// `makeUIViewController(context:)` declares it makes: the screen it shows
    /// (`PatreonViewController.ViewRepresentable` is a `PatreonViewController`).
    var representedController: String? = nil
    /// Where its name is declared.
    var position: SourcePosition
}

/// One file's SwiftUI facts.
struct SwiftUIFileFacts: Sendable {
    /// The types declared and extended.
    var types: [SwiftUITypeFact] = []
    /// The modifiers, links, tab views and dismisses.
    var sites: [SwiftUISiteFact] = []
    /// The registries of values to views.
    var registries: [SwiftUIRegistry] = []
    /// Router calls that may show a case, known once the members' types are.
    var routers: [RouterSiteFact] = []
    /// Declared types of members: properties by name (`presented`), one-parameter methods by
    /// name and label (`navigate(to:)`); `[T]` kept as written, optionals unwrapped.
    var memberTypes: [String: Set<String>] = [:]
    /// The type of the first parameter of methods whose other parameters have defaults
    /// (`openSheet(_ page: NavigationPage, animated: Bool = true)`), called with one value as a
    /// router is: kept apart from ``memberTypes``, whose members' uses make files read.
    var defaultedMethodTypes: [String: Set<String>] = [:]
    /// Views built by methods and computed properties returning `some View`, by owner and name.
    var builders: [String: [String: [BuiltView]]] = [:]
    /// Views whose body switches over the value they are built with (`struct Sheet: View { let
    /// type: SheetType; var body: some View { switch type { … } } }`): the value's type, by view.
    var dispatchers: [String: String] = [:]
    /// The type each property of a type holds, by owner and name: declared, or built in place
    /// (`let viewBuilder = SettingsRouteBuilder()`), for a builder called on it.
    var propertyTypes: [String: [String: String]] = [:]
    /// The type of the one value a builder method takes (`build(_ route: SettingsRoute)`), by
    /// owner and name.
    var builderInputs: [String: [String: String]] = [:]
    /// The views an `App`'s scenes start with (`WindowGroup { ContentView() }`).
    var roots: [BuiltView] = []
    /// Names the resolver wants declared elsewhere: methods called on other values.
    var wanted: Set<String> = []
    /// Methods of the file's types, by name, with the members of their own type they set: a
    /// method setting a sheet's item (`func show(_ item:) { selected = item }`) shows that sheet.
    var setters: [String: Set<String>] = [:]
    /// Methods called on another value (`model.show(item)`), which show a sheet when they set its item.
    var calls: [MethodCallFact] = []
    /// Calls that may be of a helper making a router call (``RouteHelpers``).
    var helperCalls: [HelperCallFact] = []
    /// Properties whose observer appends the value set to a path (`var step: Step { didSet {
    /// path.append(step) } }`): setting one (`state.step = .login`) pushes the case.
    var appendingProperties: Set<String> = []
    /// Methods handing a parameter to a modifier type they apply (``PresentingModifiers``).
    var handoffs: [ModifierHandoff] = []
    /// Calls that may be of an app's presenting modifier (``PresentingModifiers``).
    var presentingCalls: [PresentingCallFact] = []
    /// The properties each view of the app links to or presents (``LinkWrappers``), with how, by type.
    var linkWrappers: [String: [String: SwiftUI.Presentation]] = [:]
    /// Builds of types that may be link wrappers.
    var wrapperBuilds: [PresentingCallFact] = []
    /// Views whose body is only a view a value they hold builds (``ViewContentReader/valueBuiltBody(_:)``),
    /// by view: each stands for what that value's builder builds.
    var valueBodies: [String: BuiltView] = [:]
    /// Router calls the file's views make with a property of their own, by the view's last
    /// name component (``RouteForwardingViews``).
    var routeForwarders: [String: [RouteForwarder]] = [:]
    /// Builds of the app's types handed cases (``RouteForwardingViews``).
    var caseBuilds: [CaseBuildFact] = []
    /// Members handed as bindings to the views the file's views build (``HandedBindings``).
    var bindingHandoffs: [BindingHandoff] = []
    /// How many associated values each case of the file's enums takes, by enum and case.
    var caseArities: [String: [String: ClosedRange<Int>]] = [:]
    /// The stacks of TCA's the file's views show (``ComposableStacks``).
    var stacks: [ComposableStackFact] = []
    /// The pushes onto TCA stacks the file's reducers and views make.
    var stackPushes: [StackPushFact] = []
    /// The reducer each store property holds (`var store: StoreOf<Settings>`), by owner and name.
    var storeReducers: [String: [String: String]] = [:]
    /// The enums' static methods giving back one of their cases, by enum and name (``CaseFactory``).
    var caseFactories: [String: [String: [CaseFactory]]] = [:]
}

/// A method called on another value, in a file read for SwiftUI.
struct MethodCallFact: Hashable, Sendable {
    /// The method's base name.
    var method: String
    /// The type whose code makes the call, as ``SwiftUISiteFact/owner``.
    var owner: String?
    /// The call's text, short.
    var text: String
    /// Where the method's name is.
    var position: SourcePosition
    /// Whether the call sits inside an `#if` block.
    var conditional: Bool
}
