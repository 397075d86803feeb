// Hand-written mappers of a tweet and its search metadata.

extension Status: HandMapped {
    /// Reads each property from its snake_case key; a retweet's original
    /// tweet through this same initializer.
    public convenience init(handMapped json: [String: Any]) {
        // A class initializer in an extension must start from the designated one.
        self.init()
        metadata = StatusMetadata.mapped(from: json["metadata"]) ?? StatusMetadata()
        createdAt = json["created_at"] as? String ?? ""
        id = json["id"] as? Int64 ?? 0
        idStr = json["id_str"] as? String ?? ""
        text = json["text"] as? String ?? ""
        source = json["source"] as? String ?? ""
        truncated = json["truncated"] as? Bool ?? false
        inReplyToStatusId = json["in_reply_to_status_id"] as? Int64
        inReplyToStatusIdStr = json["in_reply_to_status_id_str"] as? String
        inReplyToUserId = json["in_reply_to_user_id"] as? Int64
        inReplyToUserIdStr = json["in_reply_to_user_id_str"] as? String
        inReplyToScreenName = json["in_reply_to_screen_name"] as? String
        user = User.mapped(from: json["user"]) ?? User()
        geo = Coordinates.mapped(from: json["geo"])
        coordinates = Coordinates.mapped(from: json["coordinates"])
        place = Place.mapped(from: json["place"])
        contributors = Contributor.mappedArray(from: json["contributors"])
        retweetedStatus = Status.mapped(from: json["retweeted_status"])
        retweetCount = json["retweet_count"] as? Int ?? 0
        favoriteCount = json["favorite_count"] as? Int ?? 0
        entities = Entities.mapped(from: json["entities"]) ?? Entities()
        favorited = json["favorited"] as? Bool ?? false
        retweeted = json["retweeted"] as? Bool ?? false
        possiblySensitive = json["possibly_sensitive"] as? Bool
        lang = json["lang"] as? String ?? ""
    }

    /// Writes each property under its snake_case key; nil optionals are left out.
    public func handMappedJSON() -> [String: Any] {
        // Sized for every key up front: adding the optionals to a literal could regrow it.
        var json = [String: Any](minimumCapacity: 25)
        json["metadata"] = metadata.handMappedJSON()
        json["created_at"] = createdAt
        json["id"] = id
        json["id_str"] = idStr
        json["text"] = text
        json["source"] = source
        json["truncated"] = truncated
        if let inReplyToStatusId { json["in_reply_to_status_id"] = inReplyToStatusId }
        if let inReplyToStatusIdStr { json["in_reply_to_status_id_str"] = inReplyToStatusIdStr }
        if let inReplyToUserId { json["in_reply_to_user_id"] = inReplyToUserId }
        if let inReplyToUserIdStr { json["in_reply_to_user_id_str"] = inReplyToUserIdStr }
        if let inReplyToScreenName { json["in_reply_to_screen_name"] = inReplyToScreenName }
        json["user"] = user.handMappedJSON()
        if let geo { json["geo"] = geo.handMappedJSON() }
        if let coordinates { json["coordinates"] = coordinates.handMappedJSON() }
        if let place { json["place"] = place.handMappedJSON() }
        if let contributors { json["contributors"] = contributors.map { $0.handMappedJSON() } }
        if let retweetedStatus { json["retweeted_status"] = retweetedStatus.handMappedJSON() }
        json["retweet_count"] = retweetCount
        json["favorite_count"] = favoriteCount
        json["entities"] = entities.handMappedJSON()
        json["favorited"] = favorited
        json["retweeted"] = retweeted
        if let possiblySensitive { json["possibly_sensitive"] = possiblySensitive }
        json["lang"] = lang
        return json
    }
}

extension StatusMetadata: HandMapped {
    /// Reads `result_type` and `iso_language_code`.
    public init(handMapped json: [String: Any]) {
        resultType = json["result_type"] as? String ?? ""
        isoLanguageCode = json["iso_language_code"] as? String ?? ""
    }

    /// Writes `result_type` and `iso_language_code`.
    public func handMappedJSON() -> [String: Any] {
        ["result_type": resultType, "iso_language_code": isoLanguageCode]
    }
}
