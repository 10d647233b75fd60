import FlowKit
import TutorialApp

// Runs the tutorial app headless and prints every navigation event as a user goes through it.
MainActor.assumeIsolated {
    let navigator = TutorialScript.run { event in print(event) }
    let stack = navigator.visibleStack.map { String(describing: type(of: $0)) }
    print("final stack: \(stack.joined(separator: " > "))")
}
