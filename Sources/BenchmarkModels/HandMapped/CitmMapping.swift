// Hand-written mappers of citm_catalog.json's root and its events. Its keys
// are the property names already.

extension CitmCatalog: HandMapped {
    /// Reads the name tables, the events and the performances.
    public init(handMapped json: [String: Any]) {
        areaNames = json["areaNames"] as? [String: String] ?? [:]
        audienceSubCategoryNames = json["audienceSubCategoryNames"] as? [String: String] ?? [:]
        blockNames = json["blockNames"] as? [String: String] ?? [:]
        // `compactMapValues` over `[String: Any]`: no intermediate `[String: [String: Any]]`.
        events = (json["events"] as? [String: Any])?.compactMapValues(Event.mapped(from:)) ?? [:]
        performances = Performance.mappedArray(from: json["performances"]) ?? []
        seatCategoryNames = json["seatCategoryNames"] as? [String: String] ?? [:]
        subTopicNames = json["subTopicNames"] as? [String: String] ?? [:]
        subjectNames = json["subjectNames"] as? [String: String] ?? [:]
        topicNames = json["topicNames"] as? [String: String] ?? [:]
        topicSubTopics = json["topicSubTopics"] as? [String: [Int]] ?? [:]
        venueNames = json["venueNames"] as? [String: String] ?? [:]
    }

    /// Writes the name tables, the events and the performances.
    public func handMappedJSON() -> [String: Any] {
        ["areaNames": areaNames, "audienceSubCategoryNames": audienceSubCategoryNames, "blockNames": blockNames,
         "events": events.mapValues { $0.handMappedJSON() }, "performances": performances.map { $0.handMappedJSON() },
         "seatCategoryNames": seatCategoryNames, "subTopicNames": subTopicNames, "subjectNames": subjectNames,
         "topicNames": topicNames, "topicSubTopics": topicSubTopics, "venueNames": venueNames]
    }
}

extension Event: HandMapped {
    /// Reads each property from its key.
    public init(handMapped json: [String: Any]) {
        description = json["description"] as? String
        id = json["id"] as? Int ?? 0
        logo = json["logo"] as? String
        name = json["name"] as? String ?? ""
        subTopicIds = json["subTopicIds"] as? [Int] ?? []
        subjectCode = json["subjectCode"] as? String
        subtitle = json["subtitle"] as? String
        topicIds = json["topicIds"] as? [Int] ?? []
    }

    /// Writes each property under its key; nil optionals are left out.
    public func handMappedJSON() -> [String: Any] {
        var json = [String: Any](minimumCapacity: 8)
        if let description { json["description"] = description }
        json["id"] = id
        if let logo { json["logo"] = logo }
        json["name"] = name
        json["subTopicIds"] = subTopicIds
        if let subjectCode { json["subjectCode"] = subjectCode }
        if let subtitle { json["subtitle"] = subtitle }
        json["topicIds"] = topicIds
        return json
    }
}
