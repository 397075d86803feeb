import KakaMetadata
import XCTest

/// `OptionalTag.isSome(at:)` and `isSome(at:wrapped:)` read an optional's
/// tag through the payload's value witness; `!= nil` on the value is the oracle.
final class OptionalTagTests: XCTestCase {
    private final class Box { var value = 1 }
    private struct Pair { var name = "a long string, stored out of line"; var box = Box() }
    private enum Small { case a, b, c }
    private enum Payload { case number(Int), text(String), empty }

    private func check<Wrapped>(_ values: [Wrapped?], file: StaticString = #filePath, line: UInt = #line) {
        for var value in values {
            let expected = value != nil
            let actual = withUnsafePointer(to: &value) { OptionalTag.isSome(at: $0) }
            XCTAssertEqual(actual, expected, "\(Wrapped.self): \(String(describing: value))", file: file, line: line)
            // The raw form, with the payload type as a value (the form object templates use).
            let raw = withUnsafePointer(to: &value) { OptionalTag.isSome(at: UnsafeRawPointer($0), wrapped: Wrapped.self) }
            XCTAssertEqual(raw, expected, "raw \(Wrapped.self): \(String(describing: value))", file: file, line: line)
        }
    }

    func testAgreesWithComparingToNil() {
        check([0, 7, Int.min, nil] as [Int?])
        check([0, 255, nil] as [UInt8?])
        check([true, false, nil] as [Bool?])
        check([0.0, -.infinity, .nan, nil] as [Double?])
        check(["", "short", String(repeating: "long", count: 20), nil] as [String?])
        check([[], [1, 2], nil] as [[Int]?])
        check([[:], ["k": 1], nil] as [[String: Int]?])
        check([Box(), nil] as [Box?])
        check([Pair(), nil] as [Pair?])
        check([.a, .c, nil] as [Small?])
        check([.number(3), .text("x"), .empty, nil] as [Payload?])
        check([1, nil] as [Any?])
        // Nested: `.some(nil)` holds a value.
        check([.some(nil), .some(4), .none] as [Int??])
        check([.some(nil), .some("s"), .none] as [String??])
        check([.some(.some(nil)), .some(nil), nil] as [Bool???])
    }
}
