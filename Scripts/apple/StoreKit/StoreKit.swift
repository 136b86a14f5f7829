// A stand-in for the parts of Apple's StoreKit that IAPMessages calls, declared as Apple documents
// them, so that Scripts/apple/check_storekit_api.sh can type-check Sources/IAPMessagesCore/Foundation/StoreKitPrices.swift
// on a machine without StoreKit. Only the declarations matter; nothing here runs.
import Foundation

/// StoreKit 2's product (iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct Product: Sendable {
    public var price: Decimal { fatalError("stand-in") }
    public var displayPrice: String { fatalError("stand-in") }
    public var priceFormatStyle: Decimal.FormatStyle.Currency { fatalError("stand-in") }
    public var subscription: SubscriptionInfo? { fatalError("stand-in") }

    public struct SubscriptionInfo: Sendable {
        public var subscriptionPeriod: SubscriptionPeriod { fatalError("stand-in") }
        public var introductoryOffer: SubscriptionOffer? { fatalError("stand-in") }
        public var isEligibleForIntroOffer: Bool { get async { fatalError("stand-in") } }
    }

    public struct SubscriptionOffer: Sendable {
        public let paymentMode: PaymentMode

        /// A struct of known values, not an enum: a later StoreKit may add modes.
        public struct PaymentMode: RawRepresentable, Equatable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let payAsYouGo = PaymentMode(rawValue: "PayAsYouGo")
            public static let payUpFront = PaymentMode(rawValue: "PayUpFront")
            public static let freeTrial = PaymentMode(rawValue: "FreeTrial")
        }
    }

    public struct SubscriptionPeriod: Sendable, Hashable {
        public let unit: Unit
        public let value: Int

        public enum Unit: Sendable, Hashable {
            case day, week, month, year
        }
    }
}

/// StoreKit 1's product (iOS 3, macOS 10.7, tvOS 9, watchOS 6.2).
@available(watchOS 6.2, *)
open class SKProduct: NSObject, @unchecked Sendable {
    open var price: NSDecimalNumber { fatalError("stand-in") }
    open var priceLocale: Locale { fatalError("stand-in") }
    @available(iOS 11.2, macOS 10.13.2, tvOS 11.2, *)
    open var subscriptionPeriod: SKProductSubscriptionPeriod? { fatalError("stand-in") }

    /// `SKProductPeriodUnit`, an `NS_ENUM(NSUInteger)` imported under this name.
    @available(iOS 11.2, macOS 10.13.2, tvOS 11.2, *)
    public enum PeriodUnit: UInt, @unchecked Sendable {
        case day = 0, week = 1, month = 2, year = 3
    }
}

@available(iOS 11.2, macOS 10.13.2, tvOS 11.2, watchOS 6.2, *)
open class SKProductSubscriptionPeriod: NSObject, @unchecked Sendable {
    open var numberOfUnits: Int { fatalError("stand-in") }
    open var unit: SKProduct.PeriodUnit { fatalError("stand-in") }
}

/// StoreKit 1's introductory price or promotional offer (iOS 11.2, macOS 10.13.2, tvOS 11.2, watchOS 6.2).
@available(iOS 11.2, macOS 10.13.2, tvOS 11.2, watchOS 6.2, *)
open class SKProductDiscount: NSObject, @unchecked Sendable {
    open var paymentMode: PaymentMode { fatalError("stand-in") }

    /// `SKProductDiscountPaymentMode`, an `NS_ENUM(NSUInteger)` imported under this name.
    public enum PaymentMode: UInt, @unchecked Sendable {
        case payAsYouGo = 0, payUpFront = 1, freeTrial = 2
    }
}
