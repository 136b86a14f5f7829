import ArgumentParser
import Foundation
import IAPMessagesCore

/// `msgc price 1234.5 EUR --locale de-DE --locale ar-EG`: how a price reads around the world.
struct PriceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "price",
        abstract: "Show how a price reads in one or more locales.",
        discussion: """
            Formats the amount exactly (no floating point), rounded to the currency's digits, the way
            each locale writes money. Without --locale, a set of major storefront locales is shown.
            """
    )

    // One argument array rather than two arguments so that a negative amount ("-5") is not taken
    // for an option.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "The amount and the ISO 4217 currency code: 1234.5 EUR, -0.99 USD, 12345678901234567.89 JPY.",
            valueName: "amount currency"
        )
    )
    var amountAndCurrency: [String] = []

    private var amount: String { amountAndCurrency.first ?? "" }
    private var currency: String { amountAndCurrency.count > 1 ? amountAndCurrency[1] : "" }

    @Option(name: .customLong("locale"), help: "A locale to show (repeatable): de-DE, ar-EG-u-nu-latn, de_DE.UTF-8.")
    var locales: [String] = []

    @Flag(help: "Show every locale ICU has data for, as a table.")
    var allLocales = false

    @Option(help: "How to name the currency: \(PriceFormatter.CurrencyStyle.allCases.map(\.rawValue).joined(separator: ", ")).")
    var style: PriceFormatter.CurrencyStyle = .symbol

    @Flag(help: "Show negative amounts in the locale's accounting form, e.g. ($5.00).")
    var accounting = false

    @Flag(help: "Write invisible and space characters as \\u{…} escapes (U+00A0, U+202F, bidi marks).")
    var showInvisibles = false

    static let storefrontLocales = [
        "en-US", "en-GB", "en-IN", "de-DE", "de-CH", "fr-FR", "fr-CA", "es-ES", "es-MX", "pt-BR", "pt-PT",
        "it-IT", "nl-NL", "sv-SE", "pl-PL", "cs-CZ", "tr-TR", "ru-RU", "uk-UA", "ar-EG", "ar-SA", "he-IL",
        "hi-IN", "th-TH", "vi-VN", "id-ID", "ja-JP", "ko-KR", "zh-Hans-CN", "zh-Hant-TW", "zh-Hant-HK",
    ]

    func validate() throws {
        guard amountAndCurrency.count == 2 else {
            throw ValidationError("expected an amount and a currency code, e.g. 'msgc price 1234.5 EUR'")
        }
        guard DecimalText.parse(amount) != nil else {
            throw ValidationError("'\(amount)' is not a decimal number; write it like 1234.5 or -0.99")
        }
        for locale in locales { try LocaleOption.validateFormattingLocale(locale) }
        if allLocales && !locales.isEmpty {
            throw ValidationError("--all-locales shows every locale; leave out --locale, or drop --all-locales")
        }
    }

    func run() throws {
        let price: IAPPrice
        do {
            price = try IAPPrice(amount: DecimalText.parse(amount)!, currencyCode: currency)
        } catch {
            throw ValidationError(error.description)
        }
        let chosen = allLocales ? ICUData.availableLocales : (locales.isEmpty ? Self.storefrontLocales : locales)
        let rows = chosen.map { locale -> (String, String) in
            let formatter = PriceFormatter(locale: locale, currencyStyle: style, negativeStyle: accounting ? .accounting : .minusSign)
            let text = formatter.string(for: price)
            return (locale, showInvisibles ? InvisibleCharacters.escape(text) : text)
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (locale, text) in rows {
            print(locale.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + text)
        }
    }
}

extension PriceFormatter.CurrencyStyle: ExpressibleByArgument {}
