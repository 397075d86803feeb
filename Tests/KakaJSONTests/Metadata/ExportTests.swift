import XCTest
import KakaJSON

final class ExportTests: XCTestCase {
    struct Point { var x = 1.0; var y = 2.0 }

    func testImportKakaJSONGivesTheMetadataAPI() throws {
        let type = try XCTUnwrap(Metadata.type(Point.self) as? ModelType)
        XCTAssertEqual(type.properties?.map(\.name), ["x", "y"])
        XCTAssertEqual(type.properties?.map(\.offset), [0, 8])
    }
}
