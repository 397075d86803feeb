// Hand-written mappers of citm_catalog.json's performances, prices and seating.

extension Performance: HandMapped {
    /// Reads each property from its key.
    public init(handMapped json: [String: Any]) {
        eventId = json["eventId"] as? Int ?? 0
        id = json["id"] as? Int ?? 0
        logo = json["logo"] as? String
        name = json["name"] as? String
        prices = Price.mappedArray(from: json["prices"]) ?? []
        seatCategories = SeatCategory.mappedArray(from: json["seatCategories"]) ?? []
        seatMapImage = json["seatMapImage"] as? String
        start = json["start"] as? Int64 ?? 0
        venueCode = json["venueCode"] as? String ?? ""
    }

    /// Writes each property under its key; nil optionals are left out.
    public func handMappedJSON() -> [String: Any] {
        var json = [String: Any](minimumCapacity: 9)
        json["eventId"] = eventId
        json["id"] = id
        if let logo { json["logo"] = logo }
        if let name { json["name"] = name }
        json["prices"] = prices.map { $0.handMappedJSON() }
        json["seatCategories"] = seatCategories.map { $0.handMappedJSON() }
        if let seatMapImage { json["seatMapImage"] = seatMapImage }
        json["start"] = start
        json["venueCode"] = venueCode
        return json
    }
}

extension Price: HandMapped {
    /// Reads `amount`, `audienceSubCategoryId` and `seatCategoryId`.
    public init(handMapped json: [String: Any]) {
        amount = json["amount"] as? Int ?? 0
        audienceSubCategoryId = json["audienceSubCategoryId"] as? Int ?? 0
        seatCategoryId = json["seatCategoryId"] as? Int ?? 0
    }

    /// Writes `amount`, `audienceSubCategoryId` and `seatCategoryId`.
    public func handMappedJSON() -> [String: Any] {
        ["amount": amount, "audienceSubCategoryId": audienceSubCategoryId, "seatCategoryId": seatCategoryId]
    }
}

extension SeatCategory: HandMapped {
    /// Reads `areas` and `seatCategoryId`.
    public init(handMapped json: [String: Any]) {
        areas = Area.mappedArray(from: json["areas"]) ?? []
        seatCategoryId = json["seatCategoryId"] as? Int ?? 0
    }

    /// Writes `areas` and `seatCategoryId`.
    public func handMappedJSON() -> [String: Any] {
        ["areas": areas.map { $0.handMappedJSON() }, "seatCategoryId": seatCategoryId]
    }
}

extension Area: HandMapped {
    /// Reads `areaId` and `blockIds`.
    public init(handMapped json: [String: Any]) {
        areaId = json["areaId"] as? Int ?? 0
        blockIds = json["blockIds"] as? [Int] ?? []
    }

    /// Writes `areaId` and `blockIds`.
    public func handMappedJSON() -> [String: Any] {
        ["areaId": areaId, "blockIds": blockIds]
    }
}
