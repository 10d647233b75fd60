/// Reads the files consulted only for their types (screens and their superclasses), many at a
/// time.
///
/// Each file is skimmed down to its type headers and callback properties
/// (``DeclarationSkimmer``), and the skims are joined into one text per worker and parsed
/// once, which saves a parser, a tree and a walk per file. This is sound only because such
/// files contribute no positions (no flows, tabs, routes or diagnostics), and because a skim
/// is whole declarations only, so one file cannot swallow the next. A file the skimmer is
/// unsure of is parsed alone, whole.
enum DeclarationBatch {
    /// One file to read for its declarations: its position in scan order, path and text.
    struct Input: Sendable {
        var index: Int
        var path: String
        var text: String
    }

    /// The facts of `inputs`, each batch filed under the scan order of its first file so that
    /// "first declaration wins" still follows path order.
    static func facts(of inputs: [Input]) -> [(index: Int, facts: FileFacts)] {
        let skims = Parallel.map(inputs) { input -> [UInt8]? in
            var text = input.text
            return text.withUTF8 { DeclarationSkimmer.skim($0) }
        }
        var alone: [Input] = []
        var pieces: [(index: Int, bytes: [UInt8])] = []
        for (input, cut) in zip(inputs, skims) {
            if let cut { pieces.append((input.index, cut)) } else { alone.append(input) }
        }
        let batches = split(pieces, into: Parallel.workerCount)
        var results: [(index: Int, facts: FileFacts)] = Parallel.map(batches) { batch -> (index: Int, facts: FileFacts) in
            var joined: [UInt8] = []
            joined.reserveCapacity(batch.reduce(0) { $0 + $1.bytes.count + 1 })
            for piece in batch {
                joined.append(contentsOf: piece.bytes)
                joined.append(0x0A)
            }
            let text = String(decoding: joined, as: UTF8.self)
            return (batch[0].index, declarations(DeclarationIndex.facts(path: "", text: text)))
        }
        results += zip(alone.map(\.index), Parallel.map(alone) { declarations(DeclarationIndex.facts(path: $0.path, text: $0.text)) })
            .map { ($0, $1) }
        return results
    }

    /// Only what has no position: these files were not picked for flows, and a flow found in
    /// a joined text would point nowhere.
    private static func declarations(_ facts: FileFacts) -> FileFacts {
        var kept = facts
        kept.flows = []
        kept.tabs = []
        kept.routes = []
        kept.diagnostics = []
        return kept
    }

    /// Consecutive runs of `pieces` of about equal size, one per worker, none empty.
    private static func split(_ pieces: [(index: Int, bytes: [UInt8])], into count: Int)
    -> [[(index: Int, bytes: [UInt8])]] {
        guard !pieces.isEmpty else { return [] }
        let total = pieces.reduce(0) { $0 + $1.bytes.count }
        let target = max(1, total / max(1, count))
        var batches: [[(index: Int, bytes: [UInt8])]] = [[]]
        var size = 0
        for piece in pieces {
            if size >= target, batches.count < count {
                batches.append([])
                size = 0
            }
            batches[batches.count - 1].append(piece)
            size += piece.bytes.count
        }
        return batches
    }
}
