// kj.copy() through values that are not models: plain structs and tuples
// holding class models, alone, nested, in arrays, shared with other parts of
// the graph and on a cycle.

import XCTest
import KakaJSON

/// A class model that may point to another.
private final class Link: Convertible {
    var id = 0
    var next: Link?
    required init() {}
    init(_ id: Int) { self.id = id }
}

/// A struct that is not a model, holding one.
private struct Plain {
    var link: Link
}

/// The bug report's holder: a plain struct and a tuple, each holding a model.
private struct Holder: Convertible {
    var plain = Plain(link: Link())
    var pair: (Link, Int) = (Link(), 0)
}

/// Plain structs inside plain structs, one of them with a `let` and a label
/// tuple, two levels below the model.
private struct Outer {
    var inner: Inner
    var name = "outer"
}

/// The innermost plain struct: its model is a `let`.
private struct Inner {
    let link: Link
    var labelled: (link: Link, count: Int)
}

/// Holds plain structs nested in one another, and tuples in an array.
private struct Nested: Convertible {
    var outer = Outer(inner: Inner(link: Link(), labelled: (Link(), 0)))
    var pairs: [(Link, String)] = []
}

/// Holds one model directly and again inside a plain struct and a tuple.
private final class Sharing: Convertible {
    var direct: Link?
    var plain: Plain?
    var pair: (Link, Int)?
    required init() {}
}

/// A class model that reaches itself back through a plain struct.
private final class Looping: Convertible {
    var id = 0
    var holder: Back?
    required init() {}
}

/// The plain struct on `Looping`'s cycle.
private struct Back {
    var owner: Looping?
    var label = ""
}

/// An enum whose payload holds a model.
private enum Slot {
    case empty
    case filled(Link)
}

/// Holds a model in an enum's payload.
private struct Slotted: Convertible {
    var slot = Slot.empty
}

final class PlainValueCopyTests: XCTestCase {
    func testModelsInAPlainStructAndATupleAreCopied() {
        let holder = Holder()
        holder.plain.link.id = 1
        holder.pair.0.id = 2
        let copy = holder.kj.copy()
        XCTAssertFalse(copy.plain.link === holder.plain.link)
        XCTAssertFalse(copy.pair.0 === holder.pair.0)
        XCTAssertEqual(copy.plain.link.id, 1)
        XCTAssertEqual(copy.pair.0.id, 2)
        copy.plain.link.id = 20
        copy.pair.0.id = 30
        XCTAssertEqual(holder.plain.link.id, 1, "the original is untouched")
        XCTAssertEqual(holder.pair.0.id, 2, "the original is untouched")
    }

    func testNestedPlainStructsAndTuplesInArrays() {
        var nested = Nested()
        nested.outer.inner.link.id = 1
        nested.outer.inner.labelled.link.id = 2
        nested.outer.inner.labelled.count = 7
        nested.outer.name = "kept"
        nested.pairs = [(Link(3), "a"), (Link(4), "b")]
        let copy = nested.kj.copy()
        XCTAssertFalse(copy.outer.inner.link === nested.outer.inner.link)
        XCTAssertFalse(copy.outer.inner.labelled.link === nested.outer.inner.labelled.link)
        XCTAssertEqual(copy.outer.inner.link.id, 1)
        XCTAssertEqual(copy.outer.inner.labelled.link.id, 2)
        XCTAssertEqual(copy.outer.inner.labelled.count, 7)
        XCTAssertEqual(copy.outer.name, "kept")
        XCTAssertEqual(copy.pairs.count, 2)
        XCTAssertEqual(copy.pairs.map(\.0.id), [3, 4])
        XCTAssertEqual(copy.pairs.map(\.1), ["a", "b"])
        for index in 0..<2 {
            XCTAssertFalse(copy.pairs[index].0 === nested.pairs[index].0, "element \(index)")
        }
    }

    func testAModelSharedThroughAPlainStructIsCopiedOnce() {
        let sharing = Sharing()
        let link = Link(5)
        sharing.direct = link
        sharing.plain = Plain(link: link)
        sharing.pair = (link, 1)
        let copy = sharing.kj.copy()
        let copied = copy.direct
        XCTAssertNotNil(copied)
        XCTAssertFalse(copied === link)
        XCTAssertTrue(copy.plain?.link === copied, "one copy, shared as in the original")
        XCTAssertTrue(copy.pair?.0 === copied, "one copy, shared as in the original")
        XCTAssertEqual(copied?.id, 5)
        XCTAssertEqual(copy.pair?.1, 1)
    }

    func testACycleThroughAPlainStructClosesOnTheCopy() {
        let looping = Looping()
        looping.id = 9
        looping.holder = Back(owner: looping, label: "back")
        let copy = looping.kj.copy()
        XCTAssertFalse(copy === looping)
        XCTAssertEqual(copy.id, 9)
        XCTAssertTrue(copy.holder?.owner === copy, "the cycle closes on the copy")
        XCTAssertEqual(copy.holder?.label, "back")
        XCTAssertTrue(looping.holder?.owner === looping, "the original keeps its own cycle")
        // Both cycles are broken by hand: each holds itself strongly.
        looping.holder = nil
        copy.holder = nil
    }

    func testAModelInAnEnumPayloadStaysShared() {
        // As Guide-Objects says: payloads are not walked, so the copy holds
        // the original's instance.
        let link = Link(6)
        var slotted = Slotted()
        slotted.slot = .filled(link)
        let copy = slotted.kj.copy()
        guard case .filled(let copied) = copy.slot else { return XCTFail("the case is kept") }
        XCTAssertTrue(copied === link)
    }
}
