import Foundation
#if IAPMESSAGES_APPLE_REFERENCE
import ICUReference
#endif
import Testing
@testable import IAPMessagesCore

/// The portable list and date formatters (baked CLDR patterns, Swift) against ICU's,
/// which the runtime uses on Linux: the same text for every locale ICU has. The comparisons run in the
/// Apple configuration, against the ICU the patterns were baked from (Foundation's).
@Suite struct PortablePhraseTests {
    /// Spellings apps hand over, through `LocaleIdentifier`: legacy IDs ICU redirects (`iw`, `zh-TW`,
    /// `sh`), IDs ICU truncates (`de-XX`), keywords, no language at all, and one ICU does not know.
    static let spellings = [
        "iw_IL", "zh-TW", "zh-HK", "zh-XX", "sh", "no", "tl", "sr-ME", "de-XX", "en-XX", "es-XX", "pt-AO", "es-419",
        "en-US-POSIX", "ar-EG-u-nu-latn", "fa-AF", "th-TH-u-nu-thai", "und", "C", "xx", "xx-YY", "sr_RS@latin",
        "ja-JP-u-ca-japanese",
    ]

    /// Every locale ICU has, as ICU IDs, the root, ICU's legacy IDs and the spellings above.
    static let locales: [String] = {
        var seen = Set<String>()
        let legacy = PhraseData.aliases.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { String($0.prefix { $0 != "=" }) }
        return ([""] + PlatformLocale.available + legacy + spellings.map { LocaleIdentifier($0).icuID })
            .filter { seen.insert($0).inserted }
    }()

    #if IAPMESSAGES_APPLE_REFERENCE
    /// Last items that change a pattern somewhere (Spanish "e"/"u", Hebrew "ו-"), and ones that nearly do.
    static let lastItems = [
        "VIP", "iPhone", "Isla", "hielo", "Hierro", "hiato", "Hi", "hI", "hidalgo", "h", "i", "", "Oro", "ocho", "Hola",
        "hO", "8 monedas", "80", "11", "11 meses", "110", "11x", "1", "ümlaut", "שלום", "\u{05BE}x", "\u{FB1D}", "\u{0591}",
        "ABC", "123", "مرحبا", "١١", "𝐇i", "\u{200F}שלום", "e",
    ]

    /// Lists of one to five items, every last item above after first items in several scripts.
    static let lists: [[String]] = {
        let firsts = [["Premium", "Coins", "VIP", "Gold"], ["פרימיום", "מטבעות", "זהב", "VIP"], ["ممتاز", "عملات", "ذهب", "VIP"]]
        var lists: [[String]] = [[]]
        for first in firsts {
            for count in 1...5 {
                for last in lastItems {
                    lists.append(Array(first.prefix(count - 1)) + [last])
                }
            }
        }
        return lists
    }()

    @Test func listsAgreeWithICUInEveryLocale() throws {
        var comparisons = 0
        var differences: [String] = []
        for locale in Self.locales {
            for type in LocalizedListFormatter.ListType.allCases {
                for width in TextWidth.allCases {
                    let icu = try ReferenceListFormatter(locale: locale, type: type, width: width)
                    let portable = try #require(PortableListFormatter(locale: locale, type: type, width: width))
                    for items in Self.lists {
                        comparisons += 1
                        let expected = try icu.format(items)
                        let actual = portable.format(items)
                        if actual != expected {
                            differences.append("\(locale) \(type) \(width) \(items): ICU \(expected.debugDescription), portable \(actual.debugDescription)")
                        }
                    }
                }
            }
        }
        print("Portable lists: \(Self.locales.count) locales × 3 kinds × 3 widths × \(Self.lists.count) lists = \(comparisons) comparisons with ICU, \(differences.count) differences")
        #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(20).joined(separator: "; "))")
    }

    #endif

    /// The contextual patterns must be reached at all: the Spanish and Hebrew lists differ by the last item.
    @Test func contextualListsAreExercised() throws {
        let spanish = try #require(PortableListFormatter(locale: "es", type: .and, width: .wide))
        #expect(spanish.format(["A", "iPhone"]) != spanish.format(["A", "VIP"]).replacingOccurrences(of: "VIP", with: "iPhone"))
        let spanishOr = try #require(PortableListFormatter(locale: "es", type: .or, width: .wide))
        #expect(spanishOr.format(["A", "ocho"]) != spanishOr.format(["A", "VIP"]).replacingOccurrences(of: "VIP", with: "ocho"))
        let hebrew = try #require(PortableListFormatter(locale: "he", type: .and, width: .wide))
        #expect(hebrew.format(["א", "ABC"]) != hebrew.format(["א", "שלום"]).replacingOccurrences(of: "שלום", with: "ABC"))
    }

    // MARK: - Dates

    #if IAPMESSAGES_APPLE_REFERENCE
    static let dateStyles: [(PortableDateFormatter.Style, ReferenceDateFormatter.Style)] = [
        (.none, .none), (.short, .short), (.medium, .medium), (.long, .long), (.full, .full),
    ]
    #endif

    static let skeletons = ["yMMMd", "yMd", "MMMEd", "yMMMM", "jm", "Hm", "hm", "EEEE", "MMMMd", "yMMMEd", "jms"]
    /// 2024-03-05 13:07:09 UTC, 1999-12-31 23:59:59 UTC, 2031-07-14 04:30:00 UTC.
    static let dates = [Date(timeIntervalSince1970: 1_709_644_029), Date(timeIntervalSince1970: 946_684_799),
                        Date(timeIntervalSince1970: 1_941_846_600)]

    #if IAPMESSAGES_APPLE_REFERENCE
    /// The portable dates are Foundation's formatter, which follows its own ICU's CLDR data with
    /// Foundation's own choices on top; they must be there for every locale, and the agreement with
    /// that ICU's own date formatter is measured.
    @Test func datesAreThereForEveryLocaleAndMostlyAgreeWithICU() throws {
        var comparisons = 0
        var agreements = 0
        var empty: [String] = []
        var sample: [String] = []
        for locale in PlatformLocale.available + [""] {
            var requests: [(String, PortableDateFormatter?, ReferenceDateFormatter)] = []
            for (date, icuDate) in Self.dateStyles {
                for (time, icuTime) in Self.dateStyles where date != .none || time != .none {
                    requests.append(("\(date)/\(time)", PortableDateFormatter(locale: locale, date: date, time: time),
                                     try ReferenceDateFormatter(locale: locale, date: icuDate, time: icuTime, skeleton: "")))
                }
            }
            for skeleton in Self.skeletons {
                requests.append((skeleton, PortableDateFormatter(locale: locale, date: .none, time: .none, skeleton: skeleton),
                                 try ReferenceDateFormatter(locale: locale, date: .none, time: .none, skeleton: skeleton)))
            }
            for (label, portable, icu) in requests {
                for date in Self.dates {
                    comparisons += 1
                    let actual = portable?.format(date) ?? ""
                    let expected = try icu.format(date)
                    if actual.isEmpty { empty.append("\(locale) \(label)") }
                    if actual == expected {
                        agreements += 1
                    } else if sample.count < 12 {
                        sample.append("\(locale) \(label): ICU \(expected.debugDescription), Foundation \(actual.debugDescription)")
                    }
                }
            }
        }
        let rate = Double(agreements) / Double(max(comparisons, 1)) * 100
        print("""
            Portable dates (Foundation's DateFormatter) against ICU: \(comparisons) comparisons, \(agreements) identical \
            (\(String(format: "%.1f", rate))%); e.g. \(sample.prefix(6).joined(separator: "; "))
            """)
        #expect(empty.isEmpty, "no text for \(empty.count): \(empty.prefix(10))")
        #expect(rate > 50)
    }

    #endif

    /// The date text is the locale's: its month names and digits, not English.
    @Test(arguments: [("de_DE", "März"), ("fr_FR", "mars"), ("ru_RU", "марта"), ("ja_JP", "3月"), ("ar_EG", "مارس"), ("he", "במרץ")])
    func datesSpeakTheLocale(_ example: (locale: String, month: String)) throws {
        let formatter = try #require(PortableDateFormatter(locale: example.locale, date: .long, time: .none))
        #expect(formatter.format(Self.dates[0]).contains(example.month))
        #if IAPMESSAGES_APPLE_REFERENCE
        let icu = try ReferenceDateFormatter(locale: example.locale, date: .long, time: .none, skeleton: "")
        #expect(try icu.format(Self.dates[0]).contains(example.month))
        #endif
    }
}
