import Foundation
import Testing
@testable import IAPMessagesCore

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
