import Foundation

/// What both encoders do the same way: floating-point numbers under the
/// non-conforming strategy, keys under the key strategy, and errors of a
/// container's scalar given the container's path.
final class EncodingRules {
    let settings: EncodingSettings
    /// Converted keys, when a strategy converts them (each key once).
    // exclusivity(unchecked): one encode owns its rules on one thread.
    @exclusivity(unchecked) private var convertedKeys: [String: String] = [:]

    init(settings: EncodingSettings) {
        self.settings = settings
    }

    func double(_ value: Double, at path: @autoclosure () -> [CodingKey]) throws -> EncodedValue {
        if value.isFinite { return .double(value) }
        return try nonConforming(value, isNaN: value.isNaN, isPositive: value > 0, typeName: "Double", path)
    }

    func float(_ value: Float, at path: @autoclosure () -> [CodingKey]) throws -> EncodedValue {
        if value.isFinite { return .float(value) }
        return try nonConforming(value, isNaN: value.isNaN, isPositive: value > 0, typeName: "Float", path)
    }

    private func nonConforming(_ value: Any, isNaN: Bool, isPositive: Bool, typeName: String,
                               _ path: () -> [CodingKey]) throws -> EncodedValue {
        guard case .convertToString(let positive, let negative, let nan) = settings.nonConformingFloats else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: path(), debugDescription: "Unable to encode \(typeName).\(value) directly in JSON."))
        }
        return .string(isNaN ? nan : isPositive ? positive : negative)
    }

    /// `key` as written, after the key strategy; `path` is the path of the
    /// key's container (for `.custom`).
    func name(of key: CodingKey, under path: () -> [CodingKey]) -> String {
        switch settings.keys {
        case .useDefaultKeys:
            return key.stringValue
        case .convertToSnakeCase:
            let name = key.stringValue
            if let converted = convertedKeys[name] { return converted }
            let converted = KeyConversion.snakeCased(name)
            convertedKeys[name] = converted
            return converted
        case .custom(let convert):
            return convert(path() + [key]).stringValue
        @unknown default:
            return key.stringValue
        }
    }
}
