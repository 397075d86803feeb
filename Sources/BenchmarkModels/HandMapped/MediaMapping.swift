// Hand-written mappers of a tweet's photos and their sizes.

extension Media: HandMapped {
    /// Reads each property from its snake_case key.
    public init(handMapped json: [String: Any]) {
        id = json["id"] as? Int64 ?? 0
        idStr = json["id_str"] as? String ?? ""
        indices = json["indices"] as? [Int] ?? []
        mediaUrl = json["media_url"] as? String ?? ""
        mediaUrlHttps = json["media_url_https"] as? String ?? ""
        url = json["url"] as? String ?? ""
        displayUrl = json["display_url"] as? String ?? ""
        expandedUrl = json["expanded_url"] as? String ?? ""
        type = json["type"] as? String ?? ""
        sizes = MediaSizes.mapped(from: json["sizes"]) ?? MediaSizes()
        sourceStatusId = json["source_status_id"] as? Int64
        sourceStatusIdStr = json["source_status_id_str"] as? String
    }

    /// Writes each property under its snake_case key; nil optionals are left out.
    public func handMappedJSON() -> [String: Any] {
        var json = [String: Any](minimumCapacity: 12)
        json["id"] = id
        json["id_str"] = idStr
        json["indices"] = indices
        json["media_url"] = mediaUrl
        json["media_url_https"] = mediaUrlHttps
        json["url"] = url
        json["display_url"] = displayUrl
        json["expanded_url"] = expandedUrl
        json["type"] = type
        json["sizes"] = sizes.handMappedJSON()
        if let sourceStatusId { json["source_status_id"] = sourceStatusId }
        if let sourceStatusIdStr { json["source_status_id_str"] = sourceStatusIdStr }
        return json
    }
}

extension MediaSizes: HandMapped {
    /// Reads the four sizes.
    public init(handMapped json: [String: Any]) {
        small = MediaSize.mapped(from: json["small"]) ?? MediaSize()
        medium = MediaSize.mapped(from: json["medium"]) ?? MediaSize()
        thumb = MediaSize.mapped(from: json["thumb"]) ?? MediaSize()
        large = MediaSize.mapped(from: json["large"]) ?? MediaSize()
    }

    /// Writes the four sizes.
    public func handMappedJSON() -> [String: Any] {
        ["small": small.handMappedJSON(), "medium": medium.handMappedJSON(),
         "thumb": thumb.handMappedJSON(), "large": large.handMappedJSON()]
    }
}

extension MediaSize: HandMapped {
    /// Reads `w`, `h` and `resize`.
    public init(handMapped json: [String: Any]) {
        w = json["w"] as? Int ?? 0
        h = json["h"] as? Int ?? 0
        resize = json["resize"] as? String ?? ""
    }

    /// Writes `w`, `h` and `resize`.
    public func handMappedJSON() -> [String: Any] {
        ["w": w, "h": h, "resize": resize]
    }
}
