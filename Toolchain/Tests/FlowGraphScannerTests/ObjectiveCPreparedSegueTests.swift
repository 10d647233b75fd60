import FlowGraph
import Testing

/// A segue performed in Objective-C whose storyboard is not in the sources: its screen is the one
/// the class's `prepareForSegue:sender:` casts the destination to in the identifier's branch.
struct ObjectiveCPreparedSegueTests {
    static let vault = """
        static NSString * const kShowHistory = @"segueToHistory";

        @implementation VaultViewController

        - (void)openEntry:(Entry *)entry {
            [self performSegueWithIdentifier:@"segueToEntry" sender:entry];
        }

        - (void)openSettings {
            [self performSegueWithIdentifier:@"segueToSettings" sender:nil];
        }

        - (void)openHistory {
            [self performSegueWithIdentifier:kShowHistory sender:nil];
        }

        - (void)openArchive {
            [self performSegueWithIdentifier:@"segueToArchive" sender:nil];
        }

        - (void)openTrash {
            [self performSegueWithIdentifier:@"segueToTrash" sender:nil];
        }

        - (void)openUnknown {
            [self performSegueWithIdentifier:@"segueNobodyPrepares" sender:nil];
        }

        - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
            if ([segue.identifier isEqualToString:@"segueToEntry"]) {
                EntryViewController* vc = (EntryViewController*)segue.destinationViewController;
                vc.entry = sender;
            }
            else if ([segue.identifier isEqualToString:@"segueToSettings"]) {
                UINavigationController* nav = (UINavigationController*)segue.destinationViewController;
                SettingsViewController* vc = (SettingsViewController*)nav.topViewController;
                vc.onDone = ^{ [self dismissViewControllerAnimated:YES completion:nil]; };
            }
            else if ([segue.identifier isEqualToString:kShowHistory]) {
                HistoryViewController *history = segue.destinationViewController;
                history.title = @"History";
            }
            else if ([segue.identifier isEqualToString:@"segueToArchive"] || [segue.identifier isEqualToString:@"segueToTrash"]) {
                ListViewController* vc = (ListViewController*)segue.destinationViewController;
                vc.mode = 1;
            }
        }
        @end
        """

    @Test func eachPreparedSegueShowsTheScreenItsBranchCastsTo() throws {
        let result = Scan.files([(path: "App/VaultViewController.m", text: Self.vault)])
        let edges = result.graph.edges.filter { $0.from == "VaultViewController" && $0.to != nil }
        let shown = Dictionary(grouping: edges) { $0.line ?? 0 }.mapValues { $0.compactMap(\.to) }
        #expect(shown == [6: ["EntryViewController"], 10: ["SettingsViewController"], 14: ["HistoryViewController"],
                          18: ["ListViewController"], 22: ["ListViewController"]])
        let settings = try #require(edges.first { $0.to == "SettingsViewController" })
        #expect(settings.action == .verb(.present) && settings.embedding == .navigation)
        #expect(settings.evidence == .inferred)
        let entry = try #require(edges.first { $0.to == "EntryViewController" })
        #expect(entry.action == .verb(.push) && entry.embedding == nil)
        // The segue no branch prepares is not guessed: a note says so.
        #expect(result.diagnostics.contains { $0.line == 26 && $0.message.contains("cannot tell") })
    }

    @Test func aStoryboardDeclaringTheSegueStillDecides() throws {
        let storyboard = StoryboardText.document([
            (id: "v1", customClass: "VaultViewController", segues: [.init(to: "v2", kind: "show", identifier: "segueToEntry")]),
            (id: "v2", customClass: "EntryDetailViewController", segues: []),
        ])
        let result = Scan.files([(path: "App/VaultViewController.m", text: Self.vault),
                                 (path: "App/Main.storyboard", text: storyboard)])
        let atCall = result.graph.edges.filter { $0.line == 6 && $0.file == "App/VaultViewController.m" }
        #expect(atCall.compactMap(\.to) == ["EntryDetailViewController"])
    }
}
