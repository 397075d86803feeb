extension ConvertibleConfig {
    /// Sets how deep arrays and objects may nest in the JSON text that
    /// KakaJSON reads (default 512). Deeper text is refused: a conversion
    /// from it gives nil, or changes nothing, like any invalid text.
    /// `KakaJSONEncoder` refuses a value whose text would nest this deep
    /// (at the default, Foundation's `JSONEncoder`'s rule).
    ///
    /// Raise it for deeply nested data such as long linked lists; a value
    /// below 1 refuses every array and object. Models nested deeper than
    /// a thread's stack allows are converted on a thread with a larger
    /// stack, so a high limit cannot overflow the caller's stack.
    /// `reset()` restores the default.
    public static func setMaxDepth(_ depth: Int) {
        ConfigStore.shared.update { $0.maxDepth = depth }
    }

    /// The nesting limit in force (see `setMaxDepth(_:)`).
    public static var maxDepth: Int {
        ConfigStore.current.maxDepth
    }

    /// Sets the size of the largest file `read(_:from:)` reads, in bytes
    /// (default 256 MB). A larger file is refused before any of it is read:
    /// `read` gives nil and reports a `fileRefused` issue. A value below 0
    /// counts as 0. `reset()` restores the default.
    public static func setMaxReadSize(_ bytes: Int) {
        ConfigStore.shared.update { $0.maxReadSize = max(0, bytes) }
    }

    /// The file size limit in force (see `setMaxReadSize(_:)`).
    public static var maxReadSize: Int {
        ConfigStore.current.maxReadSize
    }
}
