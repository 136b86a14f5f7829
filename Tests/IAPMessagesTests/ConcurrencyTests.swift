import Foundation
import Testing
@_spi(GeneratedCode) @testable import IAPMessagesCore

/// ICU handles are shared between threads through the caches; many tasks at once must see exactly
/// what one task alone sees.
@Suite struct ConcurrencyTests {
    struct Job: Sendable {
        let locale: String, currency: String, amount: Decimal, style: PriceFormatter.CurrencyStyle
    }

    static func jobs() -> [Job] {
        let locales = ["en-US", "de-DE", "ar-EG", "ja-JP", "fr-CH", "hi-IN", "th-TH-u-nu-thai", "ru", "he-IL", "zh-Hant-TW"]
        let currencies = ["USD", "EUR", "JPY", "KWD", "INR", "CLF"]
        let amounts = ["0", "1", "1234.5", "-42.125", "12345678901234567.89"].map { Decimal(string: $0)! }
        var jobs: [Job] = []
        for locale in locales {
            for currency in currencies {
                for (index, amount) in amounts.enumerated() {
                    jobs.append(Job(locale: locale, currency: currency, amount: amount,
                                    style: PriceFormatter.CurrencyStyle.allCases[index % 4]))
                }
            }
        }
        return jobs
    }

    static func run(_ job: Job) -> String {
        guard let price = try? IAPPrice(amount: job.amount, currencyCode: job.currency) else {
            return "invalid currency \(job.currency)"   // shows up as a mismatch, never a crash
        }
        let text = PriceFormatter(locale: job.locale, currencyStyle: job.style).string(for: price)
        let plural = PluralRules(locale: job.locale).category(for: job.amount)
        let wait = RelativeTimeFormatter(locale: job.locale).string(for: 5, unit: .minute)
        return "\(text)|\(plural)|\(wait)"
    }

    @Test func concurrentUseMatchesSerialUse() async {
        let jobs = Self.jobs()
        let serial = jobs.map(Self.run)
        let concurrent = await withTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<8 {
                for (index, job) in jobs.enumerated() {
                    group.addTask { (index, Self.run(job)) }
                }
            }
            var results = [[String]](repeating: [], count: jobs.count)
            for await (index, text) in group { results[index].append(text) }
            return results
        }
        #expect(serial.count == 300)
        #expect(!serial.contains { $0.hasPrefix("invalid currency") })
        for (index, texts) in concurrent.enumerated() {
            #expect(texts.count == 8)
            #expect(texts.allSatisfy { $0 == serial[index] }, "\(jobs[index]): \(Set(texts)) vs \(serial[index])")
        }
    }
}

@Suite struct HandleCacheTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() -> Int { lock.withLock { value += 1; return value } }
        var count: Int { lock.withLock { value } }
    }

    @Test func createsOncePerKey() {
        let cache = HandleCache<String, Int>(capacity: 8)
        let created = Counter()
        for _ in 0..<5 {
            #expect(cache.value(for: "a") { created.increment() } == 1)
        }
        #expect(created.count == 1)
    }

    @Test func staysWithinItsBound() {
        let cache = HandleCache<Int, Int>(capacity: 16)
        for key in 0..<1_000 { _ = cache.value(for: key) { key } }
        #expect(cache.count <= 16)
        #expect(cache.value(for: 999) { -1 } == 999)   // the most recent survive eviction
    }

    @Test func keepsRecentlyUsedEntries() {
        let cache = HandleCache<Int, Int>(capacity: 4)
        for key in 0..<4 { _ = cache.value(for: key) { key } }
        _ = cache.value(for: 0) { -1 }                 // touch 0
        _ = cache.value(for: 4) { 4 }                  // evicts the older half: 1 and 2
        #expect(cache.value(for: 0) { -1 } == 0)
        #expect(cache.value(for: 1) { -1 } == -1)
    }

    @Test func failuresAreNotCached() {
        struct Refused: Error {}
        let cache = HandleCache<String, Int>(capacity: 4)
        #expect(throws: Refused.self) { try cache.value(for: "x") { () throws(Refused) -> Int in throw Refused() } }
        #expect(cache.value(for: "x") { 7 } == 7)
    }

    @Test func concurrentMissesAgreeOnOneValue() async {
        let cache = HandleCache<Int, Int>(capacity: 64)
        let created = Counter()
        let values = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<200 { group.addTask { cache.value(for: 1) { created.increment() } } }
            return await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(values.count == 1)
    }

    #if IAPMESSAGES_ICU
    @Test func formattersAreCachedBySignature() throws {
        let first = try NumberFormatterHandle.shared(locale: "de_DE", skeleton: "currency/EUR")
        let second = try NumberFormatterHandle.shared(locale: "de_DE", skeleton: "currency/EUR")
        let other = try NumberFormatterHandle.shared(locale: "de_DE", skeleton: "currency/USD")
        #expect(first === second)
        #expect(first !== other)
    }

    #endif
}

/// Lookups read their caches without a lock (`PublishedValue`): threads that look texts up while
/// another changes the current languages must each see a text of a language they asked for, and
/// the current languages' text once the change is made.
@Suite struct LockFreeLookupTests {
    static func catalog(settings: LocalizationSettings) -> MessageCatalog {
        let locales = ["en", "de", "fr", "ja", "pt-BR"]
        let texts = ["Done", "Fertig", "Terminé", "完了", "Concluído"]
        let tables = texts.map { text in MessageTable(programs: [text, "\(text) {0}".replacingOccurrences(of: "{0}", with: "\u{01}0\u{02}\u{03}")]) }
        return MessageCatalog(sourceLocale: "en", locales: locales, tables: tables, settings: settings)
    }

    @Test func explicitAndCurrentLookupsUnderChangingLanguages() async {
        let settings = LocalizationSettings()
        let catalog = Self.catalog(settings: settings)
        let expected = ["en": "Done", "de": "Fertig", "fr": "Terminé", "ja": "完了", "pt-BR": "Concluído"]
        let requests = ["en-US", "de-AT", "fr-CA", "ja-JP", "pt-BR", "de", "en-GB", "pt-PT-x-test", "zz"]
        // What one thread alone sees, from a catalog that has cached nothing yet.
        let serial = Self.catalog(settings: LocalizationSettings())
        let wanted = Dictionary(uniqueKeysWithValues: requests.map { ($0, serial.string(0, preferredLanguages: [$0])) })
        #expect(wanted["de-AT"] == "Fertig" && wanted["ja-JP"] == "完了" && wanted["zz"] == "Done")
        let mismatches = await withTaskGroup(of: Int.self) { group in
            group.addTask {
                for round in 0..<2_000 {
                    settings.preferredLanguages = [["de-DE"], ["ja"], ["fr"], ["pt-BR"]][round % 4]
                }
                return 0
            }
            for worker in 0..<6 {
                group.addTask {
                    var bad = 0
                    for round in 0..<5_000 {
                        let request = requests[(round + worker) % requests.count]
                        if catalog.string(0, preferredLanguage: request) != wanted[request] { bad += 1 }
                        if catalog.string(1, [.string("x")], preferredLanguage: request) != "\(wanted[request]!) x" { bad += 1 }
                        let current = catalog.string(0)
                        if !expected.values.contains(current) { bad += 1 }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        settings.preferredLanguages = ["ja-JP"]
        #expect(catalog.string(0) == "完了")
        settings.preferredLanguages = ["fr-CA", "de"]
        #expect(catalog.string(0) == "Terminé")
        settings.preferredLanguages = nil
    }

    /// Whatever came before (thousands of language changes, thousands of distinct tags), a plain
    /// text for the current languages or for a tag asked before is read without a lock.
    @Test func theFastPathHoldsAfterAnyStreamOfChangesAndTags() {
        let settings = LocalizationSettings()
        let catalog = Self.catalog(settings: settings)
        for round in 0..<3_000 {
            settings.preferredLanguages = [["de-DE"], ["ja"], ["fr"]][round % 3]
            _ = catalog.string(0)
        }
        for index in 0..<3_000 {
            #expect(catalog.string(0, preferredLanguage: "de-DE-x-\(index)") == "Fertig")
        }
        settings.preferredLanguages = ["pt-BR", "en"]
        #expect(catalog.string(0) == "Concluído")
        #expect(catalog.routedPlainText(0) == "Concluído")

        let expected = ["de-DE": "Fertig", "ja-JP": "完了", "fr-CA": "Terminé", "pt-BR": "Concluído", "en-US": "Done", "zz": "Done"]
        for _ in 0..<2 {
            for (locale, text) in expected { #expect(catalog.string(0, preferredLanguage: locale) == text) }
        }
        for (locale, text) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(catalog.routedPlainText(0, preferredLanguage: locale) == text, "\(locale)")
        }
        // A rendered message never reads a plain text's route, and a tag's route is its own.
        #expect(catalog.routedPlainText(1, preferredLanguage: "de-DE") == nil)
        #expect(catalog.routedPlainText(0, preferredLanguage: "de-CH") == nil)
        settings.preferredLanguages = ["ja"]
        #expect(catalog.routedPlainText(0) == nil)
        #expect(catalog.string(0) == "完了")
        #expect(catalog.routedPlainText(0) == "完了")
    }

    @Test func aStreamOfDistinctIDsKeepsTheCachesBounded() {
        let catalog = Self.catalog(settings: LocalizationSettings())
        for index in 0..<20_000 {
            #expect(catalog.string(0, preferredLanguage: "de-DE-x-\(index)") == "Fertig")
        }
        #expect(catalog.string(0, preferredLanguage: "ja") == "完了")
    }
}
