@testable import FlowGraphScanner
import Testing

/// Bodies UIKit's reader would skip are blanked before a plain UIKit file is parsed (issue 24,
/// point 7): what it reads stays, every position stays, and a file the lexer is unsure of is
/// parsed as written.
struct BodyElisionTests {
    /// The elided text, `nil` when nothing was blanked.
    private func elided(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { BodyElision.elided($0, keeping: { UIKitReader.readsBody(of: $0) }) }.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func blanksAMethodThatCannotNavigateAndKeepsEveryPosition() throws {
        let text = """
        final class InboxViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox é {"
            }
            func open(_ message: Message) {
                navigationController?.pushViewController(MessageViewController(message), animated: true)
            }
        }
        """
        let result = try #require(elided(text))
        #expect(result.utf8.count == text.utf8.count)
        #expect(result.split(separator: "\n", omittingEmptySubsequences: false).count
            == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!result.contains("super.viewDidLoad"))
        #expect(result.contains("override func viewDidLoad() {"))
        #expect(result.contains("pushViewController(MessageViewController(message), animated: true)"))
    }

    @Test func keepsACoordinatorsStartForTheMethodsItCalls() throws {
        let text = """
        final class WalletCoordinator {
            func start(_ entry: Entry) {
                switch entry { case .welcome: setWelcomeView() }
            }
            func stop() {
                removeAll()
            }
        }
        """
        let result = try #require(elided(text))
        #expect(result.contains("case .welcome: setWelcomeView()"))
        #expect(!result.contains("removeAll()"))
    }

    @Test(arguments: [
        "func make() -> UIViewController { DetailViewController() }",
        "func make() -> UIViewController? { return DetailViewController() }",
        "func make() -> UINavigationController { UINavigationController(rootViewController: Detail()) }",
        "func make<T>() -> UIHostingController<T> where T: View { UIHostingController(rootView: build()) }",
        "func close() { dismiss(animated: true) }",
        "static func content(for model: Model) -> some View { if model.a { A() } else { B() } }",
        "func route() {\n#if DEBUG\nlet x = 1\n#endif\n}",
    ])
    func keepsBodiesTheReaderLooksInto(_ member: String) {
        #expect(elided("class A: UIViewController {\n\(member)\n}") == nil)
    }

    @Test func blanksWhatReturnsNoScreenBase() throws {
        let text = "class A: UITableViewController {\n func count() -> Int { items.count }\n}"
        #expect(try #require(elided(text)).contains("-> Int {             }"))
    }

    /// A nested block may bind what a call beside it reads: only a member's whole body goes.
    @Test func keepsFunctionsNestedInABodyThatStays() {
        let text = """
        class A: UIViewController {
            func show() {
                func make() { let x = 1 }
                present(B(), animated: true)
            }
        }
        """
        #expect(elided(text) == nil)
    }

    @Test(arguments: [
        "class A { func f() { let s = \"unterminated }\n} }",
        "class A { func f() { } ",
        "class A { func f() { /* open } }",
    ])
    func parsesAsWrittenWhenUnsure(_ text: String) {
        #expect(elided(text) == nil)
    }

    @Test func readsStringsCommentsAndInterpolationsAsNoBraces() throws {
        let text = #"""
        class A: UIViewController {
            // a brace in a comment {
            /* nested /* { */ } */
            let label = "}\(values.map { "\($0)}" })"
            let raw = #"{"#
            func layout() {
                let text = """
                {
                """
            }
            var body: String { "kept" }
        }
        """#
        let result = try #require(elided(text))
        #expect(!result.contains("let text"))
        #expect(result.contains(#"var body: String { "kept" }"#))
        #expect(result.contains(##"let raw = #"{"#"##))
    }

    /// A protocol's requirement has no body: the next member's braces are not one.
    @Test func aRequirementWithoutBodyClaimsNoBraces() {
        let text = "protocol P {\n func f() -> Int\n var x: Int { get }\n}\nclass C { @objc func g() { x = 1 } }"
        #expect(elided(text)?.contains("var x: Int { get }") == true)
    }
}
