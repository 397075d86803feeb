import Foundation

/// A `KakaJSONEncoder`'s configuration, copied once per `encode`.
struct EncodingSettings {
    var formatting: JSONEncoder.OutputFormatting = []
    var keys: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var dates: JSONEncoder.DateEncodingStrategy = .deferredToDate
    var data: JSONEncoder.DataEncodingStrategy = .base64
    var nonConformingFloats: JSONEncoder.NonConformingFloatEncodingStrategy = .throw
    var userInfo: [CodingUserInfoKey: Any] = [:]
}
