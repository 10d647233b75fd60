/// Routes that build their own views (``SwiftUIResolver/ownBuilders``): which of a value's
/// methods is its builder, what it builds for a case, how a router's method shows it.
extension SwiftUIResolver {
    /// The views of a type's own builder among its `methods` (a value's, not a class's): the one
    /// method taking nothing that builds one view per case, so switches over the value itself. A
    /// view (which has a `body`) has none.
    /// - Parameters:
    ///   - methods: The views each builder method of the type builds, by name.
    ///   - inputs: The type of the value each builder method takes, by name.
    static func ownBuilder(_ methods: [String: [BuiltView]], inputs: [String: String]) -> (method: String, views: [BuiltView])? {
        guard methods["body"] == nil else { return nil }
        let switching = methods.filter { name, views in
            inputs[name] == nil && views.count > 1 && views.allSatisfy { $0.caseName != nil }
        }
        guard switching.count == 1, let only = switching.first else { return nil }
        return (only.key, only.value)
    }

    /// The views the own builders build for `value`: its case's, and where that case hands its
    /// value on to another's builder (`case .settings(let page): page.view()`), the one own
    /// builder of that name switching on the inner case (`.settings(.theme)` is the settings
    /// page's `theme`).
    /// - Parameters:
    ///   - value: The case shown.
    ///   - type: The type whose own builder builds it.
    func ownViews(for value: CaseValue, of type: String) -> [BuiltView] {
        (ownBuilders[type]?.views ?? []).filter { $0.caseName == value.caseName }.flatMap { view -> [BuiltView] in
            guard let inner = value.innerCase, view.chain.count == 1, let called = view.chain.first, called.hasPrefix(".") else {
                return [view]
            }
            let method = String(called.dropFirst())
            let owning = ownBuilders.filter { $0.key != type && $0.value.method == method && $0.value.views.contains { $0.caseName == inner } }
            guard owning.count == 1, let views = owning.first?.value.views else { return [view] }
            return views.filter { $0.caseName == inner }
        }
    }

    /// Whether `member` (`zoneButton(position:)`) names a method of `owner`'s own that builds a
    /// view, which shows what it is handed only through the views it builds.
    func buildsOwnView(_ member: String, of owner: String?) -> Bool {
        guard let owner else { return false }
        return ownBuilder(String(member.prefix { $0 != "(" }), of: owner) != nil
    }

    /// Whether a method's name says it navigates (`navigateTo(_:)`, `push(_:)`, `present(_:)`).
    static func namesNavigation(_ member: String) -> Bool {
        let name = member.lowercased()
        return ["navigate", "push", "present", "show", "open", "route", "sheet", "cover"].contains(where: name.contains)
    }

    /// Whether a method's name says it goes back or only asks (`popTo(with:)`, `dismiss(_:)`,
    /// `isScreenForeground(with:)`): handed a route, it shows none.
    static func namesGoingBackOrAsking(_ member: String) -> Bool {
        let name = member.lowercased()
        if ["pop", "dismiss", "back", "goback", "close", "remove", "unwind"].contains(where: name.hasPrefix) { return true }
        return ["is", "has", "can", "should", "contains"].contains { prefix in
            member.hasPrefix(prefix) && member.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// Whether a method taking a route first and other values after it may show the route, as
    /// its name says (``namesNavigation(_:)``, or a view's modifier: `navigationLink(to:from:)`,
    /// `modal(for:from:)`): only such calls are read as a router's, and only such declarations
    /// kept, or every file naming any method of several parameters would be read.
    static func handsRouteOn(_ member: String) -> Bool {
        let name = member.lowercased()
        return namesNavigation(name) || name.contains("link") || name.contains("modal")
    }

    /// How a router's method shows what it is handed, as its name says (`openSheet(_:)`,
    /// `presentFullScreen(_:)`); pushed otherwise.
    static func presentation(ofMethod member: String) -> SwiftUI.Presentation {
        let name = member.lowercased()
        if name.contains("fullscreen") || name.contains("cover") { return .fullScreenCover }
        return ["sheet", "present", "modal", "popover"].contains(where: name.contains) ? .sheet : .push
    }
}
