import ShopTerminal
import Testing

@Suite struct CommandTests {
    @Test(arguments: [
        ("3", Command(screen: nil, action: "3")),
        ("buyNow", Command(screen: nil, action: "buyNow")),
        ("  product.buyNow(2)  ", Command(screen: "product", action: "buyNow", arguments: ["2"])),
        ("signIn.signIn(ada@example.com, secret1)", Command(screen: "signIn", action: "signIn",
                                                            arguments: ["ada@example.com", "secret1"])),
        ("search.search(\"lamp, desk\")", Command(screen: "search", action: "search", arguments: ["lamp, desk"])),
        ("user.tab( 2 )", Command(screen: "user", action: "tab", arguments: ["2"])),
        ("done()", Command(screen: nil, action: "done")),
    ])
    func readsCommands(text: String, expected: Command) throws {
        #expect(try Command(parsing: text) == expected)
    }

    @Test(arguments: ["", ".", "a.", ".a", "a.b.c", "a(", "a(1", "a(\"1)", "a b", "a.b)"])
    func refusesMalformedText(text: String) {
        #expect(throws: ConsoleError.malformed(text)) { try Command(parsing: text) }
    }
}
