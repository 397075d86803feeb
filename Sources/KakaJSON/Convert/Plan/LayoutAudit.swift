import Foundation
#if canImport(KakaMetadata)
import KakaMetadata
#endif

/// The layout self-check of each model type, made once, before any plan of
/// the type is built (see `LayoutVerification` and `Docs/Metadata.md`).
///
/// A type the check refuses converts with no properties: every conversion
/// keeps its defaults, and writing it gives `{}`. The first refusal of each
/// type is reported once: as an issue of the conversion that met it, when
/// that conversion reports issues (`model(_:issues:)`, `decode`, or any
/// while an issue handler is set), otherwise on standard error.
package enum LayoutAudit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var verdicts = TypeTable<Bool>()
    nonisolated(unsafe) private static var refusals: [String] = []

    /// Whether `model`'s parsed layout may be used. `sample` makes an
    /// instance for the `Mirror` check, used when the runtime cannot walk
    /// the type's fields; without one such a type is approved unchecked.
    static func approves(_ model: ModelType, sample: (() -> Any)?) -> Bool {
        let key = ObjectIdentifier(model.type)
        if let verdict = lock.withLock({ verdicts[key] }) { return verdict }
        let refusal = check(model, sample: sample)
        let first: Bool = lock.withLock {
            // Another thread decided first, and reported.
            if verdicts[key] != nil { return false }
            verdicts[key] = refusal == nil
            if let refusal { refusals.append(refusal) }
            return refusal != nil
        }
        if first, let refusal {
            let message = "KakaJSON refuses to convert \(refusal); its properties keep their defaults."
            if let session = IssueSession.current {
                session.reportTopLevel(.typeMismatch, message)
            } else {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
        }
        return refusal == nil
    }

    /// The refusals reported so far, for tests.
    package static var reported: [String] {
        lock.withLock { refusals }
    }

    private static func check(_ model: ModelType, sample: (() -> Any)?) -> String? {
        switch LayoutVerification.verdict(for: model) {
        case .agrees:
            return nil
        case .disagrees(let mismatch):
            return mismatch.description
        case .unverifiable:
            guard let sample else { return nil }
            // Names and their count, from an instance.
            var mirrors: [Mirror] = []
            var current: Mirror? = Mirror(reflecting: sample())
            while let mirror = current {
                mirrors.append(mirror)
                current = mirror.superclassMirror
            }
            let names = mirrors.reversed().flatMap { $0.children.compactMap(\.label) }
            let parsed = model.properties?.map(\.name) ?? []
            guard names.suffix(parsed.count) == parsed[...] else {
                return "\(String(reflecting: model.type)): the metadata layer read the properties \(parsed), "
                    + "Mirror lists \(names)"
            }
            return nil
        }
    }
}
