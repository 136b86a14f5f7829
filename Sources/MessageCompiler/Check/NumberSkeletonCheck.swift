import CICU

/// Whether ICU accepts a catalog's number skeleton, asked of ICU itself.
///
/// msgc links ICU wherever it runs (the system's on Linux, `libicucore` on the Mac), whichever backend
/// the runtime library formats with; so a skeleton is judged the same on every developer's machine.
/// Apple platforms write numbers with the system's number styles, which say fewer: `ICUData.systemSkeletonProblem` says which.
enum NumberSkeletonCheck {
    /// ICU's error name for a skeleton it refuses ("U_NUMBER_SKELETON_SYNTAX_ERROR"), nil when it accepts it.
    static func icuProblem(_ skeleton: String) -> String? {
        var status: Int32 = 0
        let formatter = cicu_number_formatter_open("en", skeleton, &status)
        if let formatter { cicu_number_formatter_close(formatter) }
        guard status > 0 || formatter == nil else { return nil }
        return String(cString: cicu_error_name(status > 0 ? status : 5))
    }
}
