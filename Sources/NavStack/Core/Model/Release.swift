/// The release of NavStack this is: the one version string that the library, navtree's
/// `--version`, the changelog and the README's installation lines agree on (a test checks
/// them).
public enum Release {
    /// The version, `MAJOR.MINOR.PATCH` (Semantic Versioning).
    public static let version = "0.4.0"
}
