// Hand-written mappers of a Twitter account and the links in its profile.

extension User: HandMapped {
    /// Reads each property from its snake_case key.
    public init(handMapped json: [String: Any]) {
        id = json["id"] as? Int64 ?? 0
        idStr = json["id_str"] as? String ?? ""
        name = json["name"] as? String ?? ""
        screenName = json["screen_name"] as? String ?? ""
        location = json["location"] as? String ?? ""
        description = json["description"] as? String ?? ""
        url = json["url"] as? String
        entities = UserEntities.mapped(from: json["entities"]) ?? UserEntities()
        protected = json["protected"] as? Bool ?? false
        followersCount = json["followers_count"] as? Int ?? 0
        friendsCount = json["friends_count"] as? Int ?? 0
        listedCount = json["listed_count"] as? Int ?? 0
        createdAt = json["created_at"] as? String ?? ""
        favouritesCount = json["favourites_count"] as? Int ?? 0
        utcOffset = json["utc_offset"] as? Int
        timeZone = json["time_zone"] as? String
        geoEnabled = json["geo_enabled"] as? Bool ?? false
        verified = json["verified"] as? Bool ?? false
        statusesCount = json["statuses_count"] as? Int ?? 0
        lang = json["lang"] as? String ?? ""
        contributorsEnabled = json["contributors_enabled"] as? Bool ?? false
        isTranslator = json["is_translator"] as? Bool ?? false
        isTranslationEnabled = json["is_translation_enabled"] as? Bool ?? false
        profileBackgroundColor = json["profile_background_color"] as? String ?? ""
        profileBackgroundImageUrl = json["profile_background_image_url"] as? String ?? ""
        profileBackgroundImageUrlHttps = json["profile_background_image_url_https"] as? String ?? ""
        profileBackgroundTile = json["profile_background_tile"] as? Bool ?? false
        profileImageUrl = json["profile_image_url"] as? String ?? ""
        profileImageUrlHttps = json["profile_image_url_https"] as? String ?? ""
        profileBannerUrl = json["profile_banner_url"] as? String
        profileLinkColor = json["profile_link_color"] as? String ?? ""
        profileSidebarBorderColor = json["profile_sidebar_border_color"] as? String ?? ""
        profileSidebarFillColor = json["profile_sidebar_fill_color"] as? String ?? ""
        profileTextColor = json["profile_text_color"] as? String ?? ""
        profileUseBackgroundImage = json["profile_use_background_image"] as? Bool ?? false
        defaultProfile = json["default_profile"] as? Bool ?? false
        defaultProfileImage = json["default_profile_image"] as? Bool ?? false
        following = json["following"] as? Bool ?? false
        followRequestSent = json["follow_request_sent"] as? Bool ?? false
        notifications = json["notifications"] as? Bool ?? false
    }

    /// Writes each property under its snake_case key; nil optionals are left out.
    public func handMappedJSON() -> [String: Any] {
        // Sized for every key up front: adding the optionals to a literal could regrow it.
        var json = [String: Any](minimumCapacity: 40)
        json["id"] = id
        json["id_str"] = idStr
        json["name"] = name
        json["screen_name"] = screenName
        json["location"] = location
        json["description"] = description
        if let url { json["url"] = url }
        json["entities"] = entities.handMappedJSON()
        json["protected"] = protected
        json["followers_count"] = followersCount
        json["friends_count"] = friendsCount
        json["listed_count"] = listedCount
        json["created_at"] = createdAt
        json["favourites_count"] = favouritesCount
        if let utcOffset { json["utc_offset"] = utcOffset }
        if let timeZone { json["time_zone"] = timeZone }
        json["geo_enabled"] = geoEnabled
        json["verified"] = verified
        json["statuses_count"] = statusesCount
        json["lang"] = lang
        json["contributors_enabled"] = contributorsEnabled
        json["is_translator"] = isTranslator
        json["is_translation_enabled"] = isTranslationEnabled
        json["profile_background_color"] = profileBackgroundColor
        json["profile_background_image_url"] = profileBackgroundImageUrl
        json["profile_background_image_url_https"] = profileBackgroundImageUrlHttps
        json["profile_background_tile"] = profileBackgroundTile
        json["profile_image_url"] = profileImageUrl
        json["profile_image_url_https"] = profileImageUrlHttps
        if let profileBannerUrl { json["profile_banner_url"] = profileBannerUrl }
        json["profile_link_color"] = profileLinkColor
        json["profile_sidebar_border_color"] = profileSidebarBorderColor
        json["profile_sidebar_fill_color"] = profileSidebarFillColor
        json["profile_text_color"] = profileTextColor
        json["profile_use_background_image"] = profileUseBackgroundImage
        json["default_profile"] = defaultProfile
        json["default_profile_image"] = defaultProfileImage
        json["following"] = following
        json["follow_request_sent"] = followRequestSent
        json["notifications"] = notifications
        return json
    }
}

extension UserEntities: HandMapped {
    /// Reads `url` (absent on most accounts) and `description`.
    public init(handMapped json: [String: Any]) {
        url = URLEntities.mapped(from: json["url"])
        description = URLEntities.mapped(from: json["description"]) ?? URLEntities()
    }

    /// Writes `description`, and `url` when there is one.
    public func handMappedJSON() -> [String: Any] {
        var json: [String: Any] = ["description": description.handMappedJSON()]
        if let url { json["url"] = url.handMappedJSON() }
        return json
    }
}

extension URLEntities: HandMapped {
    /// Reads `urls`.
    public init(handMapped json: [String: Any]) {
        urls = URLEntity.mappedArray(from: json["urls"]) ?? []
    }

    /// Writes `urls`.
    public func handMappedJSON() -> [String: Any] {
        ["urls": urls.map { $0.handMappedJSON() }]
    }
}
