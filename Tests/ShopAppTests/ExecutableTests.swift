import ExecutableRunning
import Foundation
import Testing

/// `swift run ShopApp` as a person or a demo script runs it: the built executable, its output
/// and its exit status.
@Suite struct ExecutableTests {
    static func run(_ arguments: [String], input: String = "") throws -> ExecutableRun {
        try ExecutableRun("ShopApp", arguments, input: input)
    }

    @Test func aScriptedPurchaseRunsToTheEndAndExitsWithZero() throws {
        let steps = "welcome.skip,signIn.signIn,catalog.select(3),product.buyNow(2),checkout.proceed,payment.pay,orderConfirmation.done"
        let result = try Self.run(["--script", steps])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("✓ push payment → orderConfirmation [onPaid]\n"))
        #expect(result.stdout.contains("✓ popToRoot orderConfirmation\n"))
        #expect(result.stdout.contains("visible: catalog\n"))
    }

    @Test func aStepThatCannotRunExitsWithOneAndSaysWhichOnStandardError() throws {
        let result = try Self.run(["--script=welcome.skip,catalog.select"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: step 2 'catalog.select': no 'catalog' screen is on screen\n")
    }

    @Test(arguments: [["--scrip"], ["--script"]])
    func badArgumentsExitWithTwoAndUsage(arguments: [String]) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("usage: ShopApp"))
        #expect(result.stdout.isEmpty)
    }

    @Test func anInteractiveRunEndsCleanlyAtTheEndOfInput() throws {
        let result = try Self.run([], input: "2\nquit\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("✓ present welcome → signIn"))
        #expect(result.stdout.hasSuffix("> "), "the last prompt, answered by quit")
    }
}
