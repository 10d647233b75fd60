@testable import FlowGraphScanner
import Testing

/// Only files that may navigate with UIKit are parsed for it (issue 24, point 7): the byte scan
/// finds every call form, and passes over what merely shares a name.
struct UIKitPrefilterTests {
    private static func mayNavigate(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { UIKit.mayNavigate($0) }
    }

    @Test(arguments: [
        "navigationController?.pushViewController(vc, animated: true)",
        "present(vc, animated: true)",
        "show(vc, sender: self)",
        "router.show(scene: .profile)",
        "splitViewController?.showDetailViewController(vc, sender: nil)",
        "tabs.viewControllers = [a, b]",
        "window?.rootViewController = nav",
        "performSegue(withIdentifier: \"detail\", sender: nil)",
        "storyboard.instantiateViewController(withIdentifier: \"x\")",
        "dismiss(animated: true)",
        "addChild(child)",
        "setViewController(sidebar, for: .primary)",
    ])
    func navigationIsFound(_ line: String) {
        #expect(Self.mayNavigate(line))
    }

    @Test(arguments: [
        "func show(_ item: Item) { label.text = item.name }",
        "let presentation = style.presentationStyle",
        "var viewControllersCount = 0",
        "isDismissed = true",
        "// pushViewControllers later",
    ])
    func lookalikesAreNot(_ line: String) {
        #expect(!Self.mayNavigate(line))
    }
}
