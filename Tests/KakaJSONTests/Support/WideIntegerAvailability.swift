import XCTest

/// Skips a test of `Int128`/`UInt128` where the OS's standard library lacks
/// them (the test still needs its own `#available` for the compiler).
func skipUnlessWideIntegersExist() throws {
    guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
        throw XCTSkip("Int128 needs a newer OS")
    }
}
