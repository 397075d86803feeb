import Dispatch
import KakaMetadata
import XCTest

// The type cache under contention: 8 threads, 100 types nobody looked up before.

/// Declared only here, so its 100 instantiations are cold in the cache when the test starts.
struct ConcurrentPair<A, B> {
    var a: A
    var flag: Bool
    var b: B
}

class ConcurrentBase<T> {
    var base: T
    init(_ value: T) { base = value }
}

final class ConcurrentLeaf<T>: ConcurrentBase<[T]> {
    var leaf: Int8 = 0
}

/// What the compiler says about one type, computed before any thread starts.
struct ExpectedLayout: @unchecked Sendable {
    // @unchecked: immutable after creation; metatypes are immutable.
    let type: Any.Type
    let names: [String]
    let offsets: [Int]
}

private func pairLayout<A, B>(_: A.Type, _: B.Type) -> ExpectedLayout {
    typealias Pair = ConcurrentPair<A, B>
    let offsets = [\Pair.a, \Pair.flag, \Pair.b].map { MemoryLayout<Pair>.offset(of: $0) ?? -1 }
    return ExpectedLayout(type: Pair.self, names: ["a", "flag", "b"], offsets: offsets)
}

private func pairLayout<A>(_ a: A.Type, _ b: Any.Type) -> ExpectedLayout {
    func open<B>(_ b: B.Type) -> ExpectedLayout { pairLayout(A.self, B.self) }
    return open(b)
}

private func leafLayout<T>(_: T.Type) -> ExpectedLayout {
    ExpectedLayout(type: ConcurrentLeaf<T>.self, names: ["base", "leaf"], offsets: [16, 16 + MemoryLayout<[T]>.stride])
}

/// What each thread saw: per type, the identity of the answer, and how many lookups disagreed.
final class ThreadObservations: @unchecked Sendable {
    // @unchecked: every thread writes only its own slot, under `lock`; read after all threads joined.
    private let lock = ReadWriteLock()
    private(set) var identities: [[ObjectIdentifier?]]
    private(set) var layouts: [[(names: [String], offsets: [Int])?]]
    private(set) var disagreements = 0
    private(set) var lookups = 0

    init(threads: Int, types: Int) {
        identities = Array(repeating: Array(repeating: nil, count: types), count: threads)
        layouts = Array(repeating: Array(repeating: nil, count: types), count: threads)
    }

    func record(thread: Int, identities seen: [ObjectIdentifier?], layouts seenLayouts: [(names: [String], offsets: [Int])?],
                disagreements: Int, lookups: Int) {
        lock.withWriteLock {
            identities[thread] = seen
            layouts[thread] = seenLayouts
            self.disagreements += disagreements
            self.lookups += lookups
        }
    }
}

final class ConcurrencyTests: XCTestCase {
    private let threads = 8
    private let lookupsPerThread = 10_000

    /// Every thread looks up every type `lookupsPerThread / types.count` times, in its own order.
    private func hammer(_ expected: [ExpectedLayout]) -> ThreadObservations {
        let observations = ThreadObservations(threads: threads, types: expected.count)
        let count = expected.count
        let rounds = lookupsPerThread / count
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var seen = [ObjectIdentifier?](repeating: nil, count: count)
            var layouts = [(names: [String], offsets: [Int])?](repeating: nil, count: count)
            var disagreements = 0
            var lookups = 0
            for round in 0..<rounds {
                for step in 0..<count {
                    // A different order per thread and per round, so threads race on different keys.
                    let index = (step * 37 + thread * 11 + round * 7) % count
                    lookups += 1
                    guard let type = Metadata.type(expected[index].type) else {
                        disagreements += 1
                        continue
                    }
                    let identity = ObjectIdentifier(type)
                    if let first = seen[index] {
                        if first != identity { disagreements += 1 }
                    } else {
                        seen[index] = identity
                        let properties = (type as? ModelType)?.properties ?? []
                        layouts[index] = (properties.map(\.name), properties.map(\.offset))
                    }
                }
            }
            observations.record(thread: thread, identities: seen, layouts: layouts,
                                disagreements: disagreements, lookups: lookups)
        }
        return observations
    }

    private func assertConsistent(_ observations: ThreadObservations, _ expected: [ExpectedLayout],
                                  file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(observations.disagreements, 0, file: file, line: line)
        XCTAssertEqual(observations.lookups, threads * (lookupsPerThread / expected.count) * expected.count,
                       file: file, line: line)
        for (index, layout) in expected.enumerated() {
            guard let cached = Metadata.type(layout.type) else {
                return XCTFail("no metadata for \(layout.type)", file: file, line: line)
            }
            // The same object for every thread, and the one the cache keeps.
            let identities = Set(observations.identities.map { $0[index] })
            XCTAssertEqual(identities, [ObjectIdentifier(cached)], "\(layout.type)", file: file, line: line)
            for thread in 0..<threads {
                let seen = observations.layouts[thread][index]
                XCTAssertEqual(seen?.names, layout.names, "\(layout.type)", file: file, line: line)
                XCTAssertEqual(seen?.offsets, layout.offsets, "\(layout.type)", file: file, line: line)
            }
        }
    }

    func testHundredDistinctTypesFromEightThreads() {
        let arguments: [Any.Type] = [Int8.self, Int16.self, Int32.self, Int64.self, Bool.self, Double.self,
                                     String.self, [Int].self, Int?.self, (Int8, String).self]
        let expected = arguments.flatMap { a in arguments.map { b in pairLayout(a, b) } }
        XCTAssertEqual(Set(expected.map { ObjectIdentifier($0.type) }).count, 100, "100 distinct keys")
        let observations = hammer(expected)
        assertConsistent(observations, expected)
    }

    func testGenericClassHierarchiesFromEightThreads() {
        // Building a class builds (and caches) its superclass outside the lock: the
        // `super` each thread sees must be the cached superclass object.
        let expected = [leafLayout(Int8.self), leafLayout(String.self), leafLayout(Double.self), leafLayout(Bool.self),
                        leafLayout([Int].self), leafLayout(Int?.self), leafLayout(UInt16.self), leafLayout(Float.self),
                        leafLayout(Character.self), leafLayout(Set<Int>.self)]
        let observations = hammer(expected)
        assertConsistent(observations, expected)
        for layout in expected {
            let leaf = Metadata.type(layout.type) as? ClassType
            let superclass = leaf?.super
            XCTAssertNotNil(superclass)
            XCTAssertTrue(superclass.map { Metadata.type($0.type) === $0 } ?? false, "\(layout.type)")
            XCTAssertTrue(leaf?.properties?.first === superclass?.properties?.first, "\(layout.type)")
        }
    }
}
