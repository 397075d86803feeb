// Models to property lists and back (EVReflection reads .plist files into
// models): binary and XML, nested models, collections, Optionals, dates,
// decimals, and data that is not a property list.

import XCTest
import Foundation
import KakaJSON

private struct Address: Convertible, KJEquatable {
    var city = ""
    var zip: Int?
}

private final class Customer: Convertible, KJEquatable {
    var id: Int64 = 0
    var name = ""
    var vip = false
    var balance = Decimal(0)
    var joined = Date(timeIntervalSince1970: 0)
    var tags: [String] = []
    var scores: [Int?] = []
    var addresses: [String: Address] = [:]
    var main: Address?
    var note: String?
    init() {}
}

final class PropertyListTests: XCTestCase {
    private func customer() -> Customer {
        let customer = Customer()
        customer.id = 9_007_199_254_740_993
        customer.name = "Kaka é"
        customer.vip = true
        customer.balance = Decimal(string: "1234567890.123456789")!
        customer.joined = Date(timeIntervalSince1970: 1_700_000_000.5)
        customer.tags = ["a", "b"]
        customer.scores = [1, 2]
        customer.addresses = ["home": Address(city: "Seoul", zip: 4524), "work": Address(city: "Busan")]
        customer.main = Address(city: "Seoul", zip: 4524)
        return customer
    }

    func testRoundTripsInBinaryAndXML() throws {
        let original = customer()
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let data = try XCTUnwrap(original.kj.plistData(format: format), "\(format)")
            var parsedFormat = PropertyListSerialization.PropertyListFormat.openStep
            XCTAssertNotNil(try PropertyListSerialization.propertyList(from: data, options: [], format: &parsedFormat))
            XCTAssertEqual(parsedFormat, format)
            let back = try XCTUnwrap(data.kj.model(fromPlist: Customer.self), "\(format)")
            XCTAssertEqual(back, original, "\(format): \(back.kj.description)")
        }
    }

    func testNilElementsAreLeftOutAndNonPlistDataGivesNil() throws {
        let original = customer()
        original.scores = [1, nil, 3]
        let back = try XCTUnwrap(original.kj.plistData().flatMap { $0.kj.model(fromPlist: Customer.self) })
        XCTAssertEqual(back.scores, [1, 3])
        XCTAssertNil(Data("not a plist".utf8).kj.model(fromPlist: Customer.self))
        let array = try PropertyListSerialization.data(fromPropertyList: [1, 2], format: .binary, options: 0)
        XCTAssertNil(array.kj.model(fromPlist: Customer.self), "the top level must be a dictionary")
    }

    func testAHandWrittenXMLPlistIsCoercedAsJSONIs() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
            <key>id</key><string>42</string>
            <key>name</key><string>Plist</string>
            <key>vip</key><integer>1</integer>
            <key>main</key><dict><key>city</key><string>Jeju</string><key>zip</key><integer>63</integer></dict>
        </dict></plist>
        """
        let customer = try XCTUnwrap(Data(xml.utf8).kj.model(fromPlist: Customer.self))
        XCTAssertEqual(customer.id, 42)
        XCTAssertEqual(customer.name, "Plist")
        XCTAssertTrue(customer.vip)
        XCTAssertEqual(customer.main, Address(city: "Jeju", zip: 63))
    }
}

private final class Chain: Convertible {
    var value = 0
    var next: Chain?
    init() {}
}

final class DeepPropertyListTests: XCTestCase {
    private func chain(_ count: Int) -> Chain {
        let head = Chain()
        var tail = head
        for value in 1..<count {
            let node = Chain()
            node.value = value
            tail.next = node
            tail = node
        }
        return head
    }

    private func release(_ head: Chain?) {
        var node = head
        while let current = node { node = current.next; current.next = nil }
    }

    func testModelsDeeperThanTheLimitGiveNilAndOthersRoundTrip() throws {
        let deep = chain(5_000)
        XCTAssertNil(deep.kj.plistData(), "deeper than ConvertibleConfig.maxDepth")
        release(deep)
        let head = chain(400)
        let data = try XCTUnwrap(head.kj.plistData())
        let back = try XCTUnwrap(data.kj.model(fromPlist: Chain.self))
        var count = 0
        var node: Chain? = back
        while let current = node {
            XCTAssertEqual(current.value, count)
            count += 1
            node = current.next
            current.next = nil
        }
        XCTAssertEqual(count, 400)
        release(head)
    }

    func testAListFoundationCouldNotReadBackIsNotWritten() {
        // Foundation's reader takes back 512 levels; with the limit raised,
        // a deeper model still gives nil, even one far too deep for its
        // writer's recursion.
        ConvertibleConfig.setMaxDepth(200_000)
        defer { ConvertibleConfig.reset() }
        for depth in [513, TestScale.count(60_000)] {
            let deep = chain(depth)
            XCTAssertNil(deep.kj.plistData(), "\(depth) levels")
            XCTAssertNil(deep.kj.plistData(format: .xml), "\(depth) levels")
            release(deep)
        }
    }

    func testAnXMLPropertyListNestedTooDeeplyGivesNil() {
        let depth = 100_000
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>next</key>"#
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</dict></plist>"
        XCTAssertNil(Data(xml.utf8).kj.model(fromPlist: Chain.self))
    }
}
