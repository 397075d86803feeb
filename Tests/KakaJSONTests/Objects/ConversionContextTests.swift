// ConversionContext: the value given to one conversion is what every hook
// of that conversion reads, nested models and deep documents included, and
// no other conversion sees it, on any thread.

import XCTest
import Foundation
import KakaJSON

/// A context: the currency to show prices in.
private struct Currency: Sendable, Equatable {
    let code: String
}

private func currentCode() -> String {
    (ConversionContext.current as? Currency)?.code ?? "none"
}

private struct Price: Convertible {
    var amount = 0
    var currency = ""
    mutating func kj_didConvertToModel(from json: JSONObject) {
        currency = currentCode()
    }
    func kj_JSONValue(from modelValue: Any?, _ property: Property) -> Any? {
        property.name == "currency" ? currentCode() : modelValue
    }
}

private struct Order: Convertible {
    var id = 0
    var seenBy = ""
    var prices: [Price] = []
    func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
        property.name == "seenBy" ? currentCode() : jsonValue
    }
}

private final class Link: Convertible {
    var next: Link?
    var context = ""
    init() {}
    func kj_didConvertToModel(from json: JSONObject) {
        context = currentCode()
    }
}

final class ConversionContextTests: XCTestCase {
    private let json = #"{"id": 1, "prices": [{"amount": 5}, {"amount": 7}]}"#

    func testEveryHookOfTheConversionReadsItsContext() throws {
        let order = try XCTUnwrap(json.kj.model(Order.self, context: Currency(code: "EUR")))
        XCTAssertEqual(order.seenBy, "EUR")
        XCTAssertEqual(order.prices.map(\.currency), ["EUR", "EUR"], "nested models")
        XCTAssertEqual(Data(json.utf8).kj.model(Order.self, context: Currency(code: "JPY"))?.seenBy, "JPY")
        let dictionary: [String: Any] = ["id": 2, "prices": [["amount": 1]]]
        XCTAssertEqual(dictionary.kj.model(Order.self, context: Currency(code: "GBP")).prices.first?.currency, "GBP")
        XCTAssertEqual(#"[{"amount": 1}]"#.kj.modelArray(Price.self, context: Currency(code: "CHF")).first?.currency,
                       "CHF")
    }

    func testWritingReadsTheContextToo() {
        var price = Price()
        price.amount = 3
        XCTAssertEqual(price.kj.JSONObject(context: Currency(code: "USD"))["currency"] as? String, "USD")
        XCTAssertEqual(price.kj.JSONString(context: Currency(code: "SEK")), #"{"amount":3,"currency":"SEK"}"#)
    }

    func testNoContextOutsideAConversionOrWithoutOne() {
        XCTAssertNil(ConversionContext.current)
        XCTAssertEqual(json.kj.model(Order.self)?.seenBy, "none")
        _ = json.kj.model(Order.self, context: Currency(code: "EUR"))
        XCTAssertNil(ConversionContext.current, "it does not outlive the conversion")
    }

    func testEightThreadsEachSeeTheirOwnContext() {
        let failures = Failures()
        let json = self.json
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let code = "C\(thread)"
            for round in 0..<200 {
                let order = json.kj.model(Order.self, context: Currency(code: code))
                if order?.seenBy != code || order?.prices.map(\.currency) != [code, code] {
                    failures.add("thread \(thread) round \(round) saw \(order?.seenBy ?? "nil")")
                }
            }
        }
        XCTAssertEqual(failures.all, [])
    }

    func testADeepDocumentCarriesTheContextToTheLargeStack() throws {
        ConvertibleConfig.setMaxDepth(5_000)
        defer { ConvertibleConfig.reset() }
        let depth = 4_000
        let text = String(repeating: #"{"next": "#, count: depth) + "{}" + String(repeating: "}", count: depth)
        let head = try XCTUnwrap(text.kj.model(Link.self, context: Currency(code: "DEEP")))
        var node: Link? = head
        var count = 0
        var contexts: Set<String> = []
        while let current = node {
            contexts.insert(current.context)
            count += 1
            node = current.next
        }
        XCTAssertEqual(count, depth + 1)
        XCTAssertEqual(contexts, ["DEEP"])
        // Released iteratively: Swift releases a chain recursively.
        node = head
        while let current = node {
            node = current.next
            current.next = nil
        }
    }
}

/// Failures reported from many threads.
private final class Failures: @unchecked Sendable {
    // @unchecked: `messages` is only touched under `lock`.
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
