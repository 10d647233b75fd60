import FlowGraph
import FlowGraphScanner
import Testing

/// A category's `void` method showing the view controller it is given, directly or through
/// another of its methods (`- (void)ar_addChild:(UIViewController *)c atFrame:(CGRect)f` handing
/// `c` to `ar_addChild:inView:atFrame:`, which calls `addChildViewController:`), makes each
/// send of it to `self` in another Objective-C file show the argument, where it is sent; a page
/// view controller's `setViewControllers:direction:animated:completion:` shows its pages.
struct ObjectiveCCategoryWrapperTests {
    @Test func aCategorysMethodShowingItsParameterStandsAtSendsInOtherFiles() {
        let result = Scan.files([(path: "App/Categories/UIViewController+Children.m", text: """
        #import "UIViewController+Children.h"
        @implementation UIViewController (Children)
        - (void)ar_addChild:(UIViewController *)controller atFrame:(CGRect)frame
        {
            [self ar_addChild:controller inView:self.view atFrame:frame];
        }
        - (void)ar_addChild:(UIViewController *)controller inView:(UIView *)view atFrame:(CGRect)frame
        {
            [self addChildViewController:controller];
            [view addSubview:controller.view];
            [controller didMoveToParentViewController:self];
        }
        @end
        """), (path: "App/GalleryViewController.m", text: """
        #import "GalleryViewController.h"
        @implementation GalleryViewController
        - (void)viewDidLoad
        {
            [super viewDidLoad];
            PageViewController *page = [[PageViewController alloc] initWithIndex:0];
            [self ar_addChild:page atFrame:self.view.bounds];
            ImageViewController *image = [self imageControllerForIndex:0];
            [self.pager setViewControllers:@[ image ] direction:UIPageViewControllerNavigationDirectionForward animated:NO completion:nil];
        }
        - (ImageViewController *)imageControllerForIndex:(NSInteger)index
        {
            return [[ImageViewController alloc] init];
        }
        @end
        """)])
        let edges = result.graph.edges.filter { $0.from == "GalleryViewController" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
        #expect(edges.sorted() == ["ImageViewController 9", "PageViewController 7"])
    }
}
