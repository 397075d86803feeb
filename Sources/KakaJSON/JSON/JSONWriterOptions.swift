extension JSONWriter {
    /// Output formatting choices for a ``JSONWriter``.
    package struct Options: OptionSet, Sendable, Hashable {
        /// The raw bit set.
        package let rawValue: UInt8

        /// Creates options from a raw bit set.
        package init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Two-space indented output, one member or element per line, `"key": value`.
        ///
        /// Empty containers stay on one line as `{}` and `[]` (see `.encoderLayout`).
        package static let prettyPrinted = Options(rawValue: 1 << 0)

        /// Object members are emitted in ascending order of their key's UTF-8 bytes
        /// (that is, Unicode scalar order); members with equal keys keep their order.
        ///
        /// The writer buffers each object and reorders it when the object ends, so
        /// callers may write members in any order. This costs a copy per object level.
        package static let sortedKeys = Options(rawValue: 1 << 1)

        /// `/` is written `\/`, as Foundation's `JSONEncoder` writes it unless told
        /// `.withoutEscapingSlashes`; without this option `/` stays as it is.
        package static let escapingSlashes = Options(rawValue: 1 << 2)

        /// Pretty printing laid out as Foundation's `JSONEncoder` lays it out:
        /// `"key" : value`, and an empty container as its opening bracket, an empty
        /// line and its closing bracket on a line of its own. Only matters with
        /// `.prettyPrinted`.
        package static let encoderLayout = Options(rawValue: 1 << 3)
    }
}
