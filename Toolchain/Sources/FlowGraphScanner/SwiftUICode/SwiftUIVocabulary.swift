/// SwiftUI's navigation names, as the scanner looks for them in plain Swift code (issue 24): the
/// byte needles that decide which files are parsed for it, the modifiers and views that
/// navigate, and SwiftUI's own views, which are never a screen of the app's.
enum SwiftUI {
    /// A file holding none of these declares no SwiftUI navigation and is parsed for it only when
    /// a later pass wants a name it holds (a router's member, a registry's type). Calls and
    /// modifiers require their `(`; the environment's dismiss is read from its key path. Looked
    /// for with UIKit's in one pass (``SwiftUIPasses``).
    static let fileTokens = [
        ByteToken("NavigationLink"), ByteToken("sheet", followedBy: ["("]), ByteToken("fullScreenCover", followedBy: ["("]),
        ByteToken("popover", followedBy: ["("]), ByteToken("navigationDestination", followedBy: ["("]),
        ByteToken("TabView"), ByteToken("NavigationStack"), ByteToken("NavigationView"), ByteToken("NavigationSplitView"),
        ByteToken("NavigationStackStore"), ByteToken("WindowGroup"),
        ByteToken(".dismiss", followedBy: [")"]), ByteToken("presentationMode"), ByteToken("alert", followedBy: ["("]),
        ByteToken("confirmationDialog", followedBy: ["("]), ByteToken("actionSheet", followedBy: ["("]),
        ByteToken("photosPicker", followedBy: ["("]), ByteToken("ShareLink"), ByteToken("webAuthenticationSession"), ByteToken("openWindow", followedBy: ["("]),
        ByteToken("PhotosPicker", followedBy: ["("]), ByteToken("fileImporter", followedBy: ["("]),
        ByteToken("fileExporter", followedBy: ["("]),
    ] + backported.sorted { $0.key < $1.key }.map { name, standsFor in
        // A modifier's name with its `(`, as SwiftUI's own are looked for.
        ByteToken(name, followedBy: modifiers[standsFor] == nil ? [] : ["("])
    }

    /// The link to a pushed view, whose app-declared initialisers may take a route.
    static let navigationLink = "NavigationLink"

    /// NavigationBackport's names (apps supporting iOS 15 write `NBNavigationStack`,
    /// `NBNavigationLink`, `.nbNavigationDestination(for:)`), read as the SwiftUI names they
    /// stand for.
    private static let backported = [
        "NBNavigationStack": "NavigationStack", "NBNavigationLink": navigationLink,
        "nbNavigationDestination": "navigationDestination",
    ]

    /// The SwiftUI name `name` stands for: itself, or the one a backport's name stands for.
    static func canonicalName(_ name: String) -> String { backported[name] ?? name }

    /// `names` with the backports' names that stand for one of them.
    private static func withBackports(_ names: Set<String>) -> Set<String> {
        names.union(backported.filter { names.contains($0.value) }.keys)
    }

    /// The member under which an app's `NavigationLink` initialiser taking a route with `label`
    /// (`init(_ value: NavigationPage, label:)`) records that route's type.
    static func linkInitializer(label: String) -> String { member(navigationLink, labels: [label]) }

    /// A method as its declarations and its calls are both keyed (`navigationLink(to:from:)`,
    /// `push(_:)`), so that a call finds the types its declaration takes: its name and each
    /// argument label, `_` for none.
    static func member(_ name: String, labels: [String?]) -> String {
        "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    }

    /// Whether `member` is one of those (``linkInitializer(label:)``).
    static func isLinkInitializer(_ member: String) -> Bool { member.hasPrefix(navigationLink + "(") }

    /// The environment's key of the dismiss action.
    static let dismissKey = "dismiss"
    /// The environment's key of the presentation mode, whose `wrappedValue.dismiss()` dismisses.
    static let presentationModeKey = "presentationMode"
    /// The environment's key of the web authentication session, whose `authenticate(…)`
    /// presents the system's sign-in sheet.
    static let webAuthenticationKey = "webAuthenticationSession"
    /// The environment's keys whose values navigate.
    static let environmentActions = [dismissKey, presentationModeKey, webAuthenticationKey]
    /// The system's sign-in sheet, as UIKit's reader names it.
    static let webAuthentication = "ASWebAuthenticationSession"

    /// The modifiers that present a screen of the system's, by name, with the UIKit class that is
    /// that screen (as the UIKit reader names system screens): only with a binding (`isPresented:`,
    /// `item:`), which tells SwiftUI's modifier from an app's own method of the name.
    static let systemModifiers: [String: String] = [
        "alert": "UIAlertController", "confirmationDialog": "UIAlertController", "photosPicker": "PHPickerViewController",
        // Deprecated in iOS 15 for `confirmationDialog`, still in apps that support iOS 14.
        "actionSheet": "UIAlertController",
        "fileImporter": "UIDocumentPickerViewController", "fileExporter": "UIDocumentPickerViewController",
    ]
    /// The controls that present a screen of the system's when tapped, by name, with its UIKit
    /// class: `ShareLink` the share sheet, `PhotosPicker` the photo picker.
    static let systemControls: [String: String] = [
        "ShareLink": "UIActivityViewController", "PhotosPicker": "PHPickerViewController",
    ]

    /// What a navigating modifier or view does.
    enum Presentation: Hashable, Sendable {
        /// `.sheet`, `.popover`: shown modally over the source.
        case sheet
        /// `.fullScreenCover`.
        case fullScreenCover
        /// `NavigationLink`, `.navigationDestination`: pushed on the enclosing stack.
        case push
        /// A `TabView`'s child.
        case tab
        /// The environment's `dismiss()` (or `presentationMode.wrappedValue.dismiss()`).
        case dismiss
        /// A window a scene declares for a value (`WindowGroup(for:)`), opened by `openWindow(value:)`.
        case window
    }

    /// The modifiers that present their content, by name.
    static let modifiers: [String: Presentation] = [
        "sheet": .sheet, "popover": .sheet, "fullScreenCover": .fullScreenCover, "navigationDestination": .push,
    ]

    /// The environment's action that opens a scene's window for a value, with its label.
    static let openWindow = "openWindow(value:)"
    /// The environment's action that opens a scene's window by its identifier.
    static let openWindowByID = "openWindow(id:)"

    /// The argument labels that hold a modifier's or link's content (else its trailing closure);
    /// `then` is the content a view shown only with a value builds (`IfLetStore(store, then:)`).
    static let contentLabels: Set<String> = ["content", "destination", "then"]

    /// Whether an argument under `label` holds a modifier's or link's content.
    static func holdsContent(_ label: String?) -> Bool { label.map(contentLabels.contains) ?? false }

    /// SwiftUI's containers: never a target themselves, their content is looked into.
    static let containers: Set<String> = withBackports([
        "NavigationStack", "NavigationView", "NavigationSplitView", "Group", "VStack", "HStack", "ZStack", "LazyVStack",
        "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView", "ScrollViewReader", "List", "Form",
        "Section", "GeometryReader", "AnyView", "ViewThatFits", "TupleView", "ForEach", "TabView", "TabSection",
        "ControlGroup", "GroupBox", "DisclosureGroup", "OutlineGroup", "Table",
    ])

    /// The containers that give their content a navigation stack of its own.
    static let stacks: Set<String> = withBackports(["NavigationStack", "NavigationView", "NavigationSplitView"])

    /// SwiftUI's leaf views and controls, and types that are no view: no screen of the app's.
    /// A content built of these alone names no target.
    static let leaves: Set<String> = withBackports([
        "Text", "Image", "Label", "Button", "Spacer", "Divider", "Color", "EmptyView", "ProgressView", "Toggle", "Picker",
        "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "DatePicker", "ColorPicker", "Menu", "Link",
        "ShareLink", "PhotosPicker", "ContentUnavailableView", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path",
        "LinearGradient", "RadialGradient", "AngularGradient", "Gauge", "Canvas", "AsyncImage",
        "EditButton", "PasteButton", "RenameButton", "LabeledContent", "NavigationLink", "Tab", "Binding", "State",
        "URL", "Date", "String", "Int", "Double", "Bool", "Array", "Set", "Dictionary", "UUID", "Data", "Font", "CGSize",
        "CGPoint", "CGRect", "Animation", "Optional", "Task",
    ])

    /// Whether `name` is one of SwiftUI's own views or a plain value type: never a screen.
    static func isBuiltIn(_ name: String) -> Bool { containers.contains(name) || leaves.contains(name) }

    /// The protocols whose extensions hold modifiers shared by any view: code there navigates from
    /// whichever view uses it, so it has no source of its own.
    static let sharedProtocols: Set<String> = [view, "Scene", "ViewModifier", "ToolbarContent", "Commands", "App"]
    /// SwiftUI's view protocol.
    static let view = "View"
    /// SwiftUI's type-erased view, a wrapper around one.
    static let anyView = "AnyView"
}
