/// The screens a class's `prepareForSegue:sender:` names for its segues, read where no storyboard
/// can say: a branch on the identifier (`if ([segue.identifier isEqualToString:@"showDetail"])`)
/// casting the destination, or the top of a navigation controller that is the destination
/// (`(DetailViewController *)nav.topViewController`), names the screen the segue shows.
enum ObjCPreparedSegues {
    /// The properties of a segue, or of the navigation controller it shows, that hold its screen.
    private static let destinationNames: Set<String> = ["destinationViewController", "topViewController", "visibleViewController"]

    /// The segues `prepareForSegue:sender:`'s body in `body` prepares, by identifier: the first
    /// screen each branch casts its destination to, and whether that screen is a navigation
    /// controller's top.
    /// - Parameters:
    ///   - body: The tokens between the method's braces.
    ///   - source: The file's tokens.
    static func destinations(in body: Range<Int>, of source: ObjCTokens) -> [String: UIKitTypeFact.PreparedSegue] {
        let tokens = source.tokens
        // Each test of the identifier (`[segue.identifier isEqualToString:@"showDetail"]`) opens a branch.
        var branches: [(identifier: String, start: Int)] = []
        for index in body where tokens[index].isSymbol("[") {
            guard let send = ObjCMessage(source, at: index), send.selector == "isEqualToString:",
                  let last = send.receiver.last, tokens[last].text == "identifier",
                  let identifier = send.arguments.first.flatMap(source.stringValue(of:)) else { continue }
            branches.append((identifier, index))
        }
        var found: [String: UIKitTypeFact.PreparedSegue] = [:]
        // Read from the last branch back: a test of two identifiers (`… isEqualToString:@"a"] ||
        // [… isEqualToString:@"b"]`) opens no block before the second, whose screen both share.
        var following: UIKitTypeFact.PreparedSegue?
        for (position, branch) in branches.enumerated().reversed() {
            let end = position + 1 < branches.count ? branches[position + 1].start : body.upperBound
            let range = branch.start..<end
            let screen = range.contains { tokens[$0].isSymbol("{") } ? screen(in: range, tokens) : following
            following = screen
            if let screen { found[branch.identifier] = screen }
        }
        return found
    }

    /// The screen a branch's statements hold the destination as: a cast (`(X *)segue.destinationViewController`)
    /// or a declared local (`X *detail = segue.destinationViewController;`); through a navigation
    /// controller's top when the destination is one.
    private static func screen(in branch: Range<Int>, _ tokens: [ObjCTokens.Token]) -> UIKitTypeFact.PreparedSegue? {
        var embedded = false
        var statementStart = branch.lowerBound
        for index in branch {
            guard tokens[index].isSymbol(";") else { continue }
            defer { statementStart = index + 1 }
            let statement = statementStart..<index
            guard statement.contains(where: { tokens[$0].kind == .identifier && destinationNames.contains(tokens[$0].text) }),
                  let type = heldType(in: statement, tokens) else { continue }
            if type.hasSuffix("NavigationController") {
                embedded = true
                continue
            }
            guard !UIKit.isGenericContainer(type), type != "id" else { continue }
            return UIKitTypeFact.PreparedSegue(screen: type, embedded: embedded)
        }
        return nil
    }

    /// The type a statement casts to (`(X *)`) or declares its local as (`X *name =`).
    private static func heldType(in statement: Range<Int>, _ tokens: [ObjCTokens.Token]) -> String? {
        for index in statement where tokens[index].isSymbol("(") && index + 3 < statement.upperBound
            && tokens[index + 1].kind == .identifier && tokens[index + 2].isSymbol("*") && tokens[index + 3].isSymbol(")") {
            return tokens[index + 1].text
        }
        return statement.first { index in
            index + 3 < statement.upperBound && tokens[index].kind == .identifier && tokens[index + 1].isSymbol("*")
                && tokens[index + 2].kind == .identifier && tokens[index + 3].isSymbol("=")
        }.map { tokens[$0].text }
    }
}
