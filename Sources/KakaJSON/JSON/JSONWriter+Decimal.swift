// The only writer file that needs Foundation, for its `Decimal` type.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONWriter {
    /// Writes a `Decimal` with its exact decimal digits (never through `Double`),
    /// or `null` for NaN.
    ///
    /// - Returns: `true` if the number was written, `false` if `null` was.
    @discardableResult
    package mutating func decimal(_ value: Decimal) -> Bool {
        // `Decimal.description` is plain positional notation (`-12.5`, `0.001`), which
        // is JSON number syntax; `rawNumber` rejects anything else, such as `NaN`.
        rawNumber(value.description)
    }
}
