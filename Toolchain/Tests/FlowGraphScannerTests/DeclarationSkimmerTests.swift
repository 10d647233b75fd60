@testable import FlowGraphScanner
import Testing

/// The lexer that skims files read only for their screens' callback properties.
struct DeclarationSkimmerTests {
    private func skim(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { DeclarationSkimmer.skim($0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// A step enum's cases type the routes that hand a verb the case's payload.
    @Test func keepsEnumCasesWithTheirPayloadsButNoRawValues() {
        let skimmed = skim("""
        final class PickerScreen {
            enum Step {
                case chosen(Int, name: String), help
                case cancel = 3
                func isBack() -> Bool { switch self { case .cancel: true; default: false } }
            }
            var onStep: ((Step) -> Void)?
        }
        """)
        #expect(skimmed?.components(separatedBy: "\n") == [
            "class PickerScreen {", "enum Step {", "case chosen(Int, name: String), help", "case cancel ",
            "func isBack() -> Bool ", "}",
            "var onStep: ((Step) -> Void)?", "}", "",
        ])
    }

    @Test func keepsTypeHeadersAnnotatedPropertiesAndAliasesOnly() {
        let skimmed = skim("""
        import class Foundation.NSObject
        typealias Handler = (Item) -> Void
        typealias Keyed<Key: Hashable, Value> = [Key: (Value) -> Void]
        @MainActor final class Screen: Base, Sendable {
            public var onNext: ((Item, Int) -> Void)?
            var onEmpty: () -> Void = { print("}") }
            var inferred = Screen.make()
            var count: Int { get { 1 } set { } }
            static let shared: [String: (Int) -> Void] = [:]
            class func make() -> Screen { Screen() }
            func run(_ x: Int) -> Int { if x > 0 { let y: Int = x / 2; return y } else { return 0 } }
            struct Nested { weak var onInner: ((Bool) -> Void)? }
            init() {}
        }
        extension Screen where Item == Int { func more() { let c = { $0 } } }
        """)
        // Annotations and signatures are copied as written, up to what ends them (`=`, `{`,
        // `}`, a line end); bodies never.
        #expect(skimmed?.components(separatedBy: "\n") == [
            "typealias Handler = (Item) -> Void",
            "typealias Keyed<Key: Hashable, Value> = [Key: (Value) -> Void]",
            "class Screen: Base, Sendable {",
            "var onNext: ((Item, Int) -> Void)?",
            "var onEmpty: () -> Void ",
            "var count: Int ",
            "var shared: [String: (Int) -> Void] ",
            "func make() -> Screen ",
            "func run(_ x: Int) -> Int ",
            "struct Nested {",
            "var onInner: ((Bool) -> Void)? ",
            "}",
            "}",
            "extension Screen where Item == Int {",
            "func more() ",
            "}",
            "",
        ])
    }

    @Test func withoutATypealiasOnlyFunctionTypedPropertiesAreKept() {
        let skimmed = skim("""
        final class Screen {
            var items: [Item] = []
            @IBOutlet weak var label: UILabel!
            var onNext: (@MainActor (Item) -> Void)?
            var generic: Array<Int>
        }
        """)
        #expect(skimmed == "class Screen {\nvar onNext: (@MainActor (Item) -> Void)?\n}\n")
    }

    @Test func bracesInStringsCommentsAndInterpolationsDoNotCount() {
        let skimmed = skim(##"""
        class A {
            let a = "{ \("}" + "\("{")") {"
            let b = #"{ \( "# + "}"
            let c = """
                { "" } \(1 + (2)) "
                """
            let d = ##"raw "# { "##
            /* { /* nested } */ } */
            // }
            var `class`: (() -> Void)?
        }
        """##)
        #expect(skimmed == "class A {\nvar `class`: (() -> Void)?\n}\n")
    }

    @Test func divisionIsCodeButAPossibleRegexGivesUp() {
        #expect(skim("class A { func f() { let x = a / b; let y = (a) /2; z /= 3 } }") == "class A {\nfunc f() \n}\n")
        #expect(skim("class A { func f() { let r = /{[a-z]+/ } }") == nil)
        #expect(skim("class A { func f() { let r = #/}/# } }") == nil)
    }

    @Test func malformedTextGivesUp() {
        #expect(skim("class A { func f() { }") == nil)
        #expect(skim("class A { } }") == nil)
        #expect(skim("class A { let s = \"open\n }") == nil)
        #expect(skim("class A { /* open }") == nil)
    }

    @Test func classMembersNamedLikeTypesAreNotTypes() {
        #expect(skim("class A { class var b: (() -> Int)? { nil }; static func c() { } }")
                == "class A {\nvar b: (() -> Int)? \nfunc c() \n}\n")
    }

    @Test func aScreenFileWithTrickyBodiesStillGivesItsCallbackArguments() {
        let result = Scan.files([
            (path: "Flows.swift", text: "final class Flows { lazy var a = Flow(with: Screen()) { vc, lets in vc.onNext = lets.pop() } }"),
            (path: "Screen.swift", text: ##"""
            final class Screen {
                func layout() { let s = "}}}"; let t = #"{"#; let u = """
                    }
                    """ }
                var onNext: ((Item, [String: Int]) -> Void)?
            }
            """##),
            (path: "Regex.swift", text: """
            final class Other { var onDone: ((Int) -> Void)?; func f() { _ = /a{2}/ } }
            """),
            (path: "Flows2.swift", text: "final class More { lazy var b = Flow(with: Other()) { vc, lets in vc.onDone = lets.pop() } }"),
        ])
        #expect(result.graph.edge(from: "Flows.a", label: "onNext")?.arguments == ["Item", "[String: Int]"])
        // The skimmer gives up on a possible regex literal; the file is then parsed whole.
        #expect(result.graph.edge(from: "More.b", label: "onDone")?.arguments == ["Int"])
    }
}
