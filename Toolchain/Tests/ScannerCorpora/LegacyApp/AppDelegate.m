// The app's start in Objective-C: a tab bar of stacks set as the window's root.
#import "AppDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[
        [[UINavigationController alloc] initWithRootViewController:[[InboxViewController alloc] init]],
        [[UINavigationController alloc] initWithRootViewController:[[SearchViewController alloc] init]],
    ];
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
