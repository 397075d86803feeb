#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONWriter {
    /// The output as `Data`: one copy of the bytes, and no UTF-8 validation,
    /// which making a `String` would do over the whole output.
    package func makeData() -> Data {
        buffer.withBytes { Data($0) }
    }
}
