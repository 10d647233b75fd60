import FlowGraph
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a storyboard or xib with Foundation's `XMLParser`, as untrusted input: a document
/// that declares a DTD or entities is refused before any parsing (so no external entity is
/// loaded and no entity expansion can grow memory), external entities are off regardless, files
/// over the Swift files' size limit are skipped, and malformed XML is reported with its line and
/// skipped. Nothing of it can stop the scan.
enum StoryboardReader {
    /// The storyboard's facts, or the warning that says why it is skipped.
    static func facts(path: String, data: Data) -> Result<StoryboardFacts, StoryboardSkip> {
        if data.count > FileCollector.largestFile {
            return .failure(StoryboardSkip(path: path, message: "file is larger than \(FileCollector.largestFile >> 20) MB "
                                           + "(\(data.count >> 20) MB), likely generated; skipped"))
        }
        if let refused = markupNeverWritten(in: data) {
            return .failure(StoryboardSkip(path: path, message: refused + ", which Interface Builder never writes; skipped unread"))
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let delegate = Delegate(facts: StoryboardFacts(name: name, path: path))
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        // Whatever `parse()` answers (libxml2 recovers from some errors), a document whose root
        // never closed, or that raised an error on the way, is not one Interface Builder wrote.
        let parsed = parser.parse()
        guard parsed, delegate.closedDocument, delegate.errorLine == nil else {
            let line = delegate.errorLine ?? parser.lineNumber
            return .failure(StoryboardSkip(path: path, line: max(line, 1),
                                           message: "malformed storyboard XML (line \(max(line, 1))); skipped"))
        }
        return .success(delegate.facts)
    }

    /// What the bytes hold that Interface Builder never writes, checked in one pass before any
    /// parser sees them: `<!DOCTYPE` or `<!ENTITY` anywhere (any case), so no entity is loaded or
    /// expanded, first; else `<?` anywhere but the XML declaration opening them (`<?xml version="1.0"…?>`),
    /// since Foundation's `XMLParser` on Linux stops the process on a processing instruction without
    /// data (`<?xml?>`, `<?x?>`, found by fuzzing), which libxml2 also reads where its recovery
    /// from malformed markup lands. `nil` when they hold neither.
    static func markupNeverWritten(in data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            // A byte order mark and blank space may come before the declaration.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            while start < bytes.count, bytes[start].isWhitespaceByte { start += 1 }
            let declaration = Array("<?xml".utf8)
            if bytes[start...].starts(with: declaration), start + declaration.count < bytes.count,
               bytes[start + declaration.count].isWhitespaceByte {
                start += declaration.count
            }
            let needles: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
            var instruction = false
            for index in 0..<max(bytes.count - 1, 0) where bytes[index] == UInt8(ascii: "<") {
                if bytes[index + 1] == UInt8(ascii: "?"), index >= start { instruction = true }
                guard bytes[index + 1] == UInt8(ascii: "!") else { continue }
                for needle in needles where index + needle.count <= bytes.count {
                    var matched = 2
                    // ASCII letters compared without case: `<!doctype` is refused too.
                    while matched < needle.count && (bytes[index + matched] | 0x20) == (needle[matched] | 0x20) { matched += 1 }
                    if matched == needle.count { return "storyboard declares a DTD or entities (<!DOCTYPE or <!ENTITY)" }
                }
            }
            return instruction ? "storyboard holds a processing instruction (<?…?>) past its XML declaration" : nil
        }
    }

    /// The parser's delegate: scenes are the elements a scene's `objects` hold with
    /// `sceneMemberID="viewController"`; a segue belongs to the scene it is written in.
    private final class Delegate: NSObject, XMLParserDelegate {
        var facts: StoryboardFacts
        /// Whether the root `document` element was closed: a truncated file never closes it.
        var closedDocument = false
        /// The line of the first error the parser reported.
        var errorLine: Int?
        /// The current scene's view controller id.
        private var sceneController: String?

        init(facts: StoryboardFacts) {
            self.facts = facts
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "document" { closedDocument = true }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if errorLine == nil { errorLine = parser.lineNumber }
        }

        func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
            if errorLine == nil { errorLine = parser.lineNumber }
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch element {
            case "document":
                facts.initialScene = attributes["initialViewController"]
            case "scene":
                sceneController = nil
            case "segue":
                guard let source = sceneController, let destination = attributes["destination"] else { return }
                facts.segues.append(StoryboardFacts.Segue(
                    source: source, destination: destination, kind: attributes["kind"] ?? "show",
                    identifier: attributes["identifier"], relationship: attributes["relationship"], line: parser.lineNumber))
            default:
                guard attributes["sceneMemberID"] == "viewController", let id = attributes["id"] else { return }
                var scene = StoryboardFacts.Scene(id: id, element: element, customClass: attributes["customClass"],
                                                  storyboardIdentifier: attributes["storyboardIdentifier"], line: parser.lineNumber)
                if element == "viewControllerPlaceholder" {
                    scene.reference = (attributes["storyboardName"], attributes["referencedIdentifier"])
                }
                if sceneController == nil { sceneController = id }
                facts.scenes.append(scene)
            }
        }
    }
}

/// Why a storyboard was skipped, said as a warning at its path.
struct StoryboardSkip: Error {
    var path: String
    var line = 1
    var message: String

    var diagnostic: Diagnostic { Diagnostic(severity: .warning, message: message, file: path, line: line) }
}
