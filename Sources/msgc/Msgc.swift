import ArgumentParser
import Foundation
import OutputFiles

struct Msgc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "msgc",
        abstract: "The IAPMessages catalog compiler and formatting workbench.",
        discussion: "Exit status: 0 clean or warnings only, 1 errors (with --strict, any diagnostic) or a failure, 2 usage error.",
        subcommands: [CompileCommand.self, CheckCommand.self, RenderCommand.self, StatusCommand.self, AcceptCommand.self, ExportCommand.self, ImportCommand.self, PseudoCommand.self, PriceCommand.self, CLDRDataCommand.self]
    )
}

/// Runs msgc with the exit codes the build and translators rely on: 0 clean, 1 diagnostics, 2 usage.
@main
enum MsgcMain {
    static func main() {
        TemporaryFileCleanup.ignoreFileSizeSignal()
        do {
            var command = try Msgc.parseAsRoot()
            try command.run()
            finish(0)
        } catch let exit as ExitCode {
            finish(exit.rawValue)
        } catch let failure as WriteFailure {
            FileHandle.standardError.write(Data("msgc: \(failure)\n".utf8))
            finish(1)
        } catch {
            // ArgumentParser reports bad usage as 64 (EX_USAGE); msgc promises 2, like most Unix tools.
            if Msgc.exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((Msgc.fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            Msgc.exit(withError: error)
        }
    }

    /// Ends msgc with `status`, or, when what it printed could not all be written (a full disk, a
    /// file size limit), with a message and at least 1: `msgc status L > report.txt` must not end
    /// well with half a report.
    static func finish(_ status: Int32) -> Never {
        if let failure = WriteFailure.standardOutput() {
            FileHandle.standardError.write(Data("msgc: \(failure)\n".utf8))
            Foundation.exit(max(status, 1))
        }
        Foundation.exit(status)
    }
}
