import Foundation

/// Reads and writes RFC 3339 / ISO 8601 date-times without a formatter:
/// Foundation's `ISO8601DateFormatter` is slow to make and to use, and
/// needs different options for text with and without fractional seconds.
enum ISO8601Text {
    /// The instant `text` names, or nil when it is not an ISO 8601 date.
    ///
    /// Accepted: `YYYY-MM-DD`, optionally followed by `T` (or `t`, or a
    /// space), `hh:mm`, optionally `:ss` and a fraction (`.` or `,`, any
    /// number of digits, read to the nanosecond), and a zone: `Z`, `z`,
    /// `±hh:mm`, `±hhmm` or `±hh`. Without a zone the time is UTC, and a
    /// date alone is its midnight in UTC. Every field is range-checked
    /// (`2023-02-29` is refused), and nothing may follow.
    static func date(from text: String) -> Date? {
        // Longer than any date-time (with nanoseconds and an offset): not one.
        guard text.utf8.count <= 64 else { return nil }
        var reader = Reader(bytes: Array(text.utf8))
        return reader.readDate()
    }

    /// `date` as `YYYY-MM-DDThh:mm:ss[.ffffff]Z`, the fraction rounded to
    /// microseconds and left out when zero; nil for dates outside the years
    /// 0000–9999, which the form cannot hold.
    static func string(from date: Date) -> String? {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, abs(interval) < 1e12 else { return nil }
        var whole = interval.rounded(.down)
        var micros = ((interval - whole) * 1_000_000).rounded()
        if micros >= 1_000_000 {
            whole += 1
            micros = 0
        }
        let seconds = Int64(whole)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = CivilCalendar.date(fromDays: days)
        guard (0...9_999).contains(year) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(27)
        func append(_ value: Int, digits: Int) {
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }
        append(Int(year), digits: 4)
        bytes.append(UInt8(ascii: "-"))
        append(month, digits: 2)
        bytes.append(UInt8(ascii: "-"))
        append(day, digits: 2)
        bytes.append(UInt8(ascii: "T"))
        append(secondOfDay / 3_600, digits: 2)
        bytes.append(UInt8(ascii: ":"))
        append(secondOfDay / 60 % 60, digits: 2)
        bytes.append(UInt8(ascii: ":"))
        append(secondOfDay % 60, digits: 2)
        if micros > 0 {
            bytes.append(UInt8(ascii: "."))
            var fraction = Int(micros), digits = 6
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            append(fraction, digits: digits)
        }
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `date` as Foundation's `.iso8601` strategy writes it: whole seconds
    /// (the fraction dropped), UTC, `Z`.
    ///
    /// Written here from 1582-10-15 to the end of 9999, where that text is
    /// the proleptic Gregorian date this type computes. Outside, by
    /// Foundation's own formatter: its calendar is Julian before the
    /// Gregorian reform, and it writes years past 9999 (and something for
    /// any instant at all), so `KakaJSONDecoder`, which reads with
    /// Foundation's parser, gives back the date `JSONEncoder` would.
    static func internetDateTime(from date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        if seconds >= firstGregorianSecond && seconds < firstSecondOfYear10000,
           let text = string(from: Date(timeIntervalSince1970: seconds.rounded(.down))) {
            return text
        }
        if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
            return date.formatted(.iso8601)
        }
        return ISO8601DateFormatter().string(from: date)
    }

    /// 1582-10-15T00:00:00Z, the first day of the Gregorian calendar.
    private static let firstGregorianSecond: TimeInterval = -12_219_292_800
    /// 10000-01-01T00:00:00Z.
    private static let firstSecondOfYear10000: TimeInterval = 253_402_300_800

    /// The instant `text` names as Foundation's `.iso8601` decoding strategy
    /// reads it (an internet date-time: date, time and zone, no fraction),
    /// or nil. Foundation's own parser, so `KakaJSONDecoder` accepts exactly
    /// what `JSONDecoder` does; the format style is newer than the
    /// deployment targets, and the formatter it replaced reads the same form.
    static func internetDateTime(from text: String) -> Date? {
        if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
            return try? Date.ISO8601FormatStyle().parse(text)
        }
        return ISO8601DateFormatter().date(from: text)
    }

    /// A cursor over the text's UTF-8.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func readDate() -> Date? {
            guard let year = digits(4), skip("-"), let month = digits(2), skip("-"), let day = digits(2),
                  (1...12).contains(month), (1...CivilCalendar.days(inMonth: month, year: year)).contains(day)
            else { return nil }
            let days = CivilCalendar.days(year: year, month: month, day: day)
            if atEnd { return Date(timeIntervalSince1970: Double(days * 86_400)) }
            guard skip("T") || skip("t") || skip(" "),
                  let hour = digits(2), skip(":"), let minute = digits(2), hour < 24, minute < 60
            else { return nil }
            var second: Int64 = 0, nanoseconds: Int64 = 0
            if skip(":") {
                guard let read = digits(2), read <= 60 else { return nil }
                second = read
                if skip(".") || skip(",") {
                    guard let fraction = fraction() else { return nil }
                    nanoseconds = fraction
                }
            }
            guard let offset = zoneOffset(), atEnd else { return nil }
            let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
            return Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
        }

        /// The zone's offset from UTC in seconds; 0 when there is none.
        private mutating func zoneOffset() -> Int64? {
            if atEnd { return 0 }
            if skip("Z") || skip("z") { return 0 }
            let sign: Int64
            if skip("+") {
                sign = 1
            } else if skip("-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = digits(2), hours < 24 else { return nil }
            var minutes: Int64 = 0
            if !atEnd {
                _ = skip(":")
                guard let read = digits(2), read < 60 else { return nil }
                minutes = read
            }
            return sign * (hours * 3_600 + minutes * 60)
        }

        /// One or more digits after the decimal mark, as nanoseconds.
        private mutating func fraction() -> Int64? {
            var value: Int64 = 0, count = 0
            while !atEnd, let digit = digit(at: index) {
                if count < 9 { value = value * 10 + digit }
                count += 1
                index += 1
            }
            guard count > 0 else { return nil }
            if count < 9 {
                for _ in count..<9 { value *= 10 }
            }
            return value
        }

        private mutating func digits(_ count: Int) -> Int64? {
            guard bytes.count - index >= count else { return nil }
            var value: Int64 = 0
            for position in index..<(index + count) {
                guard let digit = digit(at: position) else { return nil }
                value = value * 10 + digit
            }
            index += count
            return value
        }

        private func digit(at position: Int) -> Int64? {
            let byte = bytes[position]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            return Int64(byte - UInt8(ascii: "0"))
        }

        private mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard !atEnd, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }
    }
}

/// Days and dates of the proleptic Gregorian calendar, counted from
/// 1970-01-01, by the era arithmetic of 400-year cycles (146,097 days).
enum CivilCalendar {
    /// Days from 1970-01-01 to the date.
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        // Years start in March, so that the leap day ends a year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01.
    static func date(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
        let month = Int(shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9)
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    static func days(inMonth month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
