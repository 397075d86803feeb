/// How XML maps to the JSON-shaped values models are converted from and to.
public struct XMLOptions: Sendable {
    /// The prefix that marks an attribute's key: `<user id="1">` gives the
    /// key `"@id"`. Default `"@"`; an empty prefix makes attributes plain keys.
    public var attributePrefix: String
    /// The key of an element's own text when it also has attributes or child
    /// elements: `<price currency="EUR">5</price>` gives
    /// `["@currency": "EUR", "#text": "5"]`. Default `"#text"`.
    public var textKey: String
    /// Names of elements that always become arrays, even when an element
    /// appears once: `["tag"]` reads `<tags><tag>a</tag></tags>` as
    /// `["tag": ["a"]]`. Repeated elements always become arrays.
    public var arrayElements: Set<String>

    /// The options; every argument has the default described above.
    public init(attributePrefix: String = "@", textKey: String = "#text", arrayElements: Set<String> = []) {
        self.attributePrefix = attributePrefix
        self.textKey = textKey
        self.arrayElements = arrayElements
    }
}
