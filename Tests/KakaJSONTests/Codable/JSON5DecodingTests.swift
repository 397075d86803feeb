import XCTest
import Foundation
import KakaJSON

/// `allowsJSON5`, held against Foundation's `JSONDecoder` with the same
/// option: each grammar feature valid and invalid, typed numbers, error
/// places, and generated documents.
final class JSON5DecodingTests: XCTestCase {
    private let json5 = ByteOracle(allowsJSON5: true)

    private func checkAll(_ texts: [String], succeed: Bool, file: StaticString = #filePath, line: UInt = #line) {
        for text in texts { json5.check(AnyJSONValue.self, text, expectSuccess: succeed, file: file, line: line) }
    }

    func testComments() {
        checkAll(["[1]//c", "[1]/*c*/", "[1/*c*/,2]", "//c\n[1]", "/*c*/[1]", "/**/[1]", "/***/[1]", "/* * */[1]",
                  "{/*a*/\"a\"/*b*/:/*c*/1/*d*/}", "[1, // one\n 2 /* two */]", "//\r[1]", "[1]//", "/*\n*/[1]",
                  "{a//x\n:1}"], succeed: true)
        checkAll(["[1]/*c", "[1]/", "[1]/x", "/*[1]", "[1/]", "/ /[1]", "[1]*/", "/*/[1]"], succeed: false)
    }

    func testWhitespace() {
        checkAll(["[1,\u{0B}2]", "[1]\u{0C}", "\t[ 1 ]\r\n", "{ a : 1 }"], succeed: true)
        json5.check(AnyJSONValue.self, Data([0x5B, 0x31, 0x5D, 0xA0]), "a 0xA0 byte", expectSuccess: true)
        // U+00A0 in UTF-8 (C2 A0), U+2028 and U+FEFF are not whitespace to Foundation.
        checkAll(["[1]\u{A0}", "[1]\u{2028}", "[\u{FEFF}1]"], succeed: false)
    }

    func testKeys() {
        checkAll(["{a:1}", "{$a_1:1}", "{_:1}", "{a1:1}", "{ab$:1}", "{é:1}", "{aé:1}", "{ǅ:1}", "{a٣:1}",
                  "{aͅ:1}", "{a‿b:1}", "{a\u{200C}b:1}", "{Ⅻ:1}", "{'a':1}", "{'a\"b':1}", "{\"a'b\":1}", "{'':1}",
                  "{a:1,b:2,}", "{\\u0061b:1}", "{a\\u0062:1}", "{\\x61:1}", "{\\u0031:1}", "{a:{b:{c:[]}}}",
                  "{null:1, true:2, Infinity:3, NaN:4}"], succeed: true)
        checkAll(["{1a:1}", "{a-b:1}", "{a b:1}", "{a:1 b:2}", "{a:1,,}", "{-a:1}", "{a\\u0000:1}", "{a\\x00:1}",
                  "{a\\uD800:1}", "{a\\q:1}", "{a\\u12:1}", "{a", "{a:", "{\u{1F600}:1}", "{.a:1}", "{a.b:1}",
                  "{'a:1}", "{a:1}}"], succeed: false)
    }

    func testStrings() {
        checkAll(["['a']", "['a\"b']", "['a\\'b']", "[\"a\\'b\"]", "['a\\\nb']", "[\"a\\\nb\"]", "['a\\\r\nb']",
                  "['a\\\rb']", "[\"\\x41\"]", "['\\x7F\\xff']", "['\\u00e9']", "['\\ud83d\\ude00']", "[\"\\/\"]",
                  "'x'", "['\u{2028}']", "['é😀']", "['']"], succeed: true)
        checkAll(["[\"\\x00\"]", "[\"\\x4\"]", "[\"\\xZZ\"]", "[\"\\u0000\"]", "['\\u0000']", "[\"\\0\"]", "[\"\\v\"]",
                  "[\"\\q\"]", "['a\tb']", "['a\u{01}b']", "['\\ud83d']", "['\\ud83dx']", "['a", "['a\\",
                  "[\"\\uD800\\u0041\"]", "[`a`]"], succeed: false)
        json5.check(AnyJSONValue.self, Data([0x5B, 0x27, 0xFF, 0x27, 0x5D]), "invalid UTF-8 in single quotes",
                    expectSuccess: false)
    }

    func testNumbers() {
        checkAll(["[0x1F]", "[0X1f]", "[-0x10]", "[+0x10]", "[0x1e5]", "[Infinity]", "[-Infinity]", "[+Infinity]",
                  "[NaN]", "[-NaN]", "[+NaN]", "[.5]", "[5.]", "[-.5]", "[+.5]", "[-5.]", "[5.e5]", "[.5e5]", "[+1]",
                  "[1E5]", "[+0]", "[-0]", "[0.]", "[0.e1]", "[.0]", "[-.0]", "[+.0e1]", "1", "+1", "-Infinity",
                  "[0x7FFFFFFFFFFFFFFF]", "[-0x8000000000000000]", "[0x8000000000000000]", "[1.5e-3]"], succeed: true)
        checkAll(["[0x]", "[0xG]", "[0x1.5]", "[Inf]", "[infinity]", "[NaNa]", "[.]", "[.e5]", "[+-1]", "[++1]",
                  "[01]", "[00]", "[1e]", "[5.e]", "[00.5]", "[1.5.5]", "[1e5e5]", "[1-2]", "[1+2]", "[0x-1]",
                  "[0x+1]", "[-0x]", "[1x]", "[1.5e]", "[0e]", "[0x10000000000000000]", "[-]", "[+]",
                  "[Infinityx]", "[-I]"], succeed: false)
    }

    /// Each spelling into each number type: the same value or the same error.
    func testNumbersIntoTypedValues() {
        let spellings = ["0x1F", "-0x10", "+0x10", "0x1e5", "Infinity", "-Infinity", ".5", "5.", "-.5", "+.5", "5.e5",
                         ".5e5", "+1", "1E5", "+0", "-0", "0.", ".0", "-.0", "0x7F", "0x80", "-0x80", "-0x81", "0xFF",
                         "0x100", "0x7FFFFFFFFFFFFFFF", "0x8000000000000000", "-0x8000000000000000",
                         "0xFFFFFFFFFFFFFFFF", "1e400", "2.01e-1234", "+1e-50", ".1e39", "3.4028236e38", "7e-46",
                         "8e-46", "+2.4e-324", "4.9e-324"]
        for spelling in spellings {
            let text = "[\(spelling)]"
            json5.check([Double].self, text)
            json5.check([Float].self, text)
            json5.check([Int].self, text)
            json5.check([Int8].self, text)
            json5.check([UInt8].self, text)
            json5.check([Int64].self, text)
            json5.check([UInt64].self, text)
            json5.check([Decimal].self, text)
            json5.check([String: Double].self, "{a: \(spelling)}")
        }
        // NaN decodes as NaN into Double and Float, and as Decimal's NaN.
        XCTAssertTrue(try KakaJSONDecoder.json5().decode([Double].self, from: Data("[NaN]".utf8))[0].isNaN)
        XCTAssertEqual(try KakaJSONDecoder.json5().decode([Double].self, from: Data("[-NaN]".utf8))[0].sign, .minus)
        XCTAssertTrue(try KakaJSONDecoder.json5().decode([Float].self, from: Data("[+NaN]".utf8))[0].isNaN)
        XCTAssertTrue(try KakaJSONDecoder.json5().decode([Decimal].self, from: Data("[Infinity]".utf8))[0].isNaN)
    }

    /// Foundation stops the process on `1e+` into a `Double` and reads it as
    /// 1 into an `Int`: a number without exponent digits is refused.
    func testExponentWithoutDigitsIsRefused() {
        for text in ["[1e+]", "[1e-]", "[.5E+]"] {
            XCTAssertThrowsError(try KakaJSONDecoder.json5().decode([Int].self, from: Data(text.utf8)), text)
            XCTAssertThrowsError(try KakaJSONDecoder.json5().decode([Double].self, from: Data(text.utf8)), text)
        }
    }

    /// Foundation stops the process reading into an integer a hexadecimal
    /// number followed by an exponent sign or another `x`, and a negative
    /// one past `Int64.min`: all are refused, into every number type.
    func testHexNumbersThatStopFoundationAreRefused() {
        for text in ["[0x1e-1]", "[0x1E-0]", "[-0x1e+5]", "[-0x8000000000000001]", "[-0xFFFFFFFFFFFFFFFF]", "[0x0x]",
                     "[0x1x2]"] {
            let data = Data(text.utf8)
            XCTAssertThrowsError(try KakaJSONDecoder.json5().decode([Int64].self, from: data), text)
            XCTAssertThrowsError(try KakaJSONDecoder.json5().decode([Int8].self, from: data), text)
            XCTAssertThrowsError(try KakaJSONDecoder.json5().decode([UInt64].self, from: data), text)
            XCTAssertThrowsError(try KakaJSONDecoder.json5().decode([Double].self, from: data), text)
        }
        XCTAssertEqual(try KakaJSONDecoder.json5().decode([Int64].self, from: Data("[-0x8000000000000000]".utf8)), [.min])
    }

    func testTrailingCommas() {
        checkAll(["[1,]", "{a:1,}", "{a:[1,],}", "[1, /* c */]", "[1,\n// c\n]"], succeed: true)
        checkAll(["[1,,]", "[,]", "{,}", "{a:1,,}", "[,1]"], succeed: false)
    }

    func testDocumentsAsAWhole() {
        let document = """
        // A JSON5 document with every feature.
        {
          unquoted: 'and you can quote me on that',
          singleQuotes: 'I can use "double quotes" here',
          lineBreaks: "Look, Mom! \\
        No \\\\n's!",
          hexadecimal: 0xdecaf,
          leadingDecimalPoint: .8675309, andTrailing: 8675309.,
          positiveSign: +1,
          trailingComma: 'in objects', andIn: ['arrays',],
          "backwardsCompatible": "with JSON",
          /* and */ infinities: [Infinity, -Infinity],
        }
        """
        json5.check(AnyJSONValue.self, document, expectSuccess: true)
        struct Example: Decodable, Equatable {
            var unquoted: String, singleQuotes: String, lineBreaks: String, hexadecimal: Int
            var leadingDecimalPoint: Double, andTrailing: Double, positiveSign: Int, andIn: [String], infinities: [Float]
        }
        json5.check(Example.self, document, expectSuccess: true)
        let example = try? KakaJSONDecoder.json5().decode(Example.self, from: Data(document.utf8))
        XCTAssertEqual(example?.lineBreaks, "Look, Mom! \nNo \\n's!")
        XCTAssertEqual(example?.hexadecimal, 0xdecaf)
        XCTAssertEqual(example?.leadingDecimalPoint, 0.8675309)
        XCTAssertEqual(example?.infinities, [.infinity, -.infinity])
        // Without JSON5, the same text is refused by both.
        ByteOracle().check(AnyJSONValue.self, document, expectSuccess: false)
    }

    /// The error names the line and column of the problem.
    func testErrorsNameLineAndColumn() throws {
        let text = "{\n  a: 1,\n  b: 0x,\n}"
        XCTAssertThrowsError(try KakaJSONDecoder.json5().decode(AnyJSONValue.self, from: Data(text.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error,
                  let syntax = context.underlyingError as? JSONSyntaxError else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "The given data was not valid JSON.")
            XCTAssertEqual(syntax.line, 3)
            XCTAssertEqual(syntax.column, 8)
            XCTAssertEqual(syntax.offset, 17)
            XCTAssertTrue(syntax.description.contains("line 3, column 8"), syntax.description)
        }
        XCTAssertThrowsError(try KakaJSONDecoder.json5().decode(AnyJSONValue.self, from: Data("[1, /* x".utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error,
                  let syntax = context.underlyingError as? JSONSyntaxError else { return XCTFail("\(error)") }
            XCTAssertEqual(syntax.column, 5)
            XCTAssertTrue(syntax.description.contains("unterminated comment"), syntax.description)
        }
    }

    /// Documents made of random JSON5 pieces, valid and (after a random cut
    /// or byte change) invalid, decoded by both.
    func testGeneratedDocuments() {
        var generator = SplitMix64(seed: 0x4A53_4F4E_35)
        var agreed = 0
        let rounds = TestScale.count(600)
        for round in 0..<rounds {
            var text = JSON5Sample.value(depth: 0, using: &generator)
            if round % 3 == 1, !text.isEmpty {
                text = String(text.prefix(Int.random(in: 0..<text.count, using: &generator)))
            } else if round % 3 == 2, !text.isEmpty {
                var scalars = Array(text.unicodeScalars)
                let replacement = JSON5Sample.noise.randomElement(using: &generator) ?? " "
                scalars[Int.random(in: 0..<scalars.count, using: &generator)] = replacement
                text = String(String.UnicodeScalarView(scalars))
            }
            // Foundation stops the process on an exponent without digits.
            guard !JSON5Sample.crashesFoundation(text) else { continue }
            if json5.check(AnyJSONValue.self, text) { agreed += 1 }
        }
        XCTAssertGreaterThan(agreed, rounds * 5 / 6)
    }

    /// Deep JSON5 decodes on a thread with a small stack, as JSON does.
    func testDeepDocumentOnASmallStack() {
        let depth = 250
        let text = String(repeating: "{a:[", count: depth) + "'x'" + String(repeating: "],}", count: depth)
        var value = onSmallStack { try? KakaJSONDecoder.json5().decode(AnyJSONValue.self, from: Data(text.utf8)) }
        for _ in 0..<depth {
            guard case .object(let object)? = value, case .array(let array)? = object["a"] else { return XCTFail("shape") }
            value = array.first
        }
        XCTAssertEqual(value, .string("x"))
    }
}

extension KakaJSONDecoder {
    /// A decoder that reads JSON5.
    static func json5() -> KakaJSONDecoder {
        let decoder = KakaJSONDecoder()
        decoder.allowsJSON5 = true
        return decoder
    }
}

/// Random pieces of JSON5 for the generated documents.
enum JSON5Sample {
    static let noise: [Unicode.Scalar] = [",", "'", "\"", "/", "*", "\\", ".", "+", "x", "{", "]", ":", "\n", "\u{0B}", "\u{A0}", "e"]
    private static let numbers = ["0", "-0", "+1", ".5", "5.", "-.25", "0x1F", "-0xff", "Infinity", "-Infinity", "NaN",
                                  "1e3", "2.5E-2", "+.5e+1", "123456789012", "9007199254740993", "1e400", "1e-400"]
    private static let strings = ["'a'", "\"b\"", "'x\\'y'", "\"q\\\"\"", "'\\x41'", "'line\\\nbreak'", "'é'",
                                  "\"\\u00e9\"", "''", "'\"'"]
    private static let keys = ["a", "$b", "_c", "'d e'", "\"f\"", "g1", "é", "h\\u0069"]
    private static let gaps = ["", " ", "\n", "/* c */", "// c\n", "\t", "\u{0B}"]

    static func value(depth: Int, using generator: inout SplitMix64) -> String {
        let gap = { (g: inout SplitMix64) in gaps.randomElement(using: &g) ?? "" }
        switch Int.random(in: 0..<(depth > 3 ? 3 : 6), using: &generator) {
        case 0: return numbers.randomElement(using: &generator) ?? "0"
        case 1: return strings.randomElement(using: &generator) ?? "''"
        case 2: return ["true", "false", "null"].randomElement(using: &generator) ?? "null"
        case 3, 4:
            let count = Int.random(in: 0..<4, using: &generator)
            var members: [String] = []
            var used = Set<String>()
            for _ in 0..<count {
                let key = keys.randomElement(using: &generator) ?? "a"
                guard used.insert(key).inserted else { continue }
                members.append(key + gap(&generator) + ":" + gap(&generator) + value(depth: depth + 1, using: &generator))
            }
            let trailing = members.isEmpty || Bool.random(using: &generator) ? "" : ","
            return "{" + gap(&generator) + members.joined(separator: "," + gap(&generator)) + trailing + "}"
        default:
            let elements = (0..<Int.random(in: 0..<4, using: &generator)).map { _ in value(depth: depth + 1, using: &generator) }
            let trailing = elements.isEmpty || Bool.random(using: &generator) ? "" : ","
            return "[" + elements.joined(separator: "," + gap(&generator)) + trailing + gap(&generator) + "]"
        }
    }

    /// Whether Foundation would stop the process on `text`, or read past
    /// its end: a number token that ends in an exponent sign (`1e+`,
    /// `1e-`), or a number that ends the text.
    static func crashesFoundation(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        // A number that ends the text: Foundation's JSON5 number reader
        // reads past the text, so its result depends on the bytes after it,
        // and now and then it stops the process.
        let isTokenByte = { (byte: UInt8) in
            (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        }
        if let last = bytes.last, isTokenByte(last) {
            var start = bytes.count - 1
            while start > 0, isTokenByte(bytes[start - 1]) { start -= 1 }
            if !(0x61...0x7A).contains(bytes[start] | 0x20) { return true }
        }
        for index in bytes.indices.dropFirst() where bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let previous = bytes[index - 1] | 0x20
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if previous == UInt8(ascii: "e"), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) { return true }
        }
        return false
    }
}
