import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// A `Decodable` type that is neither a model nor a type KakaJSON converts
/// itself (a `Codable` struct, an enum with associated values), read by
/// `KakaJSONDecoder`'s decoder straight from the parsed JSON node: no text
/// is written or parsed again. A value its `init(from:)` refuses keeps the
/// property's default.
final class CodableConverter: AnyConverter, @unchecked Sendable {
    private let decodableType: any Decodable.Type

    init(_ type: any Decodable.Type) {
        decodableType = type
        super.init(valueType: type)
    }

    /// The coder's settings inside a model: Foundation's, except that dates
    /// are seconds since 1970 like a model's own `Date` properties.
    private static let settings: DecodingSettings = {
        var settings = DecodingSettings()
        settings.dates = .secondsSince1970
        return settings
    }()

    override func initialize(_ node: JSONNode, at address: InstanceAddress) -> Bool {
        func open<Value: Decodable>(_: Value.Type) -> Bool {
            let decoder = TapeDecoder(document: node.document, settings: Self.settings, current: node.tapeIndex)
            do {
                PropertyStore.initialize(try decoder.decodeRoot(Value.self), at: address)
                return true
            } catch {
                if let session = IssueSession.current {
                    session.report(.typeMismatch, "found \(IssueText.describe(node)), which \(IssueText.typeName(Value.self)) "
                                   + "could not decode (\(Self.reason(error)))", keptDefault: true)
                }
                return false
            }
        }
        return open(decodableType)
    }

    /// What a decoding error says, with the coding path inside the value.
    private static func reason(_ error: any Error) -> String {
        let context: DecodingError.Context
        switch error as? DecodingError {
        case .typeMismatch(_, let found)?, .valueNotFound(_, let found)?, .keyNotFound(_, let found)?,
             .dataCorrupted(let found)?:
            context = found
        case nil:
            return "\(error)"
        @unknown default:
            return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "\(context.debugDescription) at \(path)"
    }

    /// From a Foundation value (`[String: Any]` input, hooks): the value
    /// itself when it has the type, otherwise its JSON form read again, as
    /// a `Decodable` type can only read JSON through a decoder.
    override func initialize(fromAny value: Any, at address: InstanceAddress) -> Bool {
        func open<Value: Decodable>(_: Value.Type) -> Bool {
            if let same = LooseValue.exactly(value, as: Value.self) {
                PropertyStore.initialize(same, at: address)
                return true
            }
            guard let bytes = ValueWriting.bytes(of: value),
                  let document = try? JSONDocument(bytes: bytes) else { return false }
            return initialize(document.root, at: address)
        }
        return open(decodableType)
    }
}
