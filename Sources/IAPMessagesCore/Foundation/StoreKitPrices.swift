#if canImport(StoreKit)
import Foundation
import StoreKit

// Prices and periods straight from StoreKit, with the storefront's locale that `displayPrice` and
// `localizedPrice` are written with, so a message's price reads exactly as StoreKit's beside it.

extension IAPPrice {
    /// The price of a StoreKit 2 product, in its storefront's currency and locale.
    ///
    /// ```swift
    /// let price = try IAPPrice(product)   // product.displayPrice "$4.99" on the Canadian store
    /// IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 1).text   // "$4.99 per month"
    /// ```
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public init(_ product: Product) throws(CurrencyCodeError) {
        let style = product.priceFormatStyle
        try self.init(amount: product.price, currencyCode: style.currencyCode, locale: style.locale)
    }

    /// The price of a StoreKit 1 product, in its `priceLocale`'s currency and locale.
    ///
    /// Deprecated where Apple deprecates `SKProduct` (iOS and tvOS 18, macOS 15, watchOS 11, visionOS 2),
    /// so that an app still on StoreKit 1 is told at its call, while the package builds without a warning.
    @available(watchOS 6.2, *)
    @available(iOS, deprecated: 18.0, message: "Pass StoreKit 2's Product instead: SKProduct is deprecated")
    @available(macOS, deprecated: 15.0, message: "Pass StoreKit 2's Product instead: SKProduct is deprecated")
    @available(tvOS, deprecated: 18.0, message: "Pass StoreKit 2's Product instead: SKProduct is deprecated")
    @available(watchOS, deprecated: 11.0, message: "Pass StoreKit 2's Product instead: SKProduct is deprecated")
    @available(visionOS, deprecated: 2.0, message: "Pass StoreKit 2's Product instead: SKProduct is deprecated")
    public init(_ product: SKProduct) throws(CurrencyCodeError) {
        let locale = product.priceLocale
        // Asked of NSLocale, not as Locale's `currencyCode`, which iOS 16 deprecates for
        // `currency?.identifier` (iOS 16 only): one spelling for every iOS version the package supports.
        let currencyCode = (locale as NSLocale).object(forKey: .currencyCode) as? String ?? ""
        try self.init(amount: product.price.decimalValue, currencyCode: currencyCode, locale: locale)
    }
}

extension IAPPeriod {
    /// A StoreKit 2 subscription period: `value` units of `unit`.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public init(_ period: Product.SubscriptionPeriod) throws(InvalidCount) {
        let unit: Unit = switch period.unit {
        case .day: .day
        case .week: .week
        case .month: .month
        case .year: .year
        @unknown default: .day
        }
        try self.init(count: period.value, unit: unit)
    }

    /// A StoreKit 1 subscription period: `numberOfUnits` units of `unit`.
    ///
    /// Deprecated where Apple deprecates `SKProductSubscriptionPeriod` (iOS and tvOS 18, macOS 15,
    /// watchOS 11, visionOS 2).
    @available(macOS 10.13.2, iOS 11.2, tvOS 11.2, watchOS 6.2, *)
    @available(iOS, deprecated: 18.0, message: "Pass StoreKit 2's Product.SubscriptionPeriod instead: SKProductSubscriptionPeriod is deprecated")
    @available(macOS, deprecated: 15.0, message: "Pass StoreKit 2's Product.SubscriptionPeriod instead: SKProductSubscriptionPeriod is deprecated")
    @available(tvOS, deprecated: 18.0, message: "Pass StoreKit 2's Product.SubscriptionPeriod instead: SKProductSubscriptionPeriod is deprecated")
    @available(watchOS, deprecated: 11.0, message: "Pass StoreKit 2's Product.SubscriptionPeriod instead: SKProductSubscriptionPeriod is deprecated")
    @available(visionOS, deprecated: 2.0, message: "Pass StoreKit 2's Product.SubscriptionPeriod instead: SKProductSubscriptionPeriod is deprecated")
    public init(_ period: SKProductSubscriptionPeriod) throws(InvalidCount) {
        let unit: Unit = switch period.unit {
        case .day: .day
        case .week: .week
        case .month: .month
        case .year: .year
        @unknown default: .day
        }
        try self.init(count: period.numberOfUnits, unit: unit)
    }
}

extension IAPPaymentMode {
    /// The payment mode of a StoreKit 2 subscription offer, or nil for a mode this version of the
    /// package does not know (a later StoreKit's): the caller then decides, rather than a guess.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public init?(_ mode: Product.SubscriptionOffer.PaymentMode) {
        switch mode {
        case .freeTrial: self = .freeTrial
        case .payAsYouGo: self = .payAsYouGo
        case .payUpFront: self = .payUpFront
        default: return nil
        }
    }

    /// The payment mode of a StoreKit 1 introductory price or discount, or nil for a mode this
    /// version of the package does not know.
    ///
    /// Deprecated where Apple deprecates `SKProductDiscount.PaymentMode` (iOS and tvOS 18, macOS 15,
    /// watchOS 11, visionOS 2).
    @available(macOS 10.13.2, iOS 11.2, tvOS 11.2, watchOS 6.2, *)
    @available(iOS, deprecated: 18.0, message: "Pass StoreKit 2's Product.SubscriptionOffer.PaymentMode instead: SKProductDiscount.PaymentMode is deprecated")
    @available(macOS, deprecated: 15.0, message: "Pass StoreKit 2's Product.SubscriptionOffer.PaymentMode instead: SKProductDiscount.PaymentMode is deprecated")
    @available(tvOS, deprecated: 18.0, message: "Pass StoreKit 2's Product.SubscriptionOffer.PaymentMode instead: SKProductDiscount.PaymentMode is deprecated")
    @available(watchOS, deprecated: 11.0, message: "Pass StoreKit 2's Product.SubscriptionOffer.PaymentMode instead: SKProductDiscount.PaymentMode is deprecated")
    @available(visionOS, deprecated: 2.0, message: "Pass StoreKit 2's Product.SubscriptionOffer.PaymentMode instead: SKProductDiscount.PaymentMode is deprecated")
    public init?(_ mode: SKProductDiscount.PaymentMode) {
        switch mode {
        case .freeTrial: self = .freeTrial
        case .payAsYouGo: self = .payAsYouGo
        case .payUpFront: self = .payUpFront
        @unknown default: return nil
        }
    }
}
#endif
