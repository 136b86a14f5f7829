import ArgumentParser
import Foundation
import MessageCompiler

/// `msgc cldr-data [--output Sources/IAPMessagesCore/CLDR/Tables] [--check]`: bakes the CLDR data
/// the Apple build's formatters read out of the ICU msgc links. The committed data comes from the ICU
/// that Foundation runs on, which msgc links when built with `IAPMESSAGES_APPLE=1`.
struct CLDRDataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cldr-data",
        abstract: "Generate the Apple build's baked CLDR data from ICU, or check that it is current.",
        discussion: """
            Reads CLDR's data out of the ICU msgc runs with and writes it as Swift source, one file per
            kind of data, each naming the ICU and CLDR versions it came from. The committed data is
            what Foundation's own ICU gives (the toolchain's lib_FoundationICU, Apple's ICU), which
            msgc links when built in the Apple configuration:
              IAPMESSAGES_APPLE=1 swift run --scratch-path .build-apple msgc cldr-data
            Built otherwise, msgc reads the system's ICU, another release. With --check nothing is
            written: the exit status is 1 when a committed file differs from what this ICU gives, so
            that CI fails on data that is stale for Foundation's ICU.
            """
    )

    static let defaultOutput = "Sources/IAPMessagesCore/CLDR/Tables"

    @Option(help: "The folder of the generated data files.")
    var output = defaultOutput

    @Flag(help: "Compare the files in --output with what ICU gives; write nothing.")
    var check = false

    func run() throws {
        // A mistyped path or another working directory would otherwise create a stray tree; said
        // before the half minute that reading ICU takes.
        var isDirectory: ObjCBool = false
        if !check, !FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) || !isDirectory.boolValue {
            CatalogDirectory.printDiagnostics([
                "msgc: no folder \(output); run msgc from the package root, or pass --output",
            ])
            throw ExitCode.failure
        }
        let files: [CLDRDataFile]
        do {
            files = try CLDRDataFile.generateAll()
        } catch {
            CatalogDirectory.printDiagnostics(["msgc: \(error)"])
            throw ExitCode.failure
        }
        let (icu, cldr) = CLDRDataFile.versions
        if check {
            try checkFiles(files, icu: icu, cldr: cldr)
        } else {
            for file in files {
                let path = (output as NSString).appendingPathComponent(file.name)
                let wrote = try CatalogDirectory.writeAtomically(file.contents, to: path)
                print("msgc: \(path) \(wrote ? "written" : "unchanged") (ICU \(icu), CLDR \(cldr))")
            }
        }
    }

    private func checkFiles(_ files: [CLDRDataFile], icu: String, cldr: String) throws {
        var stale: [String] = []
        for file in files {
            let path = (output as NSString).appendingPathComponent(file.name)
            guard let committed = FileManager.default.contents(atPath: path) else {
                stale.append("\(path): missing")
                continue
            }
            if !committed.elementsEqual(file.contents.utf8) {
                stale.append("\(path): differs from ICU \(icu) (CLDR \(cldr))\(Self.firstDifference(committed, file.contents))")
            }
        }
        guard stale.isEmpty else {
            CatalogDirectory.printDiagnostics(stale.map { "error: \($0)" } + [
                "msgc: the baked CLDR data is not what ICU \(icu) gives; regenerate it from Foundation's ICU with",
                "  IAPMESSAGES_APPLE=1 swift run --scratch-path .build-apple msgc cldr-data --output \(output)",
                "and commit the result (the Apple build must print what Foundation's ICU prints).",
            ])
            throw ExitCode.failure
        }
        print("msgc: \(files.count) CLDR data file\(files.count == 1 ? "" : "s") current with ICU \(icu) (CLDR \(cldr))")
    }

    /// "; first at line 12" — where to look, without dumping a whole diff.
    private static func firstDifference(_ committed: Data, _ expected: String) -> String {
        let old = String(decoding: committed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = expected.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = zip(old, new).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
            ?? (old.count != new.count ? min(old.count, new.count) : nil)
        else { return "" }
        return "; first at line \(line + 1)"
    }
}
