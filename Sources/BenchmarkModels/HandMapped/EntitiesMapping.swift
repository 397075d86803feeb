// Hand-written mappers of a tweet's entities: hashtags, links and mentions.

extension Entities: HandMapped {
    /// Reads each list; `media` stays nil when the tweet has none.
    public init(handMapped json: [String: Any]) {
        hashtags = Hashtag.mappedArray(from: json["hashtags"]) ?? []
        symbols = Hashtag.mappedArray(from: json["symbols"]) ?? []
        urls = URLEntity.mappedArray(from: json["urls"]) ?? []
        userMentions = UserMention.mappedArray(from: json["user_mentions"]) ?? []
        media = Media.mappedArray(from: json["media"])
    }

    /// Writes each list; `media` only when there is one.
    public func handMappedJSON() -> [String: Any] {
        var json = [String: Any](minimumCapacity: 5)
        json["hashtags"] = hashtags.map { $0.handMappedJSON() }
        json["symbols"] = symbols.map { $0.handMappedJSON() }
        json["urls"] = urls.map { $0.handMappedJSON() }
        json["user_mentions"] = userMentions.map { $0.handMappedJSON() }
        if let media { json["media"] = media.map { $0.handMappedJSON() } }
        return json
    }
}

extension Hashtag: HandMapped {
    /// Reads `text` and `indices`.
    public init(handMapped json: [String: Any]) {
        text = json["text"] as? String ?? ""
        indices = json["indices"] as? [Int] ?? []
    }

    /// Writes `text` and `indices`.
    public func handMappedJSON() -> [String: Any] {
        ["text": text, "indices": indices]
    }
}

extension URLEntity: HandMapped {
    /// Reads each property from its snake_case key.
    public init(handMapped json: [String: Any]) {
        url = json["url"] as? String ?? ""
        expandedUrl = json["expanded_url"] as? String ?? ""
        displayUrl = json["display_url"] as? String ?? ""
        indices = json["indices"] as? [Int] ?? []
    }

    /// Writes each property under its snake_case key.
    public func handMappedJSON() -> [String: Any] {
        ["url": url, "expanded_url": expandedUrl, "display_url": displayUrl, "indices": indices]
    }
}

extension UserMention: HandMapped {
    /// Reads each property from its snake_case key.
    public init(handMapped json: [String: Any]) {
        screenName = json["screen_name"] as? String ?? ""
        name = json["name"] as? String ?? ""
        id = json["id"] as? Int64 ?? 0
        idStr = json["id_str"] as? String ?? ""
        indices = json["indices"] as? [Int] ?? []
    }

    /// Writes each property under its snake_case key.
    public func handMappedJSON() -> [String: Any] {
        ["screen_name": screenName, "name": name, "id": id, "id_str": idStr, "indices": indices]
    }
}
