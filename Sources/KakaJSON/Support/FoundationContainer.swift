import Foundation

/// An NSArray, NSDictionary or NSSet (or a subclass), whose elements are
/// read one level deep.
///
/// A mutable one may contain itself, so the walks over values track it by
/// identity, as they track class models. Its elements are not simply asked
/// of Foundation: on Linux every element it hands out (`object(at:)`,
/// iteration, `allObjects`) is bridged first, and a container element is
/// bridged to a Swift collection with everything inside it, recursively:
/// forever in a container that holds itself. There the stored elements are
/// read from the container's mirror (swift-corelibs-foundation reflects its
/// storage); containers among them are kept as the objects they are, and
/// only the others are asked of Foundation, which unboxes the Swift values
/// it stores. Where the mirror shows no storage (Apple's platforms, where
/// elements are not bridged when handed out), Foundation is asked for all.
enum FoundationContainer {
    case array(NSArray)
    case dictionary(NSDictionary)
    case set(NSSet)

    /// The container `value` is, nil for any other value.
    init?(_ value: Any) {
        let type = Swift.type(of: value)
        if type is NSArray.Type, let array = value as? NSArray {
            self = .array(array)
        } else if type is NSDictionary.Type, let dictionary = value as? NSDictionary {
            self = .dictionary(dictionary)
        } else if type is NSSet.Type, let set = value as? NSSet {
            self = .set(set)
        } else {
            return nil
        }
    }

    /// The container itself, whose identity the walks track.
    var object: AnyObject {
        switch self {
        case .array(let array): return array
        case .dictionary(let dictionary): return dictionary
        case .set(let set): return set
        }
    }

    /// The name a cycle back to the container is shown with.
    var name: String {
        switch self {
        case .array: return "NSArray"
        case .dictionary: return "NSDictionary"
        case .set: return "NSSet"
        }
    }

    /// Whether this is a dictionary (whose elements are members).
    var isDictionary: Bool {
        if case .dictionary = self { return true }
        return false
    }

    /// Whether `value` is a Foundation container.
    static func isContainer(_ value: Any) -> Bool {
        let type = Swift.type(of: value)
        return type is NSArray.Type || type is NSDictionary.Type || type is NSSet.Type
    }

    /// The elements of an array or a set, in order; containers among them as they are.
    var elements: [Any] {
        switch self {
        case .array(let array):
            guard let stored = Self.stored(of: array, count: array.count) else { return array.map { $0 } }
            return stored.enumerated().map { Self.isContainer($1) ? $1 : array.object(at: $0) }
        case .set(let set):
            guard let stored = Self.stored(of: set, count: set.count) else { return set.allObjects }
            return stored.map { Self.isContainer($0) ? $0 : set.member($0) ?? $0 }
        case .dictionary:
            return members.map(\.value)
        }
    }

    /// The members of a dictionary, keys as their text's source (a String
    /// for an NSString key); containers among the values as they are.
    var members: [(key: AnyHashable, value: Any)] {
        guard case .dictionary(let dictionary) = self else { return [] }
        guard let stored = Self.stored(of: dictionary, count: dictionary.count) else {
            return dictionary.map { (key: $0.key as? AnyHashable ?? AnyHashable("\($0.key)"), value: $0.value) }
        }
        return stored.compactMap { member in
            guard let (key, value) = member as? (key: NSObject, value: AnyObject) else { return nil }
            let text: AnyHashable = (key as? NSString).map { AnyHashable($0 as String) } ?? AnyHashable(key)
            return (key: text, value: Self.isContainer(value) ? value : dictionary.object(forKey: key) ?? value)
        }
    }

    /// The elements as the container stores them, when its mirror shows
    /// them all and one of them is a container (which Foundation would
    /// bridge); nil when Foundation may be asked for them.
    private static func stored(of container: AnyObject, count: Int) -> [Any]? {
        let children = Mirror(reflecting: container).children
        guard children.count == count else { return nil }
        let values = children.map(\.value)
        let holdsContainer = values.contains { value in
            if isContainer(value) { return true }
            // A dictionary's member is a (key, value) pair.
            guard let (key, member) = value as? (key: NSObject, value: AnyObject) else { return false }
            return isContainer(key) || isContainer(member)
        }
        return holdsContainer ? values : nil
    }
}
