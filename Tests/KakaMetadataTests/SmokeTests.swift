import XCTest
@testable import KakaMetadata

final class SmokeTests: XCTestCase {
    struct S { var a: Int8 = 0; let b: Int = 0; var c: String = "" }
    func testStruct() throws {
        let t = try XCTUnwrap(Metadata.type(S.self) as? StructType)
        XCTAssertEqual(t.properties?.map(\.name), ["a", "b", "c"])
        print(t, t.properties ?? [])
    }
}
