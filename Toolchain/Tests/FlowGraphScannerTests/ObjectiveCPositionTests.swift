import FlowGraph
import Testing

/// Where an Objective-C call is drawn: the line of its message send, whatever literal before it
/// is left open or continued across a line break (an app's file may hold either).
struct ObjectiveCPositionTests {
    @Test(arguments: [
        // An unterminated string: its line break still ends its line.
        #"    NSURL *url = [NSURL URLWithString:@"https:"#,
        // A character literal left open.
        #"    char c = 'x;"#,
        // A string continued on the next line by a backslash.
        "    NSString *text = @\"first \\\n second\";",
    ])
    func aLiteralBeforeACallKeepsItsLine(literal: String) throws {
        let text = """
            @implementation SettingsViewController

            - (void)openHelp {
            \(literal)
                [UIApplication.sharedApplication openURL:url options:@{} completionHandler:nil];
            }

            - (void)openAbout {
                AboutViewController *about = [[AboutViewController alloc] init];

                [self presentViewController:about animated:YES completion:nil];
            }
            @end
            """
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = try #require(lines.firstIndex { $0.contains("presentViewController:") }) + 1
        let result = Scan.files([(path: "App/SettingsViewController.m", text: text)])
        let present = try #require(result.graph.edges.first { $0.to == "AboutViewController" })
        #expect(present.from == "SettingsViewController")
        #expect(present.line == expected)
    }
}
