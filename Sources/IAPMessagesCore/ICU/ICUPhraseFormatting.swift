#if IAPMESSAGES_ICU
import Foundation

/// The phrases of messages (lists, relative times, durations, dates) written by the system's ICU:
/// Linux's side of `PhraseFormatting`. Each opens (or reuses) a cached ICU handle for the locale.
enum ICUPhraseFormatting {
    static func list(_ items: [String], type: LocalizedListFormatter.ListType, width: TextWidth,
                     locale id: String) throws(ICUFailure) -> String {
        try ListHandle.shared(locale: id, type: type, width: width).format(items)
    }

    static func relativeTime(_ value: Int, unit: RelativeTimeFormatter.Unit, width: TextWidth,
                             locale id: String) throws(ICUFailure) -> String {
        try RelativeTimeHandle.shared(locale: id, width: width).format(Double(value), unit: unit)
    }

    /// An infinite wait (`value` is ±infinity), in `unit`: "in ∞ days", "∞ days ago".
    static func relativeTime(infinity value: Double, unit: RelativeTimeFormatter.Unit, width: TextWidth,
                             locale id: String) throws(ICUFailure) -> String {
        try RelativeTimeHandle.shared(locale: id, width: width).format(value, unit: unit)
    }

    /// "5 minutes" as ICU's number formatter writes a measure of that unit, spelled out.
    static func duration(_ value: Int, unit: RelativeTimeFormatter.Unit, locale id: String) throws(ICUFailure) -> String {
        try duration(digits: String(value), unit: unit, locale: id)
    }

    /// An infinite duration (`value` is ±infinity), in `unit`: "∞ days", "-∞ days".
    static func duration(infinity value: Double, unit: RelativeTimeFormatter.Unit, locale id: String) throws(ICUFailure) -> String {
        try duration(digits: (NonFiniteNumber(value) ?? .infinity).rawValue, unit: unit, locale: id)
    }

    private static func duration(digits: String, unit: RelativeTimeFormatter.Unit, locale id: String) throws(ICUFailure) -> String {
        let skeleton = "measure-unit/duration-\(unit.rawValue) unit-width-full-name"
        return try NumberFormatterHandle.shared(locale: id, skeleton: skeleton).format(digits: digits)
    }

    static func date(_ date: Date, date dateStyle: DateTimeStyle, time timeStyle: DateTimeStyle, skeleton: String,
                     locale id: String) throws(ICUFailure) -> String {
        try DateFormatterHandle.shared(locale: id, date: dateStyle, time: timeStyle, skeleton: skeleton).format(date)
    }
}
#endif
