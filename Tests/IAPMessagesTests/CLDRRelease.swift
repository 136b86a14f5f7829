@testable import IAPMessagesCore

/// The CLDR release the running configuration formats with, for expectations CLDR changed between
/// releases: Linux distributions ship ICU 70 (CLDR 40) to ICU 76 (CLDR 46), and the toolchain ships ICU 76.
enum CLDRRelease {
    /// The major release of `ICUData.cldrVersion`: 42 for ICU 72, 46 for ICU 76.
    static let major = Int(ICUData.cldrVersion.prefix { $0 != "." })!

    /// Whether the ICU backend formats with the toolchain's ICU (`lib_FoundationICU`), whose data is
    /// Apple's: it departs from CLDR in places (Japanese yen, Marathi grouping, Swedish currency names).
    static var isApplesData: Bool {
        #if IAPMESSAGES_TOOLCHAIN_ICU
        true
        #else
        false
        #endif
    }

    /// The texts a CLDR change allows: `old` up to release `last`, `new` from release `first` on, and
    /// either for the releases between, whose data these tests have not seen.
    static func texts(_ old: String, through last: Int, _ new: String, from first: Int) -> Set<String> {
        if major <= last { return [old] }
        if major >= first { return [new] }
        return [old, new]
    }
}
