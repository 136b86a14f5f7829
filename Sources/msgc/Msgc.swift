import ArgumentParser

@main
struct Msgc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "msgc",
        abstract: "The IAPMessages catalog compiler and formatting workbench.",
        subcommands: [PriceCommand.self]
    )
}
