/// The toolchain's release, printed by `flowgraph --version`; bumped with each tagged release.
enum ToolchainVersion {
    static let current = "0.3.0"
}
