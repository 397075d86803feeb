/// A property wrapper that is itself a model, with no stored `wrappedValue`:
/// `@Audited var title` converts as an `Audited` model under the key `title`.
///
///     @propertyWrapper
///     struct Audited: ConvertibleWrapper {
///         var value = ""
///         var revision = 0
///         var wrappedValue: String {
///             get { value }
///             set { value = newValue; revision += 1 }
///         }
///         init() {}
///         init(wrappedValue: String) { value = wrappedValue }
///     }
///
/// Swift stores `@Audited var title` as a property `_title: Audited`, and the
/// metadata does not say that it is a wrapper's storage: a plain model
/// property named with an underscore (HAL's `_links: Links`) looks the same.
/// A wrapper with a stored `wrappedValue`, or one that is not a model, is
/// recognised on its own; a model wrapper whose `wrappedValue` is computed
/// declares it with this protocol. Its other conversions are those of any
/// `Convertible` model.
public protocol ConvertibleWrapper: Convertible {}
