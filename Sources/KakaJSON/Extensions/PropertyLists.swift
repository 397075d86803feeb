import Foundation

extension KJ where Base: Convertible {
    /// The model as a property list (binary by default, or XML): its
    /// `JSONObject()` serialized by `PropertyListSerialization`. A property
    /// list has no null, so nil elements of arrays are left out, as nil
    /// properties are; a `Decimal` is kept as the text of its digits. Nil
    /// when the serialization fails, or when the model nests deeper than
    /// `ConvertibleConfig.maxDepth` or 512 levels, the most Foundation's
    /// reader takes back (its writer hashes every nested container, so its
    /// time grows with the square of the depth).
    public func plistData(format: PropertyListSerialization.PropertyListFormat = .binary) -> Data? {
        let object = ModelEncoding.jsonObject(base)
        var depth = 0
        let plist = PropertyListValues.plistValue(object, depth: 1, deepest: &depth) ?? [String: Any]()
        FoundationValue.release(consume object)
        guard depth <= min(ConvertibleConfig.maxDepth, PropertyListValues.deepestReadable) else {
            FoundationValue.release(consume plist)
            return nil
        }
        // Foundation serializes recursively: a deep graph is written on a large stack.
        let data = PropertyListValues.onStackFor(depth: depth) {
            try? PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0)
        }
        FoundationValue.release(consume plist)
        return data
    }
}

extension KJ where Base == Data {
    /// The model read from a property list (binary, XML or OpenStep) whose
    /// top level is a dictionary, with the same coercions as JSON; nil when
    /// the data is not such a property list, or when an XML property list
    /// nests deeper than `ConvertibleConfig.maxDepth`.
    public func model<Model: Convertible>(fromPlist type: Model.Type) -> Model? {
        guard PropertyListValues.xmlDepth(of: base) <= ConvertibleConfig.maxDepth else { return nil }
        // Foundation parses recursively; a list can only nest as deep as it
        // has bytes, so a large one is parsed on a large stack.
        let object = PropertyListValues.onStackFor(depth: base.count / 4) {
            try? PropertyListSerialization.propertyList(from: base, options: [], format: nil)
        }
        guard let object else { return nil }
        let model = (object as? [String: Any]).map { $0.kj.model(type) }
        FoundationValue.release(consume object)
        return model
    }
}

/// Foundation values of a JSON object made fit for `PropertyListSerialization`,
/// and the stack its recursion needs.
enum PropertyListValues {
    /// Nesting under which Foundation's recursion stays on the caller's stack.
    private static let shallowDepth = 256

    /// The deepest nesting Foundation's reader takes back: a list written
    /// deeper could not be read, and its writer's recursion would only
    /// grow (quadratic in time, and past any stack) to make it.
    static let deepestReadable = 512

    /// `value` as a property-list value: nil for a null. `deepest` gets the
    /// deepest level met (`depth` is this value's).
    static func plistValue(_ value: Any, depth: Int, deepest: inout Int) -> Any? {
        deepest = max(deepest, depth)
        return StackGuard.nested { () -> Any? in
            switch FoundationValue(value) {
            case .null:
                return nil
            case .dictionary(let dictionary):
                return dictionary.compactMapValues { plistValue($0, depth: depth + 1, deepest: &deepest) }
            case .array(let array):
                return array.compactMap { plistValue($0, depth: depth + 1, deepest: &deepest) }
            case .scalar(let scalar):
                if let decimal = scalar as? Decimal { return decimal.description }
                if let number = scalar as? NSDecimalNumber { return number.stringValue }
                return scalar
            }
        }
    }

    /// `body`'s result, on a thread with a large stack when `depth` levels
    /// of Foundation's recursion might not fit on this one.
    static func onStackFor<Result>(depth: Int, _ body: () -> Result) -> Result {
        depth > shallowDepth ? StackGuard.onLargeStack(body) : body()
    }

    /// How deep the `<array>` and `<dict>` elements of an XML property list
    /// nest (0 for other data), counted on the bytes before Foundation
    /// parses them.
    static func xmlDepth(of data: Data) -> Int {
        guard data.starts(with: Array("<?xml".utf8)) || data.starts(with: Array("<plist".utf8)) else { return 0 }
        var depth = 0, deepest = 0
        var index = data.startIndex
        let open = Array("<array>".utf8), openDict = Array("<dict>".utf8)
        let close = Array("</array>".utf8), closeDict = Array("</dict>".utf8)
        while let tag = data[index...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = data[tag...]
            if rest.starts(with: open) || rest.starts(with: openDict) {
                depth += 1
                deepest = max(deepest, depth)
            } else if rest.starts(with: close) || rest.starts(with: closeDict) {
                depth -= 1
            }
            index = data.index(after: tag)
        }
        return deepest
    }
}
