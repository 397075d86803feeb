// Hand-written mappers of twitter.json's root and its search metadata.

extension TwitterFeed: HandMapped {
    /// Reads `statuses` and `search_metadata`.
    public init(handMapped json: [String: Any]) {
        statuses = Status.mappedArray(from: json["statuses"]) ?? []
        searchMetadata = SearchMetadata.mapped(from: json["search_metadata"]) ?? SearchMetadata()
    }

    /// Writes `statuses` and `search_metadata`.
    public func handMappedJSON() -> [String: Any] {
        ["statuses": statuses.map { $0.handMappedJSON() }, "search_metadata": searchMetadata.handMappedJSON()]
    }
}

extension SearchMetadata: HandMapped {
    /// Reads each property from its snake_case key.
    public init(handMapped json: [String: Any]) {
        completedIn = json["completed_in"] as? Double ?? 0
        maxId = json["max_id"] as? Int64 ?? 0
        maxIdStr = json["max_id_str"] as? String ?? ""
        nextResults = json["next_results"] as? String ?? ""
        query = json["query"] as? String ?? ""
        refreshUrl = json["refresh_url"] as? String ?? ""
        count = json["count"] as? Int ?? 0
        sinceId = json["since_id"] as? Int64 ?? 0
        sinceIdStr = json["since_id_str"] as? String ?? ""
    }

    /// Writes each property under its snake_case key.
    public func handMappedJSON() -> [String: Any] {
        ["completed_in": completedIn, "max_id": maxId, "max_id_str": maxIdStr, "next_results": nextResults,
         "query": query, "refresh_url": refreshUrl, "count": count, "since_id": sinceId, "since_id_str": sinceIdStr]
    }
}
