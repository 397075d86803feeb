/// Which way a conversion goes.
enum Direction: String, CaseIterable {
    /// JSON bytes → typed models.
    case decode
    /// Typed models → JSON bytes.
    case encode
}
