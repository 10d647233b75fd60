/// A movie as the lists and the detail show it.
public struct Movie: Equatable, Sendable {
    /// The movie's id: what steps carry.
    public let id: Int
    /// The title.
    public let title: String
    /// The release year.
    public let year: Int
    /// The ids of its cast members.
    public let castIDs: [Int]
}

/// A person in a movie's cast.
public struct CastMember: Equatable, Sendable {
    /// The person's id: what steps carry.
    public let id: Int
    /// The person's name.
    public let name: String
}

/// The movies the app knows, in the roles RxFlow's demo gives them: a wishlist, the movies
/// already watched, and what is trending. Fixed data: the sample is about navigation.
public struct MovieCatalog: Sendable {
    /// Every movie, by id.
    public let movies: [Movie]
    /// Every cast member, by id.
    public let cast: [CastMember]
    /// Ids of the movies to watch.
    public let wishlist: [Int]
    /// Ids of the movies seen.
    public let watched: [Int]
    /// Ids of the movies everybody watches now.
    public let trending: [Int]

    /// The sample's catalog.
    public static let sample = MovieCatalog(
        movies: [
            Movie(id: 1, title: "The Matrix", year: 1999, castIDs: [10, 11]),
            Movie(id: 2, title: "John Wick", year: 2014, castIDs: [10, 12]),
            Movie(id: 3, title: "Arrival", year: 2016, castIDs: [13]),
            Movie(id: 4, title: "Blade Runner 2049", year: 2017, castIDs: [14, 15]),
        ],
        cast: [
            CastMember(id: 10, name: "Keanu Reeves"), CastMember(id: 11, name: "Carrie-Anne Moss"),
            CastMember(id: 12, name: "Ian McShane"), CastMember(id: 13, name: "Amy Adams"),
            CastMember(id: 14, name: "Ryan Gosling"), CastMember(id: 15, name: "Ana de Armas"),
        ],
        wishlist: [3, 4], watched: [1, 2], trending: [2, 4])

    /// The movie with `id`, if there is one.
    public func movie(_ id: Int) -> Movie? { movies.first { $0.id == id } }

    /// The cast member with `id`, if there is one.
    public func castMember(_ id: Int) -> CastMember? { cast.first { $0.id == id } }

    /// The movies in `ids`, in that order, skipping unknown ids.
    public func movies(_ ids: [Int]) -> [Movie] { ids.compactMap(movie) }
}
