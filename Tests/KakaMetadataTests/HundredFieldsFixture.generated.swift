// GENERATED FILE: do not edit. Regenerate from the package root with the script
// in the comment below (copy it to a file and run it with sh).
//
// #!/bin/sh
// # Writes HundredFieldsFixture.generated.swift: a struct with 100 stored fields of mixed
// # sizes and alignments, with a key path to each, for the oracle tests.
// out=Tests/KakaMetadataTests/HundredFieldsFixture.generated.swift
// {
//   echo '// GENERATED FILE: do not edit. Regenerate from the package root with the script'
//   echo '// in the comment below (copy it to a file and run it with sh).'
//   echo '//'
//   sed 's|^|// |' "$0"
//   echo ''
//   echo '/// 100 stored fields cycling through 10 types of different sizes and alignments.'
//   echo 'struct HundredFields {'
//   i=0
//   while [ $i -lt 100 ]; do
//     name=$(printf 'f%03d' $i)
//     case $((i % 10)) in
//       0) decl="Int8 = $((i % 100))" ;;
//       1) decl="Int64 = $((i * 1000))" ;;
//       2) decl="Bool = $([ $((i % 4)) -eq 0 ] && echo true || echo false)" ;;
//       3) decl="Int16 = -$i" ;;
//       4) decl="String = \"s$i\"" ;;
//       5) decl="Double = $i.5" ;;
//       6) decl="UInt8 = $i" ;;
//       7) decl="[Int] = [$i]" ;;
//       8) decl="Int32 = $((i * 7))" ;;
//       9) decl="Int? = $i" ;;
//     esac
//     echo "    var $name: $decl"
//     i=$((i + 1))
//   done
//   echo ''
//   echo '    /// The field types in declaration order.'
//   echo '    static var fieldTypes: [Any.Type] {'
//   echo '        Array(repeating: [Int8.self, Int64.self, Bool.self, Int16.self, String.self, Double.self, UInt8.self,'
//   echo '                          [Int].self, Int32.self, Int?.self] as [Any.Type], count: 10).flatMap { $0 }'
//   echo '    }'
//   echo ''
//   echo '    /// A key path to every field, by name.'
//   echo '    static var keyPaths: KeyValuePairs<String, PartialKeyPath<HundredFields>> {'
//   echo '        ['
//   i=0
//   while [ $i -lt 100 ]; do
//     name=$(printf 'f%03d' $i)
//     echo "            \"$name\": \\HundredFields.$name,"
//     i=$((i + 1))
//   done
//   echo '        ]'
//   echo '    }'
//   echo '}'
// } > "$out"

/// 100 stored fields cycling through 10 types of different sizes and alignments.
struct HundredFields {
    var f000: Int8 = 0
    var f001: Int64 = 1000
    var f002: Bool = false
    var f003: Int16 = -3
    var f004: String = "s4"
    var f005: Double = 5.5
    var f006: UInt8 = 6
    var f007: [Int] = [7]
    var f008: Int32 = 56
    var f009: Int? = 9
    var f010: Int8 = 10
    var f011: Int64 = 11000
    var f012: Bool = true
    var f013: Int16 = -13
    var f014: String = "s14"
    var f015: Double = 15.5
    var f016: UInt8 = 16
    var f017: [Int] = [17]
    var f018: Int32 = 126
    var f019: Int? = 19
    var f020: Int8 = 20
    var f021: Int64 = 21000
    var f022: Bool = false
    var f023: Int16 = -23
    var f024: String = "s24"
    var f025: Double = 25.5
    var f026: UInt8 = 26
    var f027: [Int] = [27]
    var f028: Int32 = 196
    var f029: Int? = 29
    var f030: Int8 = 30
    var f031: Int64 = 31000
    var f032: Bool = true
    var f033: Int16 = -33
    var f034: String = "s34"
    var f035: Double = 35.5
    var f036: UInt8 = 36
    var f037: [Int] = [37]
    var f038: Int32 = 266
    var f039: Int? = 39
    var f040: Int8 = 40
    var f041: Int64 = 41000
    var f042: Bool = false
    var f043: Int16 = -43
    var f044: String = "s44"
    var f045: Double = 45.5
    var f046: UInt8 = 46
    var f047: [Int] = [47]
    var f048: Int32 = 336
    var f049: Int? = 49
    var f050: Int8 = 50
    var f051: Int64 = 51000
    var f052: Bool = true
    var f053: Int16 = -53
    var f054: String = "s54"
    var f055: Double = 55.5
    var f056: UInt8 = 56
    var f057: [Int] = [57]
    var f058: Int32 = 406
    var f059: Int? = 59
    var f060: Int8 = 60
    var f061: Int64 = 61000
    var f062: Bool = false
    var f063: Int16 = -63
    var f064: String = "s64"
    var f065: Double = 65.5
    var f066: UInt8 = 66
    var f067: [Int] = [67]
    var f068: Int32 = 476
    var f069: Int? = 69
    var f070: Int8 = 70
    var f071: Int64 = 71000
    var f072: Bool = true
    var f073: Int16 = -73
    var f074: String = "s74"
    var f075: Double = 75.5
    var f076: UInt8 = 76
    var f077: [Int] = [77]
    var f078: Int32 = 546
    var f079: Int? = 79
    var f080: Int8 = 80
    var f081: Int64 = 81000
    var f082: Bool = false
    var f083: Int16 = -83
    var f084: String = "s84"
    var f085: Double = 85.5
    var f086: UInt8 = 86
    var f087: [Int] = [87]
    var f088: Int32 = 616
    var f089: Int? = 89
    var f090: Int8 = 90
    var f091: Int64 = 91000
    var f092: Bool = true
    var f093: Int16 = -93
    var f094: String = "s94"
    var f095: Double = 95.5
    var f096: UInt8 = 96
    var f097: [Int] = [97]
    var f098: Int32 = 686
    var f099: Int? = 99

    /// The field types in declaration order.
    static var fieldTypes: [Any.Type] {
        Array(repeating: [Int8.self, Int64.self, Bool.self, Int16.self, String.self, Double.self, UInt8.self,
                          [Int].self, Int32.self, Int?.self] as [Any.Type], count: 10).flatMap { $0 }
    }

    /// A key path to every field, by name.
    static var keyPaths: KeyValuePairs<String, PartialKeyPath<HundredFields>> {
        [
            "f000": \HundredFields.f000,
            "f001": \HundredFields.f001,
            "f002": \HundredFields.f002,
            "f003": \HundredFields.f003,
            "f004": \HundredFields.f004,
            "f005": \HundredFields.f005,
            "f006": \HundredFields.f006,
            "f007": \HundredFields.f007,
            "f008": \HundredFields.f008,
            "f009": \HundredFields.f009,
            "f010": \HundredFields.f010,
            "f011": \HundredFields.f011,
            "f012": \HundredFields.f012,
            "f013": \HundredFields.f013,
            "f014": \HundredFields.f014,
            "f015": \HundredFields.f015,
            "f016": \HundredFields.f016,
            "f017": \HundredFields.f017,
            "f018": \HundredFields.f018,
            "f019": \HundredFields.f019,
            "f020": \HundredFields.f020,
            "f021": \HundredFields.f021,
            "f022": \HundredFields.f022,
            "f023": \HundredFields.f023,
            "f024": \HundredFields.f024,
            "f025": \HundredFields.f025,
            "f026": \HundredFields.f026,
            "f027": \HundredFields.f027,
            "f028": \HundredFields.f028,
            "f029": \HundredFields.f029,
            "f030": \HundredFields.f030,
            "f031": \HundredFields.f031,
            "f032": \HundredFields.f032,
            "f033": \HundredFields.f033,
            "f034": \HundredFields.f034,
            "f035": \HundredFields.f035,
            "f036": \HundredFields.f036,
            "f037": \HundredFields.f037,
            "f038": \HundredFields.f038,
            "f039": \HundredFields.f039,
            "f040": \HundredFields.f040,
            "f041": \HundredFields.f041,
            "f042": \HundredFields.f042,
            "f043": \HundredFields.f043,
            "f044": \HundredFields.f044,
            "f045": \HundredFields.f045,
            "f046": \HundredFields.f046,
            "f047": \HundredFields.f047,
            "f048": \HundredFields.f048,
            "f049": \HundredFields.f049,
            "f050": \HundredFields.f050,
            "f051": \HundredFields.f051,
            "f052": \HundredFields.f052,
            "f053": \HundredFields.f053,
            "f054": \HundredFields.f054,
            "f055": \HundredFields.f055,
            "f056": \HundredFields.f056,
            "f057": \HundredFields.f057,
            "f058": \HundredFields.f058,
            "f059": \HundredFields.f059,
            "f060": \HundredFields.f060,
            "f061": \HundredFields.f061,
            "f062": \HundredFields.f062,
            "f063": \HundredFields.f063,
            "f064": \HundredFields.f064,
            "f065": \HundredFields.f065,
            "f066": \HundredFields.f066,
            "f067": \HundredFields.f067,
            "f068": \HundredFields.f068,
            "f069": \HundredFields.f069,
            "f070": \HundredFields.f070,
            "f071": \HundredFields.f071,
            "f072": \HundredFields.f072,
            "f073": \HundredFields.f073,
            "f074": \HundredFields.f074,
            "f075": \HundredFields.f075,
            "f076": \HundredFields.f076,
            "f077": \HundredFields.f077,
            "f078": \HundredFields.f078,
            "f079": \HundredFields.f079,
            "f080": \HundredFields.f080,
            "f081": \HundredFields.f081,
            "f082": \HundredFields.f082,
            "f083": \HundredFields.f083,
            "f084": \HundredFields.f084,
            "f085": \HundredFields.f085,
            "f086": \HundredFields.f086,
            "f087": \HundredFields.f087,
            "f088": \HundredFields.f088,
            "f089": \HundredFields.f089,
            "f090": \HundredFields.f090,
            "f091": \HundredFields.f091,
            "f092": \HundredFields.f092,
            "f093": \HundredFields.f093,
            "f094": \HundredFields.f094,
            "f095": \HundredFields.f095,
            "f096": \HundredFields.f096,
            "f097": \HundredFields.f097,
            "f098": \HundredFields.f098,
            "f099": \HundredFields.f099,
        ]
    }
}
