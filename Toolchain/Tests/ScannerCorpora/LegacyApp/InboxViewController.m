// A screen of a long-lived app written in Objective-C: the fuzz campaign's seed for the
// Objective-C reader, and a corpus for its tests.
#import "InboxViewController.h"
#import "MessageViewController.h"

@interface InboxViewController () <UITableViewDelegate, UITableViewDataSource>
@property (nonatomic, strong) SettingsViewController *settings;
@property (nonatomic, copy) NSArray<Message *> *messages;
@end

@implementation InboxViewController

- (instancetype)init {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        _settings = [[SettingsViewController alloc] init];
    }
    return self;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    Message *message = self.messages[indexPath.row];
    MessageViewController *detail = [[MessageViewController alloc] initWithMessage:message];
    detail.onReply = ^(Message *reply) {
        [self compose:reply];
    };
    [self.navigationController pushViewController:detail animated:YES];
}

- (void)compose:(Message *)reply {
    ComposeViewController *composer = [ComposeViewController composeViewControllerReplyingTo:reply];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:composer];
    [self presentViewController:navigation animated:YES completion:^{
        NSLog(@"presented %@", composer);
    }];
}

- (IBAction)showSettings:(id)sender {
    [self.navigationController pushViewController:self.settings animated:NO];
}

- (IBAction)edit:(id)sender {
    [self performSegueWithIdentifier:@"EditFolders" sender:sender];
}

- (void)signOut {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Sign out?" message:nil
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"Sign out" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
        [self dismissViewControllerAnimated:YES completion:nil];
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

@end
