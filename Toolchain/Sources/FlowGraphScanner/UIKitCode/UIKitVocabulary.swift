/// UIKit's navigation names, as the scanner looks for them in plain Swift code (issue 24): the
/// byte needles that decide which files and bodies are read, the calls and what each does, and
/// the types that are no screen of the app's own (containers, system screens).
enum UIKit {
    /// A file holding none of these (nor a `show(` as ``mayNavigate(_:)`` reads it) cannot navigate
    /// with UIKit and is never parsed for it. Needles for calls require their `(`, so a property
    /// or a comment naming one rarely costs a parse; `viewControllers` and `rootViewController`
    /// are assignments, read without it. `show(` counts called on something
    /// (`router.show(scene: .profile)`), or beside a `sender:` (`show(vc, sender: self)`): a
    /// screen's own `func show(_ item:)` (every screen of some apps has one) is no reason to parse
    /// its file. `rootViewController:` is a stack built around a screen, maybe a stack subclass's
    /// own root (`super.init(rootViewController: PickerViewController())`), which names the screen
    /// the subclass shows. The families: 0 the calls, 1 `.show(`, 2 `show(`, 3 `sender:`.
    static let needleTokens = [
        ByteToken("pushViewController", followedBy: ["("]), ByteToken("present", followedBy: ["("]),
        ByteToken("showDetailViewController", followedBy: ["("]),
        ByteToken("setViewControllers", followedBy: ["("]), ByteToken("viewControllers", followedBy: ["="]),
        ByteToken("rootViewController", followedBy: ["=", ":"]), ByteToken("performSegue", followedBy: ["("]),
        ByteToken("instantiateViewController", followedBy: ["("]), ByteToken("popViewController", followedBy: ["("]),
        ByteToken("popToRootViewController", followedBy: ["("]), ByteToken("popToViewController", followedBy: ["("]),
        ByteToken("dismiss", followedBy: ["("]), ByteToken("addChild", followedBy: ["("]),
        ByteToken("addChildViewController", followedBy: ["("]),
        ByteToken("setViewController", followedBy: ["("]), ByteToken("UITab", followedBy: ["(", "{"]),
        ByteToken("UISearchTab", followedBy: ["(", "{"]),
        ByteToken(".show", followedBy: ["("], family: 1), ByteToken("show", followedBy: ["("], family: 2),
        ByteToken("sender", followedBy: [":"], family: 3), PagerPages.needleToken,
        ByteToken("contentViewController", followedBy: [":"]), ByteToken(swiftGenPerform, followedBy: ["(\(swiftGenSegueLabel):"]),
        ByteToken(".presentModally", followedBy: ["{", "({"]), ByteToken(".push", followedBy: ["{", "({"]),
    ] + PresentableCoordinators.needleTokens
    private static let needles = ByteNeedles(needleTokens)

    /// iOS 18's tabs, each made with a closure giving its view controller
    /// (`UITab(title:image:identifier:) { _ in library }`, `UISearchTab { _ in search }`).
    static let tabTypes: Set<String> = ["UITab", "UISearchTab"]
    /// The cases of a navigation table's instructions that show what their closure builds, by
    /// name (Tempura's `.show(Screen.privacy): .presentModally { _ in PrivacyVC(…) }`), and what
    /// each does.
    static let instructionVerbs: [String: Action] = ["presentModally": .present, "push": .push]
    /// The methods UIKit calls once as a screen loads (`viewDidLoad`), whose settings of the
    /// screen's properties stand for its life.
    static let loadingMethods: Set<String> = ["viewDidLoad", "loadView"]
    /// The method of the Then library that configures a value in a closure and gives it back
    /// (`TabTrayController(…).then { $0.delegate = self }`).
    static let configuringMethod = "then"
    /// SwiftGen's helper performing a segue its generated `String` enums name
    /// (`perform(segue: StoryboardSegue.Main.settingsSegue)`), by name and label.
    static let swiftGenPerform = "perform"
    static let swiftGenSegueLabel = "segue"

    /// Whether `bytes` (a file, or a body within one) may hold UIKit navigation. A byte scan,
    /// as parsing dominates a scan's cost; a false positive only costs a parse.
    static func mayNavigate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        navigates(needles.families(in: bytes, until: navigates))
    }

    /// Whether the families of ``needleTokens`` found (in bits 0 to 3) say UIKit navigation.
    static func navigates(_ families: UInt64) -> Bool {
        families & 0b11 != 0 || families & 0b1100 == 0b1100
    }

    /// What a UIKit call does, as an edge action, with the argument label that holds its target
    /// (`nil`: the first unlabelled argument) or none for a call without one.
    struct Call: Sendable {
        var action: Action
        /// The labels the call must have beside its target, which tell UIKit's method from an
        /// app's own of the same name (`show(_:sender:)` against a HUD's `show()`).
        var requiredLabels: Set<String>
        var hasTarget: Bool
        /// The label of the argument holding the target; `nil` for the first, unlabelled one.
        var targetLabel: String? = nil
    }

    /// The edge a call makes, before its target is known.
    enum Action: Sendable {
        case push, present, show, showDetail, setViewControllers, pop, popToRoot, popTo, dismiss, performSegue
        /// `addChild(_:)`: a child shown inside its parent (SpriteKit's `addChild` too, so only
        /// a child that is a screen is drawn, and one that cannot be told is no note).
        case addChild
    }

    /// The calls by method name. Labels are UIKit's: a method of the app with the same base name
    /// and other labels is not navigation.
    static let calls: [String: Call] = [
        "pushViewController": Call(action: .push, requiredLabels: ["animated"], hasTarget: true),
        "present": Call(action: .present, requiredLabels: ["animated"], hasTarget: true),
        "show": Call(action: .show, requiredLabels: ["sender"], hasTarget: true),
        "showDetailViewController": Call(action: .showDetail, requiredLabels: ["sender"], hasTarget: true),
        "setViewControllers": Call(action: .setViewControllers, requiredLabels: ["animated"], hasTarget: true),
        "popViewController": Call(action: .pop, requiredLabels: ["animated"], hasTarget: false),
        "popToRootViewController": Call(action: .popToRoot, requiredLabels: ["animated"], hasTarget: false),
        "popToViewController": Call(action: .popTo, requiredLabels: ["animated"], hasTarget: true),
        "dismiss": Call(action: .dismiss, requiredLabels: ["animated"], hasTarget: false),
        "performSegue": Call(action: .performSegue, requiredLabels: ["withIdentifier"], hasTarget: false),
        "addChild": Call(action: .addChild, requiredLabels: [], hasTarget: true),
        // Its name before Swift 4.2, in code written then.
        "addChildViewController": Call(action: .addChild, requiredLabels: [], hasTarget: true),
        // A split view's column: `setViewController(_:for:)`.
        "setViewController": Call(action: .addChild, requiredLabels: ["for"], hasTarget: true),
        // A sliding panel's content (FloatingPanel's `set(contentViewController:)`), shown inside it.
        "set": Call(action: .addChild, requiredLabels: ["contentViewController"], hasTarget: true,
                    targetLabel: "contentViewController"),
    ]

    /// Screens the system provides: the app shows them, declares none of them. Their nodes are
    /// marked so that a score of the app's own screens counts them apart.
    static let systemScreens: Set<String> = [
        "UIAlertController", "SFSafariViewController", "UIActivityViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "UIImagePickerController", "UIDocumentPickerViewController",
        "PHPickerViewController", "UIDocumentInteractionController", "UIReferenceLibraryViewController",
        "UIVideoEditorController", "CNContactPickerViewController", "CNContactViewController",
        "EKEventEditViewController", "EKEventViewController", "SKStoreProductViewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "QLPreviewController",
        "AVPlayerViewController", "ASWebAuthenticationSession", "UICloudSharingController",
        "UIPrinterPickerController", "UIPrintInteractionController", "PKAddPassesViewController",
        "PKPaymentAuthorizationViewController", "GKGameCenterViewController", "SLComposeViewController",
        "UIDocumentBrowserViewController", "INUIAddVoiceShortcutViewController", "INUIEditVoiceShortcutViewController",
        "VNDocumentCameraViewController", "MPMediaPickerController", "SKCloudServiceSetupViewController",
        "ASAuthorizationController",
    ]

    /// UIKit's own containers and bases, and the app's navigation controllers: a target of one
    /// of these types says nothing about which screen is shown (`let vc: UIViewController = …`,
    /// `func wrapped(…) -> AppNavigationController`), so it is no target; what is inside is.
    static func isGenericContainer(_ type: String) -> Bool {
        (type.hasPrefix("UI") && !systemScreens.contains(type) && (type.hasSuffix("Controller") || type == "UIView"))
            || type.hasSuffix("NavigationController")
    }

    /// UIKit's search containers, by the label of what they are built around: a search
    /// controller, itself around the app's results screen (tvOS's search tab,
    /// `UISearchContainerViewController(searchController: UISearchController(searchResultsController: results))`).
    static let searchContentLabels = ["UISearchContainerViewController": "searchController",
                                      "UISearchController": "searchResultsController"]

    /// UIKit's base of every screen, which names none.
    static let viewController = "UIViewController"
    /// The navigation controller whose `rootViewController:` is the screen shown, embedded.
    static let navigationController = "UINavigationController"
    /// SwiftUI's host: a screen named by the view it hosts (`UIHostingController<AboutView>`).
    static let hostingController = "UIHostingController"
    /// Texture's (AsyncDisplayKit's) view controllers built around a node (`ASDKViewController(node:
    /// AlertNode())`, `ASViewController` before Texture 3): a screen named by its node, as a
    /// hosted view names its host (`ASDKViewController<AlertNode>`).
    static let nodeHosts: Set<String> = ["ASDKViewController", "ASViewController"]
    /// The tab bar controller, whose `viewControllers` are its tabs.
    static let tabBarController = "UITabBarController"
    /// UIKit's split view: a window's root of its own, its columns embedded in it.
    static let splitViewController = "UISplitViewController"

    /// Whether a `rootViewController` set on `receiver` (`self.window`, `nil` for none written)
    /// is a window's root, as Swift and Objective-C alike write it: the receiver names a window,
    /// or a window's own class (`class ScreenLockWindow: UIWindow`) sets its root on itself.
    /// Another object's root (`appDelegate.rootViewController`) shows nothing.
    /// - Parameters:
    ///   - receiver: The receiver's text, `nil` when none is written.
    ///   - owner: The type whose code sets it.
    static func setsWindowRoot(receiver: String?, owner: String) -> Bool {
        receiver?.lowercased().contains("window") == true || (receiver == nil || receiver == "self") && owner.lowercased().hasSuffix("window")
    }

    /// The parameters of a delegate method UIKit hands a screen another method of the same
    /// delegate made, with that method: peek and pop's `previewingContext(_:commit:)` is handed
    /// what `previewingContext(_:viewControllerForLocation:)` returned.
    /// - Parameters:
    ///   - method: The method's name.
    ///   - parameters: Its parameters' labels and names.
    /// - Returns: The names of the parameters so handed, with what each holds.
    static func handedParameters(method: String, parameters: [(label: String?, name: String)]) -> [(name: String, held: TargetExpression)] {
        guard method == "previewingContext", let commit = parameters.first(where: { $0.label == "commit" }) else { return [] }
        return [(commit.name, .method("previewingContext", arguments: []))]
    }

    /// Swift's and Foundation's value types no view controller can be: a helper taking a screen
    /// is not what a call handing one of these calls (`errorPresenter.present(error)`).
    static let neverScreens: Set<String> = ["Error", "NSError", "String", "URL", "Int", "Double", "Bool", "Data", "Date", "Any",
                                             "Array", "ArraySlice", "ContiguousArray", "Set", "Dictionary", "Optional",
                                             "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet",
                                             "NSMutableSet", "NSString", "NSMutableString", "NSNumber", "NSURL", "NSData", "NSDate"]

    /// Whether a protocol inheriting `inherited` refines a view controller (`protocol
    /// PackageActions: UIViewController`), so that a value of it is a screen.
    static func refinesScreen(_ inherited: [String]) -> Bool {
        inherited.contains { isScreenType($0, inherited: []) }
    }

    /// Whether a class named `name`, inheriting `inherited`, is a screen: a view controller by
    /// its name or by what it inherits (`BaseViewController`, `UITableViewController`).
    /// Anything else that navigates is a coordinator, router or delegate of the app.
    static func isScreenType(_ name: String, inherited: [String]) -> Bool {
        let last = { (type: String) in type.split(separator: ".").last.map(String.init) ?? type }
        let own = last(name)
        if own.hasSuffix("ViewController") || own.hasSuffix("VC") { return true }
        // `AppController` may be anything; `: UITableViewController` is a screen.
        return inherited.map(last).contains { $0.hasSuffix("Controller") || $0.hasSuffix("VC") }
    }
}
