// The library the in-app-purchase core imports. Its message types (IAPError, IAPUserMessage,
// IAPDebugMessage, IAPCatalog) are generated from Localizations/*.arb into Generated/Messages.swift,
// which is committed so that apps never build msgc (regenerate with Scripts/regenerate.sh; CI fails
// when it is stale); the formatting and lookup runtime comes from IAPMessagesCore, re-exported here
// so one `import IAPMessages` gives both.
@_exported import IAPMessagesCore
