/// The files of a feature that never mention the DSL: its model, its service, view helpers,
/// and the app's shared core.
enum SupportSources {
    static func models(_ group: GroupPlan, random: inout SeededRandom) -> String {
        let model = group.model
        let extra = (0..<random.int(in: 1...4)).map { "    var note\($0 + 1): String? = nil" }.joined(separator: "\n")
        return """
        import Foundation

        /// Where an item of \(group.feature) stands.
        enum \(group.feature)Status: String, Codable, CaseIterable, Sendable {
            case draft, active, pending, archived
        }

        /// One item of \(group.feature), as the server sends it.
        struct \(model): Codable, Hashable, Identifiable, Sendable {
            var id: String
            var title: String
            var subtitle: String?
            var quantity: Int
            var price: Decimal
            var tags: [String]
            var status: \(group.feature)Status
            var updatedAt: Date
        \(extra)

            var isArchived: Bool { status == .archived }
        }

        extension \(model) {
            /// A placeholder shown while loading.
            static let placeholder = \(model)(id: "placeholder", title: "", subtitle: nil, quantity: 0, price: 0,
                                              tags: [], status: .draft, updatedAt: Date(timeIntervalSince1970: 0))

            /// The total price of `quantity` items.
            var total: Decimal { price * Decimal(quantity) }

            /// Whether the item matches every tag in `filter`.
            func matches(_ filter: Set<String>) -> Bool {
                filter.isSubset(of: Set(tags))
            }
        }

        /// A page of items with the cursor for the next one.
        struct \(group.feature)Page: Codable, Sendable {
            var items: [\(model)]
            var nextCursor: String?
        }

        """
    }

    static func service(_ group: GroupPlan, random: inout SeededRandom) -> String {
        let model = group.model
        return """
        import Foundation

        /// Loads and saves \(group.feature)'s items, caching the pages it has seen.
        @MainActor
        final class \(group.service) {
            enum ServiceError: Error {
                case offline
                case notFound(String)
                case server(status: Int)
            }

            private var cache: [String: \(model)] = [:]
            private var order: [String] = []
            private let client: HTTPClient
            private let path = "/v\(random.int(in: 1...3))/\(group.property)"

            init(client: HTTPClient = .shared) {
                self.client = client
            }

            /// Fetches up to `limit` items after `cursor`, from the cache when it holds enough.
            func fetchItems(limit: Int, after cursor: String? = nil,
                            completion: @escaping (Result<[\(model)], Error>) -> Void) {
                let start = cursor.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                if start + limit <= order.count {
                    completion(.success(order[start..<(start + limit)].compactMap { cache[$0] }))
                    return
                }
                client.get(path, query: ["limit": String(limit), "after": cursor ?? ""]) { [weak self] result in
                    guard let self else { return }
                    switch result {
                    case .success(let data):
                        do {
                            let page = try JSONDecoder().decode(\(group.feature)Page.self, from: data)
                            for item in page.items where self.cache[item.id] == nil {
                                self.order.append(item.id)
                                self.cache[item.id] = item
                            }
                            completion(.success(page.items))
                        } catch {
                            completion(.failure(error))
                        }
                    case .failure(let error):
                        completion(.failure(error))
                    }
                }
            }

            /// Forgets and deletes one item.
            func delete(id: String) {
                cache[id] = nil
                order.removeAll { $0 == id }
                client.delete("\\(path)/\\(id)")
            }

            /// Saves the user's order of items.
            func saveOrder(_ ids: [String]) {
                order = ids.filter { cache[$0] != nil }
                client.put("\\(path)/order", body: ids.joined(separator: ","))
            }
        }

        """
    }

    static func formatting(_ group: GroupPlan, random: inout SeededRandom) -> String {
        let model = group.model
        return """
        import Foundation

        /// How \(group.feature)'s screens format values.
        enum \(group.feature)Formatting {
            private static let currency: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                formatter.maximumFractionDigits = \(random.int(in: 0...2))
                return formatter
            }()

            /// The price as the user's currency, or a dash.
            static func price(_ item: \(model)) -> String {
                currency.string(from: item.total as NSDecimalNumber) ?? "–"
            }

            /// "3 days ago", "today"…
            static func age(of item: \(model), now: Date = Date()) -> String {
                let days = Int(now.timeIntervalSince(item.updatedAt) / 86_400)
                switch days {
                case ..<1: return "today"
                case 1: return "yesterday"
                default: return "\\(days) days ago"
                }
            }

            /// The tags joined for a subtitle, at most three.
            static func tagLine(_ item: \(model)) -> String {
                item.tags.prefix(3).map { "#\\($0)" }.joined(separator: " ")
            }
        }

        """
    }
}

/// Files every generated app shares.
enum CoreSources {
    static let files: [(String, String)] = [
        ("Core/HTTPClient.swift", """
        import Foundation
        #if canImport(FoundationNetworking)
        import FoundationNetworking // URLSession, off Apple platforms
        #endif

        /// A minimal HTTP client the services share.
        final class HTTPClient: @unchecked Sendable {
            static let shared = HTTPClient(base: URL(string: "https://api.example.com")!)

            private let base: URL
            private let session: URLSession

            init(base: URL, session: URLSession = .shared) {
                self.base = base
                self.session = session
            }

            func get(_ path: String, query: [String: String], completion: @escaping (Result<Data, Error>) -> Void) {
                var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)
                components?.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
                guard let url = components?.url else { return }
                // Unchecked: the generated app is compiled and scanned, never run against a network.
                nonisolated(unsafe) let completion = completion
                session.dataTask(with: url) { data, _, error in
                    if let data { completion(.success(data)) } else { completion(.failure(error ?? URLError(.unknown))) }
                }.resume()
            }

            func delete(_ path: String) {
                var request = URLRequest(url: base.appendingPathComponent(path))
                request.httpMethod = "DELETE"
                session.dataTask(with: request).resume()
            }

            func put(_ path: String, body: String) {
                var request = URLRequest(url: base.appendingPathComponent(path))
                request.httpMethod = "PUT"
                request.httpBody = Data(body.utf8)
                session.dataTask(with: request).resume()
            }
        }

        """),
        ("Core/Log.swift", """
        /// Where the app writes what it did, for support requests.
        enum Log {
            nonisolated(unsafe) static var lines: [String] = []

            static func info(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
                lines.append("\\(file):\\(line) \\(message())")
                if lines.count > 1_000 { lines.removeFirst(lines.count - 1_000) }
            }
        }

        """),
    ]
}
