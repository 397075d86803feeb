// Dates: ISO 8601 strings read under every format, the global and per-type
// settings, writing in each format, and what is refused.

import XCTest
import Foundation
import KakaJSON

private struct Event: Convertible {
    var at = Date(timeIntervalSince1970: 7)
    var ns: NSDate?
    var maybe: Date?
    var all: [Date] = []
    var byName: [String: Date] = [:]
    var any: Any?
}

private struct Plain: Convertible {
    var at = Date(timeIntervalSince1970: 7)
}

private class Base: Convertible {
    var at = Date(timeIntervalSince1970: 7)
    required init() {}
}

private final class Derived: Base {
    var other = Date(timeIntervalSince1970: 7)
}

private struct Outer: Convertible {
    var at = Date(timeIntervalSince1970: 7)
    var inner = Plain()
}

final class DateFormatTests: XCTestCase {
    override func tearDown() {
        ConvertibleConfig.reset()
        super.tearDown()
    }

    private static let instant = 1_704_164_645.0 // 2024-01-02T03:04:05Z

    func testISO8601StringsAreReadUnderTheDefault() throws {
        let cases: [(String, Double)] = [
            ("2024-01-02T03:04:05Z", Self.instant),
            ("2024-01-02T03:04:05z", Self.instant),
            ("2024-01-02t03:04:05Z", Self.instant),
            ("2024-01-02 03:04:05Z", Self.instant),
            ("2024-01-02T03:04:05.5Z", Self.instant + 0.5),
            ("2024-01-02T03:04:05,25Z", Self.instant + 0.25),
            ("2024-01-02T03:04:05.123456789Z", Self.instant + 0.123456789),
            ("2024-01-02T03:04:05.1234567891234Z", Self.instant + 0.123456789),
            ("2024-01-02T05:04:05+02:00", Self.instant),
            ("2024-01-02T05:04:05+0200", Self.instant),
            ("2024-01-02T05:04:05+02", Self.instant),
            ("2024-01-01T22:34:05-04:30", Self.instant),
            ("2024-01-02T03:04:05", Self.instant),
            ("2024-01-02T03:04Z", Self.instant - 5),
            ("2024-01-02", Self.instant - 3 * 3_600 - 4 * 60 - 5),
            ("1970-01-01T00:00:00Z", 0),
            ("1969-12-31T23:59:59Z", -1),
            ("2000-02-29T12:00:00Z", 951_825_600),
            ("0001-01-01T00:00:00Z", -62_135_596_800),
            ("9999-12-31T23:59:59Z", 253_402_300_799),
        ]
        for (text, expected) in cases {
            let event = try XCTUnwrap(#"{"at": "\#(text)"}"#.kj.model(Event.self), text)
            XCTAssertEqual(event.at.timeIntervalSince1970, expected, accuracy: 1e-6, text)
        }
    }

    func testStringsThatAreNotDatesKeepTheDefault() throws {
        let refused = [
            "2024-13-02T03:04:05Z", "2024-00-02T03:04:05Z", "2023-02-29T00:00:00Z", "2024-04-31",
            "2024-01-02T24:00:00Z", "2024-01-02T03:60:00Z", "2024-01-02T03:04:61Z", "2024-01-02T03:04:05.Z",
            "2024-01-02T03:04:05Zjunk", "2024-01-02T03:04:05+25:00", "2024-1-2", "24-01-02", "2024/01/02",
            "2024-01-02T", "soon", "yes", "", "12 apples",
        ]
        for text in refused {
            let event = try XCTUnwrap(#"{"at": "\#(text)"}"#.kj.model(Event.self), text)
            XCTAssertEqual(event.at.timeIntervalSince1970, 7, text)
        }
    }

    func testNumbersAreSecondsAndNumericStringsToo() throws {
        let event = try XCTUnwrap(#"{"at": 1704164645.5, "maybe": " 12.5 ", "all": [1, "2", "1970-01-01T00:00:03Z"]}"#
            .kj.model(Event.self))
        XCTAssertEqual(event.at.timeIntervalSince1970, Self.instant + 0.5)
        XCTAssertEqual(event.maybe?.timeIntervalSince1970, 12.5)
        XCTAssertEqual(event.all.map(\.timeIntervalSince1970), [1, 2, 3])
    }

    func testEveryDateShapedPropertyReadsISO8601() throws {
        let event = try XCTUnwrap(#"""
            {"ns": "2024-01-02T03:04:05Z", "maybe": "2024-01-02T03:04:05Z",
             "all": ["2024-01-02T03:04:05Z"], "byName": {"a": "2024-01-02T03:04:05Z"}}
            """#.kj.model(Event.self))
        XCTAssertEqual(event.ns?.timeIntervalSince1970, Self.instant)
        XCTAssertEqual(event.maybe?.timeIntervalSince1970, Self.instant)
        XCTAssertEqual(event.all.first?.timeIntervalSince1970, Self.instant)
        XCTAssertEqual(event.byName["a"]?.timeIntervalSince1970, Self.instant)
        let dictionary: [String: Any] = ["at": "2024-01-02T03:04:05Z"]
        XCTAssertEqual(dictionary.kj.model(Event.self).at.timeIntervalSince1970, Self.instant)
    }

    func testTheDefaultWritesSeconds() {
        var event = Event()
        event.at = Date(timeIntervalSince1970: Self.instant + 0.5)
        XCTAssertEqual(event.kj.JSONString(), #"{"at":1704164645.5,"all":[],"byName":{}}"#)
        XCTAssertEqual(event.kj.JSONObject()["at"] as? Double, Self.instant + 0.5)
    }

    func testISO8601Writing() {
        ConvertibleConfig.setDateFormat(.iso8601)
        var event = Event()
        event.at = Date(timeIntervalSince1970: Self.instant)
        event.ns = NSDate(timeIntervalSince1970: Self.instant + 0.5)
        event.maybe = Date(timeIntervalSince1970: Self.instant + 0.123)
        event.all = [Date(timeIntervalSince1970: 0)]
        event.byName = ["a": Date(timeIntervalSince1970: -1)]
        event.any = [Date(timeIntervalSince1970: Self.instant)]
        XCTAssertEqual(event.kj.JSONString(), """
            {"at":"2024-01-02T03:04:05Z","ns":"2024-01-02T03:04:05.5Z","maybe":"2024-01-02T03:04:05.123Z",\
            "all":["1970-01-01T00:00:00Z"],"byName":{"a":"1969-12-31T23:59:59Z"},"any":["2024-01-02T03:04:05Z"]}
            """)
        XCTAssertEqual(event.kj.JSONObject()["at"] as? String, "2024-01-02T03:04:05Z")
        XCTAssertEqual((event.kj.JSONObject()["all"] as? [Any])?.first as? String, "1970-01-01T00:00:00Z")
        // Read back, every instant is the same.
        let back = event.kj.JSONString().kj.model(Event.self)
        XCTAssertEqual(back?.at, event.at)
        XCTAssertEqual(back?.ns?.timeIntervalSince1970, Self.instant + 0.5)
        XCTAssertEqual(back?.maybe?.timeIntervalSince1970 ?? 0, Self.instant + 0.123, accuracy: 1e-6)
        XCTAssertEqual(back?.all, event.all)
        XCTAssertEqual(back?.byName, event.byName)
    }

    func testMillisecondsReadAndWrite() throws {
        ConvertibleConfig.setDateFormat(.millisecondsSince1970)
        let event = try XCTUnwrap(#"{"at": 1704164645123, "maybe": "2024-01-02T03:04:05Z"}"#.kj.model(Event.self))
        XCTAssertEqual(event.at.timeIntervalSince1970, Self.instant + 0.123, accuracy: 1e-9)
        XCTAssertEqual(event.maybe?.timeIntervalSince1970, Self.instant, "ISO 8601 under every format")
        XCTAssertEqual(event.kj.JSONString(), #"{"at":1704164645123,"maybe":1704164645000,"all":[],"byName":{}}"#)
    }

    func testFormatter() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "dd/MM/yyyy HH:mm"
        ConvertibleConfig.setDateFormat(.formatter(formatter))
        let event = try XCTUnwrap(#"{"at": "02/01/2024 03:04", "maybe": "2024-01-02T03:04:05Z", "all": [60]}"#
            .kj.model(Event.self))
        XCTAssertEqual(event.at.timeIntervalSince1970, Self.instant - 5)
        XCTAssertEqual(event.maybe?.timeIntervalSince1970, Self.instant)
        XCTAssertEqual(event.all.first?.timeIntervalSince1970, 60)
        XCTAssertEqual(event.kj.JSONString(),
                       #"{"at":"02/01/2024 03:04","maybe":"02/01/2024 03:04","all":["01/01/1970 00:01"],"byName":{}}"#)
    }

    func testPerTypeSettingsAreInheritedAndDoNotLeak() {
        ConvertibleConfig.setDateFormat(for: [Base.self], .iso8601)
        XCTAssertEqual(Derived().kj.JSONString(), #"{"at":"1970-01-01T00:00:07Z","other":"1970-01-01T00:00:07Z"}"#)
        XCTAssertEqual(Plain().kj.JSONString(), #"{"at":7}"#)
        ConvertibleConfig.setDateFormat(for: Outer.self, .millisecondsSince1970)
        // A nested model keeps its own format.
        XCTAssertEqual(Outer().kj.JSONString(), #"{"at":7000,"inner":{"at":7}}"#)
        let outer = #"{"at": 8000, "inner": {"at": 8}}"#.kj.model(Outer.self)
        XCTAssertEqual(outer?.at.timeIntervalSince1970, 8)
        XCTAssertEqual(outer?.inner.at.timeIntervalSince1970, 8)
        XCTAssertEqual(ConvertibleConfig.dateFormat(for: Derived.self).isISO8601, true)
        ConvertibleConfig.setDateFormat(.iso8601)
        XCTAssertEqual(Plain().kj.JSONString(), #"{"at":"1970-01-01T00:00:07Z"}"#)
        XCTAssertEqual(Outer().kj.JSONString(), #"{"at":7000,"inner":{"at":"1970-01-01T00:00:07Z"}}"#)
        ConvertibleConfig.reset()
        XCTAssertEqual(Derived().kj.JSONString(), #"{"at":7,"other":7}"#)
    }

    func testYearsTheTextCannotHoldStayNumbers() {
        ConvertibleConfig.setDateFormat(.iso8601)
        var plain = Plain()
        plain.at = Date(timeIntervalSince1970: 300_000_000_000)
        XCTAssertEqual(plain.kj.JSONString(), #"{"at":300000000000}"#)
        plain.at = Date(timeIntervalSince1970: -62_167_219_201)
        XCTAssertEqual(plain.kj.JSONString(), #"{"at":-62167219201}"#)
    }

    func testRoundTripOfManyInstants() {
        ConvertibleConfig.setDateFormat(.iso8601)
        var seconds = -62_135_596_800.0
        while seconds < 253_402_300_799 {
            var plain = Plain()
            plain.at = Date(timeIntervalSince1970: seconds + 0.25)
            let back = plain.kj.JSONString().kj.model(Plain.self)
            XCTAssertEqual(back?.at.timeIntervalSince1970, seconds + 0.25, "\(plain.kj.JSONString())")
            seconds += 987_654_321.0
        }
    }
}

private extension DateFormat {
    var isISO8601: Bool {
        if case .iso8601 = self { return true }
        return false
    }
}
