import Foundation
import IAPMessages
import Testing

/// The subscription texts a paywall shows, in every shipped language, for every StoreKit period unit.
struct SubscriptionMessagesTests {
    static let locales = IAPCatalog.shared.locales
    static let units = IAPPeriod.Unit.allCases
    static let counts = [1, 2, 3, 5, 6, 11, 12, 21, 22, 101]

    static func price() throws -> IAPPrice { try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "EUR") }

    /// What a text must never show: MessageFormat syntax or an argument that was not filled in.
    static func isClean(_ text: String) -> Bool {
        !text.isEmpty && !text.contains("{") && !text.contains("}") && !text.contains("#")
    }

    @Test(arguments: locales)
    func everyUnitAndCountReadsCompletely(_ locale: String) throws {
        let price = try Self.price()
        let shownPrice = PriceFormatter(locale: locale).string(for: price)
        for unit in Self.units {
            for count in Self.counts {
                let texts = [
                    IAPUserMessage.subscriptionPrice(price: price, unit: unit, count: count).text(for: locale),
                    IAPUserMessage.subscriptionThen(price: price, unit: unit, count: count).text(for: locale),
                    IAPUserMessage.introOfferPayAsYouGo(price: price, unit: unit, count: count).text(for: locale),
                    IAPUserMessage.introOfferPayUpFront(price: price, unit: unit, count: count).text(for: locale),
                ]
                for text in texts {
                    #expect(Self.isClean(text), "\(locale) \(unit) \(count): \(text)")
                    #expect(text.contains(shownPrice), "\(locale) \(unit) \(count): \(text) lacks \(shownPrice)")
                }
                #expect(Self.isClean(IAPUserMessage.freeTrial(unit: unit, count: count).text(for: locale)))
            }
        }
    }

    /// Each unit has its own words: a yearly plan never reads like a monthly one. (A unit outside
    /// `IAPPeriod.Unit`, a "months" typo, cannot be passed at all.)
    @Test(arguments: locales)
    func unitsAreDistinct(_ locale: String) throws {
        let price = try Self.price()
        for count in Self.counts {
            let byUnit = Self.units.map { IAPUserMessage.subscriptionPrice(price: price, unit: $0, count: count).text(for: locale) }
            #expect(Set(byUnit).count == Self.units.count, "\(locale) \(count): \(byUnit)")
            let trials = Self.units.map { IAPUserMessage.freeTrial(unit: $0, count: count).text(for: locale) }
            #expect(Set(trials).count == Self.units.count, "\(locale) \(count): \(trials)")
        }
    }

    /// Pay as you go (a price per period) and pay up front (one payment) never read the same when
    /// there is more than one period; with one period they may.
    @Test(arguments: locales)
    func paymentModesAreTellable(_ locale: String) throws {
        let price = try Self.price()
        for unit in Self.units {
            for count in Self.counts where count > 1 {
                let perPeriod = IAPUserMessage.introOfferPayAsYouGo(price: price, unit: unit, count: count).text(for: locale)
                let upFront = IAPUserMessage.introOfferPayUpFront(price: price, unit: unit, count: count).text(for: locale)
                #expect(perPeriod != upFront, "\(locale) \(unit) \(count): \(perPeriod)")
            }
        }
    }

    @Test func englishReadsAsStoreKitMeansIt() throws {
        let price = try Self.price()
        let intro = try IAPPrice(amount: Decimal(string: "0.99")!, currencyCode: "USD")
        #expect(IAPUserMessage.subscriptionPrice(price: price, unit: .year, count: 1).text(for: "en-US") == "€4.99 per year")
        #expect(IAPUserMessage.subscriptionPrice(price: price, unit: .week, count: 2).text(for: "en-US") == "€4.99 every 2 weeks")
        #expect(IAPUserMessage.introOfferPayAsYouGo(price: intro, unit: .month, count: 3).text(for: "en-US")
                == "$0.99 per month for the first 3 months")
        #expect(IAPUserMessage.introOfferPayUpFront(price: intro, unit: .month, count: 6).text(for: "en-US")
                == "$0.99 for the first 6 months, paid once")
        #expect(IAPUserMessage.freeTrial(unit: .week, count: 1).text(for: "en") == "Free for 1 week")
        #expect(IAPUserMessage.subscriptionThen(price: price, unit: .month, count: 1).text(for: "en-US") == "Then €4.99 per month")
        let date = Date(timeIntervalSince1970: 1_798_027_200)  // 2026-12-23 12:00 UTC: the 23rd in every time zone from UTC-11 to UTC+11
        #expect(IAPUserMessage.subscriptionRenews(date: date).text(for: "en-US") == "Renews on December 23, 2026")
        #expect(IAPUserMessage.subscriptionRenews(date: date).text(for: "de-DE") != IAPUserMessage.subscriptionRenews(date: date).text(for: "en-US"))
    }
}

/// Periods are built once, from StoreKit or by hand, and refuse what no store sells.
struct PeriodTests {
    @Test func quarterlyIsThreeMonths() throws {
        let quarter = try IAPPeriod(count: 3, unit: .month)
        let price = try IAPPrice(amount: Decimal(string: "12.99")!, currencyCode: "USD")
        #expect(IAPUserMessage.subscriptionPrice(price: price, unit: quarter.unit, count: quarter.count).text(for: "en-US")
                == "$12.99 every 3 months")
        #expect(IAPUserMessage.subscriptionPrice(price: price, unit: quarter.unit, count: quarter.count).text(for: "ru-RU")
                .hasSuffix("каждые 3 месяца"))
    }

    @Test(arguments: [0, -1, Int.min])
    func countsBelowOneAreRefused(_ count: Int) {
        let error = #expect(throws: IAPPeriod.InvalidCount.self) { try IAPPeriod(count: count, unit: .month) }
        #expect(error?.count == count)
    }
}
