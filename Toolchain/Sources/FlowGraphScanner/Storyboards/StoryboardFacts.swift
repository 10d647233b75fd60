// What one storyboard or xib declares, as plain values: its scenes, the segues between them,
// references to other storyboards, and where it starts.

/// One storyboard (`Main.storyboard`) or xib, read.
struct StoryboardFacts: Sendable {
    /// The file's name without its extension: what `UIStoryboard(name:bundle:)` and a
    /// reference's `storyboardName` call it.
    var name: String
    var path: String
    /// The object id of the scene the storyboard starts at (`initialViewController`).
    var initialScene: String?
    var scenes: [Scene] = []
    var segues: [Segue] = []

    /// A view controller of a scene, or a reference to another storyboard's.
    struct Scene: Sendable {
        /// The object id segues name it by.
        var id: String
        /// The element (`viewController`, `navigationController`, `tabBarController`, …).
        var element: String
        var customClass: String?
        var storyboardIdentifier: String?
        /// For a `viewControllerPlaceholder`: the storyboard it stands for (this one when `nil`
        /// and `referencedIdentifier` is set) and the scene's identifier there (its initial
        /// scene when `nil`).
        var reference: (storyboard: String?, identifier: String?)?
        var line: Int
    }

    /// A segue, from the scene whose view controller or controls hold it.
    struct Segue: Sendable {
        var source: String
        var destination: String
        /// `show`, `showDetail`, `presentation`, `popover`, `embed`, `relationship`, `unwind`, …
        var kind: String
        var identifier: String?
        /// For a relationship: `rootViewController`, `viewControllers`, `masterViewController`…
        var relationship: String?
        var line: Int
    }
}

extension StoryboardFacts.Scene {
    /// The UIKit class a scene without a custom class is: `navigationController` →
    /// `UINavigationController`.
    var uikitClass: String {
        switch element {
        case "avPlayerViewController": "AVPlayerViewController"
        case "glkViewController": "GLKViewController"
        default: "UI" + element.prefix(1).uppercased() + element.dropFirst()
        }
    }
}
