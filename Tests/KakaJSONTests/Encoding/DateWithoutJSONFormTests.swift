// A date whose number in its format is not finite (a NaN or infinite
// interval, or milliseconds past Double's range) has no JSON form, as NaN
// has: a member is left out, an array element is `null`, a dictionary
// value is left out; the same in JSONString, JSONObject and write(_:to:).

import Foundation
import KakaJSON
import XCTest

private struct Dated: Convertible {
    var at = Date(timeIntervalSince1970: 0)
    var maybe: Date? = Date(timeIntervalSince1970: 0)
    var list: [Date] = []
    var table: [String: Date] = [:]
    var any: Any?
}

final class DateWithoutJSONFormTests: XCTestCase {
    override func tearDown() {
        ConvertibleConfig.reset()
        super.tearDown()
    }

    private func dated(_ seconds: Double) -> Dated {
        let date = Date(timeIntervalSince1970: seconds)
        var model = Dated()
        model.at = date
        model.maybe = date
        model.list = [date, Date(timeIntervalSince1970: 1)]
        model.table = ["d": date]
        model.any = date
        return model
    }

    /// The text when every date of `dated(seconds)` has no JSON form.
    private let withoutForm = #"{"list":[null,ONE],"table":{}}"#

    /// Values outside models are written in the default format: their
    /// checks apply to intervals that have no form in any format.
    private func assertNoForm(_ seconds: Double, one: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let model = dated(seconds)
        let expected = withoutForm.replacingOccurrences(of: "ONE", with: one)
        XCTAssertEqual(model.kj.JSONString(), expected, file: file, line: line)
        let object = model.kj.JSONObject()
        XCTAssertEqual(Set(object.keys), ["list", "table"], file: file, line: line)
        let list = try XCTUnwrap(object["list"] as? [Any], file: file, line: line)
        XCTAssertTrue(list[0] is NSNull, file: file, line: line)
        XCTAssertTrue(JSONSerialization.isValidJSONObject(object), file: file, line: line)
        if !seconds.isFinite {
            XCTAssertEqual(JSONString(from: [Date(timeIntervalSince1970: seconds)] as [Any]), "[null]", file: file, line: line)
            XCTAssertEqual(JSONString(from: Date(timeIntervalSince1970: seconds)), "", file: file, line: line)
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kakajson-date-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(write(model, to: url), expected, file: file, line: line)
    }

    func testNonFiniteIntervalsHaveNoFormInAnyFormat() throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy"
        let formats: [(DateFormat, String)] = [(.secondsSince1970, "1"), (.millisecondsSince1970, "1000"),
                                               (.iso8601, #""1970-01-01T00:00:01Z""#), (.formatter(formatter), #""1970""#)]
        for (format, one) in formats {
            if case .formatter = format { formatter.timeZone = TimeZone(identifier: "UTC") }
            ConvertibleConfig.setDateFormat(for: Dated.self, format)
            for seconds in [Double.nan, .infinity, -.infinity] { try assertNoForm(seconds, one: one) }
        }
    }

    func testMillisecondsPastDoubleHaveNoForm() throws {
        ConvertibleConfig.setDateFormat(for: Dated.self, .millisecondsSince1970)
        for seconds in [1e308, -1e308, 1.8e305] { try assertNoForm(seconds, one: "1000") }
    }

    func testLargeFiniteDatesAreWritten() {
        // Seconds: the number itself; milliseconds: exact where only the
        // microseconds overflow; ISO 8601: seconds past the year 9999.
        ConvertibleConfig.setDateFormat(for: Dated.self, .secondsSince1970)
        XCTAssertEqual(dated(1e308).kj.JSONString(),
                       #"{"at":1e+308,"maybe":1e+308,"list":[1e+308,1],"table":{"d":1e+308},"any":1e+308}"#)
        ConvertibleConfig.setDateFormat(for: Dated.self, .millisecondsSince1970)
        XCTAssertEqual(dated(1e303).kj.JSONString(),
                       #"{"at":1e+306,"maybe":1e+306,"list":[1e+306,1000],"table":{"d":1e+306},"any":1e+306}"#)
        XCTAssertEqual(dated(-1e303).kj.JSONObject()["at"] as? Double, -1e306)
        ConvertibleConfig.setDateFormat(for: Dated.self, .iso8601)
        XCTAssertEqual(dated(-1e308).kj.JSONObject()["at"] as? Double, -1e308)
    }

    /// KakaJSONEncoder's number strategies against Foundation's JSONEncoder:
    /// the same text, or an error at the same coding path.
    func testCoderNumberStrategiesMatchFoundation() {
        struct Box: Codable { var d: Date; var list: [Date] }
        let strategies: [(JSONEncoder.DateEncodingStrategy, KakaJSONEncoder.DateEncodingStrategy)] = [
            (.secondsSince1970, .secondsSince1970), (.millisecondsSince1970, .millisecondsSince1970),
        ]
        for (foundation, kaka) in strategies {
            for seconds in [1e308, -1e308, 1e305, 1.7e305, Double.nan, .infinity, 12.5] {
                for box in [Box(d: Date(timeIntervalSince1970: seconds), list: []),
                            Box(d: Date(timeIntervalSince1970: 0), list: [Date(timeIntervalSince1970: seconds)])] {
                    let reference = JSONEncoder()
                    reference.dateEncodingStrategy = foundation
                    let encoder = KakaJSONEncoder()
                    encoder.dateEncodingStrategy = kaka
                    let expected = Result { try reference.encode(box) }
                    let actual = Result { try encoder.encode(box) }
                    switch (expected, actual) {
                    case (.success(let left), .success(let right)):
                        // The same object; Foundation's key order is its dictionary's own.
                        let parse = { (data: Data) in try? JSONSerialization.jsonObject(with: data) as? NSDictionary }
                        XCTAssertEqual(parse(right), parse(left), String(decoding: right, as: UTF8.self))
                        XCTAssertNotNil(parse(right))
                    case (.failure(EncodingError.invalidValue(_, let left)), .failure(EncodingError.invalidValue(_, let right))):
                        XCTAssertEqual(right.codingPath.map(\.stringValue), left.codingPath.map(\.stringValue), "\(seconds)")
                    default:
                        XCTFail("\(seconds): Foundation \(expected), KakaJSON \(actual)")
                    }
                }
            }
        }
    }
}
