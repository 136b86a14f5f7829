import Foundation

/// What an app writes without IAPMessages, measured beside it: a `.lproj` bundle read with
/// `Bundle.localizedString`, arguments put in with `String(format:)`, and prices through
/// `Decimal.FormatStyle.Currency`.
struct FoundationReferences {
    /// The bundle an app ships: `en.lproj` and `de.lproj`, each with every text of our catalog in
    /// that language as `Localizable.strings`.
    let bundle: Bundle
    /// `de.lproj` on its own, as code that looks a text up for one given language opens it.
    let german: Bundle
    let folder: URL

    init(catalogs: URL) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("MessageBenchmark-\(getpid()).bundle")
        try? FileManager.default.removeItem(at: folder)
        for language in ["en", "de"] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let texts = try Self.texts(of: catalogs.appendingPathComponent("\(language).arb"))
            try Self.strings(texts).write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        // swift-corelibs-foundation picks a bundle's localization from the user's languages as
        // CoreFoundation reads them, which on Linux are none: it falls back to the development
        // region, so German is made that, as an app's own language would be.
        try Self.infoPlist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        guard let bundle = Bundle(path: folder.path), let german = Bundle(path: folder.appendingPathComponent("de.lproj").path) else {
            throw CocoaError(.fileReadUnknown)
        }
        self.bundle = bundle
        self.german = german
    }

    private static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleIdentifier</key><string>iapmessages.benchmark</string>
            <key>CFBundleDevelopmentRegion</key><string>de</string>
        </dict>
        </plist>
        """

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Every message of an ARB catalog, by key (metadata left out).
    private static func texts(of catalog: URL) throws -> [String: String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog))
        guard let entries = object as? [String: Any] else { throw CocoaError(.fileReadCorruptFile) }
        return entries.compactMapValues { $0 as? String }.filter { !$0.key.hasPrefix("@") || $0.key == "@@locale" }
    }

    private static func strings(_ texts: [String: String]) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        var lines = texts.keys.sorted().map { "\(quoted($0)) = \(quoted(texts[$0]!));" }
        // The messages with arguments as an app writes them for String(format:), a plural as one
        // key per form chosen in code (swift-corelibs-foundation crashes reading a `.stringsdict`
        // through Bundle.localizedString on Linux, so the app's code picks the form here).
        let german = texts["@@locale"] == "de"
        lines += [
            "\"purchaseFailedReason\" = \"\(texts["error.purchaseFailed.reason"]!.replacingOccurrences(of: "{underlying}", with: "%@"))\";",
            german ? "\"restored.one\" = \"%d Kauf wurde wiederhergestellt.\";" : "\"restored.one\" = \"%d purchase was restored.\";",
            german ? "\"restored.other\" = \"%d Käufe wurden wiederhergestellt.\";" : "\"restored.other\" = \"%d purchases were restored.\";",
            german ? "\"pricePerPeriod.one\" = \"%@ pro Monat\";" : "\"pricePerPeriod.one\" = \"%@ per month\";",
            german ? "\"pricePerPeriod.other\" = \"%@ alle %d Monate\";" : "\"pricePerPeriod.other\" = \"%@ every %d months\";",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
