// A key a JSON object gives more than once: the last member wins, on every
// path (text and `[String: Any]`, with and without diagnostics, with and
// without hooks), and no issue contradicts the result.

import XCTest
import Foundation
import KakaJSON

private struct Counter: Convertible {
    var a: Int = 7
    var b: String = "b"
}

private struct Holder: Convertible {
    var inner = Counter()
    var ints: [String: Int] = [:]
    var byNumber: [Int: Int] = [:]
}

/// Goes through the fill that calls `kj_modelValue` for every member.
private struct HookedCounter: Convertible {
    var a: Int = 7
    var b: String = "b"
    nonisolated(unsafe) static var calls = 0

    func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? {
        Self.calls += 1
        return jsonValue
    }
}

/// Reads `a` from the key "x", falling back to its name.
private struct Renamed: Convertible {
    var a: Int = 7

    func kj_modelKey(from property: Property) -> ModelPropertyKey {
        property.name == "a" ? "x" : property.name
    }
}

private final class CounterObject: Convertible {
    var a: Int = 7
    var b: String = "b"
    required init() {}
}

/// More properties than one word of marks holds, and more than the
/// walk's bits cover (checked against earlier keys beyond them).
private struct Wide: Convertible {
    var p0 = 0
    var p1 = 1
    var p2 = 2
    var p3 = 3
    var p4 = 4
    var p5 = 5
    var p6 = 6
    var p7 = 7
    var p8 = 8
    var p9 = 9
    var p10 = 10
    var p11 = 11
    var p12 = 12
    var p13 = 13
    var p14 = 14
    var p15 = 15
    var p16 = 16
    var p17 = 17
    var p18 = 18
    var p19 = 19
    var p20 = 20
    var p21 = 21
    var p22 = 22
    var p23 = 23
    var p24 = 24
    var p25 = 25
    var p26 = 26
    var p27 = 27
    var p28 = 28
    var p29 = 29
    var p30 = 30
    var p31 = 31
    var p32 = 32
    var p33 = 33
    var p34 = 34
    var p35 = 35
    var p36 = 36
    var p37 = 37
    var p38 = 38
    var p39 = 39
    var p40 = 40
    var p41 = 41
    var p42 = 42
    var p43 = 43
    var p44 = 44
    var p45 = 45
    var p46 = 46
    var p47 = 47
    var p48 = 48
    var p49 = 49
    var p50 = 50
    var p51 = 51
    var p52 = 52
    var p53 = 53
    var p54 = 54
    var p55 = 55
    var p56 = 56
    var p57 = 57
    var p58 = 58
    var p59 = 59
    var p60 = 60
    var p61 = 61
    var p62 = 62
    var p63 = 63
    var p64 = 64
    var p65 = 65
    var p66 = 66
    var p67 = 67
    var p68 = 68
    var p69 = 69
    var p70 = 70
    var p71 = 71
    var p72 = 72
    var p73 = 73
    var p74 = 74
    var p75 = 75
    var p76 = 76
    var p77 = 77
    var p78 = 78
    var p79 = 79
    var p80 = 80
    var p81 = 81
    var p82 = 82
    var p83 = 83
    var p84 = 84
    var p85 = 85
    var p86 = 86
    var p87 = 87
    var p88 = 88
    var p89 = 89
    var p90 = 90
    var p91 = 91
    var p92 = 92
    var p93 = 93
    var p94 = 94
    var p95 = 95
    var p96 = 96
    var p97 = 97
    var p98 = 98
    var p99 = 99
    var p100 = 100
    var p101 = 101
    var p102 = 102
    var p103 = 103
    var p104 = 104
    var p105 = 105
    var p106 = 106
    var p107 = 107
    var p108 = 108
    var p109 = 109
    var p110 = 110
    var p111 = 111
    var p112 = 112
    var p113 = 113
    var p114 = 114
    var p115 = 115
    var p116 = 116
    var p117 = 117
    var p118 = 118
    var p119 = 119
    var p120 = 120
    var p121 = 121
    var p122 = 122
    var p123 = 123
    var p124 = 124
    var p125 = 125
    var p126 = 126
    var p127 = 127
    var p128 = 128
    var p129 = 129
    var p130 = 130
    var p131 = 131
    var p132 = 132
    var p133 = 133
    var p134 = 134
    var p135 = 135
    var p136 = 136
    var p137 = 137
    var p138 = 138
    var p139 = 139
    var p140 = 140
    var p141 = 141
    var p142 = 142
    var p143 = 143
    var p144 = 144
    var p145 = 145
    var p146 = 146
    var p147 = 147
    var p148 = 148
    var p149 = 149
    var p150 = 150
    var p151 = 151
    var p152 = 152
    var p153 = 153
    var p154 = 154
    var p155 = 155
    var p156 = 156
    var p157 = 157
    var p158 = 158
    var p159 = 159
    var p160 = 160
    var p161 = 161
    var p162 = 162
    var p163 = 163
    var p164 = 164
    var p165 = 165
    var p166 = 166
    var p167 = 167
    var p168 = 168
    var p169 = 169
    var p170 = 170
    var p171 = 171
    var p172 = 172
    var p173 = 173
    var p174 = 174
    var p175 = 175
    var p176 = 176
    var p177 = 177
    var p178 = 178
    var p179 = 179
    var p180 = 180
    var p181 = 181
    var p182 = 182
    var p183 = 183
    var p184 = 184
    var p185 = 185
    var p186 = 186
    var p187 = 187
    var p188 = 188
    var p189 = 189
    var p190 = 190
    var p191 = 191
    var p192 = 192
    var p193 = 193
    var p194 = 194
    var p195 = 195
    var p196 = 196
    var p197 = 197
    var p198 = 198
    var p199 = 199
    var p200 = 200
    var p201 = 201
    var p202 = 202
    var p203 = 203
    var p204 = 204
    var p205 = 205
    var p206 = 206
    var p207 = 207
    var p208 = 208
    var p209 = 209
    var p210 = 210
    var p211 = 211
    var p212 = 212
    var p213 = 213
    var p214 = 214
    var p215 = 215
    var p216 = 216
    var p217 = 217
    var p218 = 218
    var p219 = 219
    var p220 = 220
    var p221 = 221
    var p222 = 222
    var p223 = 223
    var p224 = 224
    var p225 = 225
    var p226 = 226
    var p227 = 227
    var p228 = 228
    var p229 = 229
    var p230 = 230
    var p231 = 231
    var p232 = 232
    var p233 = 233
    var p234 = 234
    var p235 = 235
    var p236 = 236
    var p237 = 237
    var p238 = 238
    var p239 = 239
    var p240 = 240
    var p241 = 241
    var p242 = 242
    var p243 = 243
    var p244 = 244
    var p245 = 245
    var p246 = 246
    var p247 = 247
    var p248 = 248
    var p249 = 249
    var p250 = 250
    var p251 = 251
    var p252 = 252
    var p253 = 253
    var p254 = 254
    var p255 = 255
    var p256 = 256
    var p257 = 257
    var p258 = 258
    var p259 = 259
}

private struct Pair: Convertible {
    var v = 0
    var w = 0
}

private struct PairHolder: Convertible {
    var pair = Pair()
    var optionalPair: Pair?
}

/// The same through the fill that calls `kj_modelValue` for every member.
private struct HookedPairHolder: Convertible {
    var pair = Pair()
    var optionalPair: Pair?

    func kj_modelValue(from jsonValue: Any?, _ property: Property) -> Any? { jsonValue }
}

/// A class model whose did-hook notes every instance it runs on.
private final class NotedBox: Convertible {
    nonisolated(unsafe) static var hookedInstances: [ObjectIdentifier] = []
    var v = 0
    var w = 0
    required init() {}

    func kj_didConvertToModel(from json: [String: Any]) {
        Self.hookedInstances.append(ObjectIdentifier(self))
    }
}

private struct BoxHolder: Convertible {
    var box = NotedBox()
}

final class DuplicateKeyTests: XCTestCase {
    /// The model from text, from text with diagnostics, and from the
    /// `[String: Any]` `JSONSerialization` makes of it (which keeps the last
    /// member): all three must be equal.
    private func models<Model: Convertible>(_ text: String, _ type: Model.Type,
                                            file: StaticString = #filePath, line: UInt = #line)
        throws -> (plain: Model, diagnosed: Model, fromDictionary: Model, issues: [ConversionIssue]) {
        let plain = try XCTUnwrap(text.kj.model(type), file: file, line: line)
        var issues: [ConversionIssue] = []
        let diagnosed = try XCTUnwrap(text.kj.model(type, issues: &issues), file: file, line: line)
        // Properties the text leaves out are not what these tests are about.
        issues.removeAll { $0.kind == .missingKey }
        let dictionary = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let fromDictionary = try XCTUnwrap(dictionary.kj.model(type), file: file, line: line)
        return (plain, diagnosed, fromDictionary, issues)
    }

    func testTheLastMemberWinsWhenItConverts() throws {
        let result = try models(#"{"a": "x", "b": "first", "a": 1, "b": "last"}"#, Counter.self)
        for model in [result.plain, result.diagnosed, result.fromDictionary] {
            XCTAssertEqual(model.a, 1)
            XCTAssertEqual(model.b, "last")
        }
        // The earlier "x" did not convert, but the result holds 1: no
        // issue about "x" may remain, only the repeats.
        XCTAssertEqual(result.issues.map(\.kind), [.duplicateKey, .duplicateKey], "\(result.issues)")
        XCTAssertEqual(result.issues.map(\.path), ["a", "b"])
        XCTAssertTrue(result.issues[0].message.contains("Counter.a (Int)"), result.issues[0].message)
        // A repeat is not an error.
        XCTAssertEqual(try #"{"a": "x", "a": 1}"#.kj.decode(Counter.self).a, 1)
    }

    func testALastMemberThatDoesNotConvertLeavesTheDefault() throws {
        let result = try models(#"{"a": 1, "a": "x"}"#, Counter.self)
        for model in [result.plain, result.diagnosed, result.fromDictionary] {
            XCTAssertEqual(model.a, 7, "the last member wins, and it does not convert")
        }
        XCTAssertEqual(result.issues.map(\.kind), [.duplicateKey, .typeMismatch], "\(result.issues)")
        XCTAssertTrue(result.issues[1].message.contains("the default was kept"), result.issues[1].message)
        XCTAssertThrowsError(try #"{"a": 1, "a": "x"}"#.kj.decode(Counter.self))
        // Three times: the middle one converted, the last did not.
        XCTAssertEqual(#"{"a": 1, "a": 2, "a": null}"#.kj.model(Counter.self)?.a, 7)
        XCTAssertEqual(#"{"a": "x", "a": null, "a": 3}"#.kj.model(Counter.self)?.a, 3)
    }

    func testNestedModelsAndDictionaries() throws {
        let text = #"""
        {"inner": {"a": "x"}, "inner": {"a": 5, "a": 6},
         "ints": {"k": 1, "k": {}, "m": [], "m": 2},
         "byNumber": {"1": 1, "1": 2}}
        """#
        let result = try models(text, Holder.self)
        for model in [result.plain, result.diagnosed, result.fromDictionary] {
            XCTAssertEqual(model.inner.a, 6)
            XCTAssertEqual(model.ints, ["m": 2], "k's last member does not convert: left out")
            XCTAssertEqual(model.byNumber, [1: 2])
        }
        let described = result.issues.map { "\($0.kind) \($0.path)" }
        XCTAssertEqual(described, ["duplicateKey inner", "duplicateKey inner.a", "duplicateKey ints.k",
                                   "typeMismatch ints.k", "duplicateKey ints.m", "duplicateKey byNumber.1"],
                       "\(result.issues)")
    }

    func testARepeatedNestedModelKeepsNothingOfTheEarlierMember() throws {
        // A nested model is filled in place: the later member must start
        // from the default, not from what the earlier member wrote.
        let text = #"{"pair": {"v": 1, "w": 1}, "pair": {"v": 2}, "optionalPair": {"v": 1, "w": 1}, "optionalPair": {"v": 2}}"#
        let result = try models(text, PairHolder.self)
        for model in [result.plain, result.diagnosed, result.fromDictionary] {
            XCTAssertEqual(model.pair.v, 2)
            XCTAssertEqual(model.pair.w, 0, "w is not in the last member")
            XCTAssertEqual(model.optionalPair?.v, 2)
            XCTAssertEqual(model.optionalPair?.w, 0)
        }
        let hooked = try models(text, HookedPairHolder.self)
        for model in [hooked.plain, hooked.diagnosed, hooked.fromDictionary] {
            XCTAssertEqual([model.pair.v, model.pair.w, model.optionalPair?.v, model.optionalPair?.w], [2, 0, 2, 0])
        }
        // No issue says w was missing while the model held the earlier 1.
        var issues: [ConversionIssue] = []
        _ = text.kj.model(PairHolder.self, issues: &issues)
        XCTAssertEqual(issues.filter { $0.kind == .missingKey }.map(\.path), ["pair.w", "optionalPair.w"], "\(issues)")
    }

    func testARepeatedClassModelRunsItsHooksOncePerInstance() throws {
        NotedBox.hookedInstances = []
        let model = try XCTUnwrap(#"{"box": {"v": 1, "w": 1}, "box": {"v": 2}}"#.kj.model(BoxHolder.self))
        XCTAssertEqual([model.box.v, model.box.w], [2, 0])
        XCTAssertEqual(NotedBox.hookedInstances.count, 2)
        XCTAssertEqual(Set(NotedBox.hookedInstances).count, 2, "each instance's hook runs once")
        XCTAssertEqual(NotedBox.hookedInstances.last, ObjectIdentifier(model.box))
    }

    func testTheFillThatCallsHooksFollowsTheSameRule() throws {
        HookedCounter.calls = 0
        let result = try models(#"{"a": 1, "a": "x", "b": "x", "b": "y"}"#, HookedCounter.self)
        for model in [result.plain, result.diagnosed, result.fromDictionary] {
            XCTAssertEqual(model.a, 7)
            XCTAssertEqual(model.b, "y")
        }
        XCTAssertEqual(result.issues.map(\.kind), [.duplicateKey, .typeMismatch, .duplicateKey], "\(result.issues)")
        XCTAssertGreaterThan(HookedCounter.calls, 0)
    }

    func testAPropertyNameFallbackRepeated() throws {
        let result = try models(#"{"a": 1, "a": "x"}"#, Renamed.self)
        for model in [result.plain, result.diagnosed, result.fromDictionary] { XCTAssertEqual(model.a, 7) }
        XCTAssertEqual(try models(#"{"a": "x", "a": 2}"#, Renamed.self).plain.a, 2)
        // The configured key still wins over the name, repeated or not.
        XCTAssertEqual(try models(#"{"x": 3, "a": 1, "a": 2}"#, Renamed.self).plain.a, 3)
    }

    func testAClassFilledInPlace() throws {
        var object = CounterObject()
        object.a = 99
        object.kj_m.convert(from: #"{"a": 1, "a": "x", "b": "kept?", "b": "y"}"#)
        XCTAssertEqual(object.a, 7, "the value a new instance has")
        XCTAssertEqual(object.b, "y")
    }

    func testPropertiesBeyondTheFirstSixtyFour() throws {
        let text = #"{"p69": 1, "p69": 2, "p68": 1, "p68": "x", "p1": 5, "p1": 6, "p258": 1, "p259": 3, "p258": 2, "p257": 1, "p257": {}, "p256": 4}"#
        let result = try models(text, Wide.self)
        for model in [result.plain, result.diagnosed, result.fromDictionary] {
            XCTAssertEqual(model.p69, 2)
            XCTAssertEqual(model.p68, 68)
            XCTAssertEqual(model.p1, 6)
            XCTAssertEqual(model.p67, 67)
            XCTAssertEqual(model.p258, 2)
            XCTAssertEqual(model.p257, 257)
            XCTAssertEqual(model.p259, 3)
            XCTAssertEqual(model.p256, 4)
        }
        XCTAssertEqual(result.issues.filter { $0.kind == .duplicateKey }.map(\.path), ["p69", "p68", "p1", "p258", "p257"])
    }

    func testArraysOfModels() throws {
        let text = #"[{"a": 1, "a": 2}, {"a": 3}, {"a": "x", "a": 4}]"#
        XCTAssertEqual(text.kj.modelArray(Counter.self).map(\.a), [2, 3, 4])
        var issues: [ConversionIssue] = []
        XCTAssertEqual(text.kj.modelArray(Counter.self, issues: &issues).map(\.a), [2, 3, 4])
        issues.removeAll { $0.kind == .missingKey }
        XCTAssertEqual(issues.map(\.path), ["[0].a", "[2].a"])
        XCTAssertEqual(Set(issues.map(\.kind)), [.duplicateKey])
    }

    func testTheHooksObjectHoldsTheLastMember() {
        struct Captured: Convertible {
            var seen: [String: Any] = [:]
            mutating func kj_willConvertToModel(from json: [String: Any]) { seen = json }
        }
        let model = #"{"a": 1, "a": 2}"#.kj.model(Captured.self)
        XCTAssertEqual(model?.seen["a"] as? Int, 2)
        struct Loose: Convertible { var value: Any? }
        let loose = #"{"value": {"a": 1, "a": 2}}"#.kj.model(Loose.self)
        XCTAssertEqual((loose?.value as? [String: Any])?["a"] as? Int, 2)
    }
}
