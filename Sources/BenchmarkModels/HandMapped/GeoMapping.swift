// Hand-written mappers of the status fields that are null throughout twitter.json.

extension Coordinates: HandMapped {
    /// Reads `type` and `coordinates`.
    public init(handMapped json: [String: Any]) {
        type = json["type"] as? String ?? ""
        coordinates = json["coordinates"] as? [Double] ?? []
    }

    /// Writes `type` and `coordinates`.
    public func handMappedJSON() -> [String: Any] {
        ["type": type, "coordinates": coordinates]
    }
}

extension Place: HandMapped {
    /// Reads each property from its snake_case key.
    public init(handMapped json: [String: Any]) {
        id = json["id"] as? String ?? ""
        url = json["url"] as? String ?? ""
        placeType = json["place_type"] as? String ?? ""
        name = json["name"] as? String ?? ""
        fullName = json["full_name"] as? String ?? ""
        countryCode = json["country_code"] as? String ?? ""
        country = json["country"] as? String ?? ""
    }

    /// Writes each property under its snake_case key.
    public func handMappedJSON() -> [String: Any] {
        ["id": id, "url": url, "place_type": placeType, "name": name, "full_name": fullName,
         "country_code": countryCode, "country": country]
    }
}

extension Contributor: HandMapped {
    /// Reads `id`, `id_str` and `screen_name`.
    public init(handMapped json: [String: Any]) {
        id = json["id"] as? Int64 ?? 0
        idStr = json["id_str"] as? String ?? ""
        screenName = json["screen_name"] as? String ?? ""
    }

    /// Writes `id`, `id_str` and `screen_name`.
    public func handMappedJSON() -> [String: Any] {
        ["id": id, "id_str": idStr, "screen_name": screenName]
    }
}
