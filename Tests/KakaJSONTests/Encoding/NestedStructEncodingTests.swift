import Foundation
import KakaJSON
import XCTest

/// Struct models nested in models, arrays and optionals are written from
/// their storage in place (no copy); the text must be what the model's
/// values say, hooks included, and agree with `JSONObject()`, which reads
/// copies.
final class NestedStructEncodingTests: XCTestCase {
    private struct Leaf: Convertible, Equatable {
        var name = ""
        var tags: [String] = []
        var count = 0
    }

    /// A nested struct whose hooks replace a value and see the object written.
    private struct HookedLeaf: Convertible {
        var label = ""
        var secret = "hidden"

        func kj_JSONValue(from value: Any?, _ property: Property) -> Any? {
            property.name == "secret" ? "replaced" : value
        }

        func kj_didConvertToJSON(json: [String: Any]) {
            HookedLeaf.seen.append(json["label"] as? String ?? "?")
        }

        static let seen = SeenLabels()
    }

    private struct Holder: Convertible {
        var leaf = Leaf()
        var optionalLeaf: Leaf?
        var missingLeaf: Leaf?
        var doubleOptional: Leaf?? = .some(nil)
        var leaves: [Leaf] = []
        var optionalLeaves: [Leaf?] = []
        var nested: [[Leaf]] = []
        var hooked = HookedLeaf()
        var hookedList: [HookedLeaf] = []
    }

    private func sample(_ index: Int) -> Holder {
        var holder = Holder()
        holder.leaf = Leaf(name: "a\(index)", tags: ["x", "y\(index)"], count: index)
        holder.optionalLeaf = Leaf(name: "o\(index)", tags: [], count: -index)
        holder.doubleOptional = .some(.some(Leaf(name: "d", tags: ["dd"], count: 2)))
        holder.leaves = (0..<3).map { Leaf(name: "l\($0)", tags: Array(repeating: "t", count: $0), count: $0) }
        holder.optionalLeaves = [Leaf(name: "p", tags: ["q"], count: 1), nil, Leaf(name: "r", tags: [], count: 3)]
        holder.nested = [[Leaf(name: "n", tags: ["m"], count: 7)], []]
        holder.hooked = HookedLeaf(label: "h\(index)", secret: "s")
        holder.hookedList = [HookedLeaf(label: "k1", secret: "s1"), HookedLeaf(label: "k2", secret: "s2")]
        return holder
    }

    func testNestedStructsAreWrittenAsTheirValuesSay() throws {
        HookedLeaf.seen.reset()
        let holder = sample(5)
        let text = try XCTUnwrap(holder.kj.JSONString())
        // kj_didConvertToJSON ran for each hooked struct, written in place, with its object.
        XCTAssertEqual(HookedLeaf.seen.labels.sorted(), ["h5", "k1", "k2"])
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let expected: [String: Any] = [
            "leaf": ["name": "a5", "tags": ["x", "y5"], "count": 5] as [String: Any],
            "optionalLeaf": ["name": "o5", "tags": [] as [Any], "count": -5] as [String: Any],
            "doubleOptional": ["name": "d", "tags": ["dd"], "count": 2] as [String: Any],
            "leaves": [["name": "l0", "tags": [] as [Any], "count": 0] as [String: Any],
                       ["name": "l1", "tags": ["t"], "count": 1] as [String: Any],
                       ["name": "l2", "tags": ["t", "t"], "count": 2] as [String: Any]],
            "optionalLeaves": [["name": "p", "tags": ["q"], "count": 1] as [String: Any], NSNull(),
                               ["name": "r", "tags": [] as [Any], "count": 3] as [String: Any]],
            "nested": [[["name": "n", "tags": ["m"], "count": 7] as [String: Any]], [] as [Any]],
            "hooked": ["label": "h5", "secret": "replaced"] as [String: Any],
            "hookedList": [["label": "k1", "secret": "replaced"] as [String: Any],
                           ["label": "k2", "secret": "replaced"] as [String: Any]],
        ]
        assertJSONEqual(text, expected)
        HookedLeaf.seen.reset()
        assertJSONObjectEqual(holder.kj.JSONObject(), expected)
        XCTAssertEqual(HookedLeaf.seen.labels.sorted(), ["h5", "k1", "k2"])
        // A nil optional is left out.
        XCTAssertNil(parsed["missingLeaf"])
        XCTAssertNil(holder.kj.JSONObject()["missingLeaf"])
    }

    /// The writer starts with about as much room as the type's last text:
    /// texts that grow and shrink from one call to the next are all whole.
    func testTextsOfChangingSizeAreWhole() throws {
        for count in [2_000, 0, 1, 5_000, 3, 2_000] {
            var holder = Holder()
            holder.leaves = (0..<count).map { Leaf(name: "leaf \($0)", tags: ["t\($0)"], count: $0) }
            let data = holder.kj.JSONData()
            let text = try XCTUnwrap(holder.kj.JSONString())
            XCTAssertEqual(String(decoding: data, as: UTF8.self), text)
            let back = try XCTUnwrap(text.kj.model(Holder.self))
            XCTAssertEqual(back.leaves, holder.leaves)
            // The Codable encoder keeps a hint of its own.
            let coded = try KakaJSONEncoder().encode(holder.leaves.map(\.name))
            XCTAssertEqual(try JSONDecoder().decode([String].self, from: coded), holder.leaves.map(\.name))
        }
        let encoder = KakaJSONEncoder()
        for count in [3_000, 2, 3_000] {
            let names = (0..<count).map { "name \($0)" }
            XCTAssertEqual(try JSONDecoder().decode([String].self, from: encoder.encode(names)), names)
        }
    }

    func testTextAgreesWithJSONObjectOnManyValues() throws {
        for index in 0..<50 {
            var holder = sample(index)
            if index % 3 == 0 { holder.optionalLeaf = nil }
            if index % 4 == 0 { holder.doubleOptional = nil }
            if index % 5 == 0 { holder.optionalLeaves = [nil, nil] }
            let text = try XCTUnwrap(holder.kj.JSONString())
            assertJSONEqual(text, holder.kj.JSONObject())
            // And the text reads back into the same values.
            let back = try XCTUnwrap(text.kj.model(Holder.self))
            XCTAssertEqual(back.leaf, holder.leaf)
            XCTAssertEqual(back.optionalLeaf, holder.optionalLeaf)
            XCTAssertEqual(back.leaves, holder.leaves)
            XCTAssertEqual(back.optionalLeaves, holder.optionalLeaves)
            XCTAssertEqual(back.nested, holder.nested)
        }
    }
}

/// Labels a hook saw, from any thread.
final class SeenLabels: @unchecked Sendable {
    // @unchecked: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: [String] = []

    var labels: [String] { lock.withLock { stored } }
    func append(_ label: String) { lock.withLock { stored.append(label) } }
    func reset() { lock.withLock { stored = [] } }
}
