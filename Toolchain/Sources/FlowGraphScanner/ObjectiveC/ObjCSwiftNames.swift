/// How a method Swift declares is named when Objective-C sends it: Swift's importer ends the
/// base name before the last preposition and turns the rest into labels, as
/// `NS_SWIFT_NAME` declarations usually do too, so `[theme inviteViewControllerForAccount:a]`
/// calls `inviteViewController(account:)` (or `(for:)`). The resolver looks a sent keyword up
/// as written first, then under these names.
enum ObjCSwiftNames {
    /// Words Objective-C selectors join a method's name and its first argument with.
    private static let prepositions = ["With", "For", "From", "Of", "In", "At", "By", "To", "On", "Using", "Into", "As"]

    /// The Swift base names `keyword` (a selector's first keyword) may stand for, the longest
    /// first; empty when it holds no preposition before a capitalised word.
    /// - Parameter keyword: The keyword as Objective-C writes it: `newUntrustedKeyViewControllerForBuddies`.
    static func baseNames(of keyword: String) -> [String] {
        let characters = Array(keyword)
        var names: [String] = []
        var index = characters.count - 1
        while index > 0 {
            defer { index -= 1 }
            guard characters[index].isUppercase, characters[index - 1].isLowercase || characters[index - 1].isNumber else { continue }
            for preposition in prepositions where matches(preposition, in: characters, at: index) {
                names.append(String(characters[..<index]))
                break
            }
        }
        return names
    }

    /// Whether `preposition` starts at `index` and a capitalised word (or the end) follows it.
    private static func matches(_ preposition: String, in characters: [Character], at index: Int) -> Bool {
        let word = Array(preposition)
        guard index + word.count <= characters.count, Array(characters[index..<(index + word.count)]) == word else { return false }
        let after = index + word.count
        return after < characters.count && characters[after].isUppercase
    }
}
