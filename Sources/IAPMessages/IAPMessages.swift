// The library the in-app-purchase core imports. Its message types (IAPError, IAPUserMessage,
// IAPDebugMessage, IAPCatalog) are generated from Localizations/*.arb by the MessageCatalogPlugin at
// build time; the formatting and lookup runtime comes from IAPMessagesCore, re-exported here so one
// `import IAPMessages` gives both.
@_exported import IAPMessagesCore
