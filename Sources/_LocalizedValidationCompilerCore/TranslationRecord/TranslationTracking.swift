/// The translation record's file as read from the catalogs folder.
public struct TranslationLockFile: Sendable, Hashable {
    /// The path printed in diagnostics (`Locales/catalogc.lock`).
    public var path: String
    /// The file's bytes, unvalidated.
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }
}

/// Compares the parsed catalogs with the translation record: the state of every
/// translation, the stale-translation warnings, and the records that no longer match
/// anything. Runs inside the analysis on the units it parsed, so nothing is read twice.
///
/// A check only compares hashes and builds texts for what it reports; the table of
/// states (with every source text) is built when asked (`report`, `accept`, export).
struct TranslationTracking: Sendable {
    /// Every translation's state; nil unless asked for (`includesTable`).
    let table: TranslationStateTable?
    /// The record as read (records for several sides of a merge included).
    let lock: TranslationLock
    /// Where the record lives (or would be written).
    let lockPath: String

    /// - Parameters:
    ///   - locales: The canonical locale tags, the source first.
    ///   - units: Indexed like `locales`: catalog name → parsed file.
    ///   - lockFile: The record, when the catalogs folder has one; without one nothing is
    ///     stale (every existing translation is `translated`) and nothing is reported.
    ///   - severity: Of stale translations and unreadable records: the profile's.
    ///   - includesTable: Whether to build ``table``.
    init(
        locales: [String], units: [[String: CatalogUnit]], lockFile: TranslationLockFile?, rootPath: String,
        severity: Diagnostic.Severity, includesTable: Bool, diagnostics: inout DiagnosticCollector
    ) {
        lockPath = lockFile?.path ?? CatalogDirectory.join(rootPath, TranslationLock.fileName)
        var lock = TranslationLock()
        if let lockFile {
            let parsed = TranslationLock.parse(lockFile.contents, path: lockFile.path, severity: severity)
            lock = parsed.lock
            diagnostics.emit(contentsOf: parsed.diagnostics)
        }
        self.lock = lock
        let source = units.first ?? [:]
        var keys: [TranslationStateTable.MessageKey] = []
        var statuses = [[TranslationStateTable.MessageKey: TranslationStatus]](
            repeating: [:], count: includesTable ? units.count : 0)
        for catalog in source.keys.sorted() {
            guard let sourceUnit = source[catalog] else { continue }
            // Each locale's file of this catalog, looked up once, not once per message.
            let translatedUnits = units.map { $0[catalog] }
            for id in sourceUnit.trackedIDs {
                guard let sourceMessage = sourceUnit.trackedEntry(id) else { continue }
                var message = SourceMessage(sourceMessage, in: sourceUnit, needsText: includesTable)
                let key = TranslationStateTable.MessageKey(catalog: catalog, message: id)
                if includesTable {
                    keys.append(key)
                    statuses[0][key] = TranslationStatus(
                        state: .final, sourceText: message.text, sourceHash: message.hash,
                        location: message.location)
                }
                for index in units.indices.dropFirst() {
                    // Read in place: binding the unit copied it (a dozen references
                    // retained and released) for every message of every locale.
                    let records = lock.records[.init(locale: locales[index], catalog: catalog, message: id)] ?? []
                    // A check only reports stale translations, and a translation is stale
                    // exactly when no record matches the source's hash (`status(of:)`):
                    // without a record, or with a match, it needs neither the translation
                    // (not even whether there is one), its hash nor its location.
                    if !includesTable, records.isEmpty || Self.hasRecord(of: message.hash, in: records) { continue }
                    let translation = translatedUnits[index]?.trackedEntry(id)
                    // Nothing to compare, nothing to show.
                    if !includesTable, translation == nil { continue }
                    guard let translation, let unit = translatedUnits[index] else {
                        statuses[index][key] = TranslationStatus(
                            state: .new, sourceText: message.text, sourceHash: message.hash)
                        continue
                    }
                    let status = Self.status(
                        of: translation, source: &message, in: unit, records: records, lockPath: lockPath)
                    if includesTable { statuses[index][key] = status }
                    if status.state == .stale {
                        diagnostics.emit(
                            Self.staleDiagnostic(
                                status, id: id, locale: locales[index], severity: severity,
                                sourceLocation: message.location))
                    }
                }
            }
        }
        keys.sort()
        table =
            includesTable ? TranslationStateTable(locales: locales, messages: keys, statuses: statuses) : nil
        if lockFile != nil { reportOrphans(locales: locales, units: units, diagnostics: &diagnostics) }
    }

    /// Whether a record was accepted against the source whose hash is `sourceHash`: the
    /// translation is then not stale (``status(of:source:in:records:lockPath:)`` tells
    /// `final` from `translated`).
    private static func hasRecord(of sourceHash: TranslationHash, in records: [TranslationLock.Record]) -> Bool {
        records.contains { $0.sourceHash == sourceHash }
    }

    /// A source message, its hash, and its text built once when first needed.
    private struct SourceMessage {
        let message: Message
        let hash: TranslationHash
        let location: FileLocation
        private var builtText: String?

        init(_ message: Message, in unit: CatalogUnit, needsText: Bool) {
            self.message = message
            hash = TranslationFingerprint.hash(of: message)
            location = unit.location(message.id.span)
            builtText = needsText ? TranslationFingerprint.sourceText(of: message) : nil
        }

        /// The text; "" until ``build()`` or when not needed.
        var text: String { builtText ?? "" }

        mutating func build() -> String {
            if let builtText { return builtText }
            let text = TranslationFingerprint.sourceText(of: message)
            builtText = text
            return text
        }
    }

    private static func status(
        of translation: Message, source: inout SourceMessage, in unit: CatalogUnit,
        records: [TranslationLock.Record], lockPath: String
    ) -> TranslationStatus {
        let hash = TranslationFingerprint.hash(of: translation)
        var status = TranslationStatus(
            state: .translated, sourceText: source.text, sourceHash: source.hash, translationHash: hash,
            location: unit.location(translation.id.span))
        guard !records.isEmpty else { return status }
        let sourceHash = source.hash
        // Stale exactly when `hasRecord(of:in:)` is false: the check's fast path relies on it.
        if let match = records.first(where: { $0.sourceHash == sourceHash }) {
            // Edited since it was accepted, against the same source: not reviewed, not stale.
            let accepted = records.contains { $0.sourceHash == sourceHash && $0.translationHash == hash }
            status.state = accepted ? .final : .translated
            status.recordedSourceText = match.sourceText
        } else {
            status.state = .stale
            status.sourceText = source.build()
            let shown = records.min(by: <)
            status.recordedSourceText = shown?.sourceText
            status.recordLocation = shown?.line.map { FileLocation(file: lockPath, line: $0, column: 1) }
        }
        return status
    }

    /// Texts in diagnostics are escaped as in the record, so each stays one line.
    private static func staleDiagnostic(
        _ status: TranslationStatus, id: String, locale: String, severity: Diagnostic.Severity,
        sourceLocation: FileLocation
    ) -> Diagnostic {
        Diagnostic(
            severity, .staleTranslation,
            "the source text of '\(id)' changed since this \(locale) translation was accepted; check the translation against the new source text, edit it if needed, then run 'catalogc accept \(locale) \(id)'",
            at: status.location,
            notes: [
                .init(
                    "translated from: \(TranslationLock.escape(status.recordedSourceText ?? ""))",
                    at: status.recordLocation),
                .init("the source now: \(TranslationLock.escape(status.sourceText))", at: sourceLocation),
            ])
    }

    /// Records that name a locale with no folder, or a message the source does not have.
    /// A record of a translation that was deleted is left alone: the missing translation
    /// is reported already, and `accept` removes the record.
    private func reportOrphans(
        locales: [String], units: [[String: CatalogUnit]], diagnostics: inout DiagnosticCollector
    ) {
        let known = Set(locales.dropFirst())
        let source = units.first ?? [:]
        var unknownLocales: [String: (count: Int, line: Int?)] = [:]
        var orphans: [(key: TranslationLock.Key, line: Int?)] = []
        // The message ids of each source catalog, copied out once: looking a record up
        // through `source[catalog]?.messages` copied the whole unit for each of the
        // record's 20,000 lines of a 10,000-message set.
        let sourceMessages = source.mapValues { unit in
            unit.termPositions.isEmpty
                ? unit.messagePositions.mapValues { _ in () }
                : Dictionary(
                    uniqueKeysWithValues: unit.trackedIDs.lazy.map { ($0, ()) })
        }
        // The first line a key's records were read from; computed only for what is reported.
        func firstLine(_ records: [TranslationLock.Record]) -> Int? { records.compactMap(\.line).min() }
        for (key, records) in lock.records {
            if !known.contains(key.locale) {
                let previous = unknownLocales[key.locale]
                let line = firstLine(records)
                unknownLocales[key.locale] = ((previous?.count ?? 0) + 1, min(previous?.line ?? .max, line ?? .max))
            } else if sourceMessages[key.catalog]?.index(forKey: key.message) == nil {
                orphans.append((key, firstLine(records)))
            }
        }
        for (key, line) in orphans.sorted(by: { $0.key < $1.key }) {
            diagnostics.emit(
                Diagnostic(
                    .warning, .orphanedTranslationRecord,
                    "\(TranslationLock.fileName) records a \(key.locale) translation of '\(key.catalog).\(key.message)', which the source locale does not have (removed or renamed); 'catalogc accept \(key.locale)' removes the record",
                    at: line.map { FileLocation(file: lockPath, line: $0, column: 1) }))
        }
        for (locale, found) in unknownLocales.sorted(by: { $0.key < $1.key }) {
            let what =
                locale == locales.first
                ? "the source locale \(locale), whose messages are not translations"
                : "locale \(locale), which has no folder"
            diagnostics.emit(
                Diagnostic(
                    .warning, .orphanedTranslationRecord,
                    "\(TranslationLock.fileName) records \(found.count) translation\(found.count == 1 ? "" : "s") of \(what); if the folder was renamed, write the new tag at the start of those lines to keep them, else 'catalogc accept <locale>' removes them",
                    at: found.line == .max ? nil : found.line.map { FileLocation(file: lockPath, line: $0, column: 1) })
            )
        }
    }

    // MARK: Accepting

    /// The record with the current translations of `messages` in `locale` accepted (every
    /// translated message of the locale when `messages` is empty). A message is `id` or
    /// `Catalog.id`. Records of what no longer exists are dropped, and a key with several
    /// records after a merge keeps the one that matches.
    func accepting(locale: String, messages: [String]) -> TranslationAcceptance {
        guard let table else { return TranslationAcceptance(lock: nil, diagnostics: []) }
        var diagnostics: [Diagnostic] = []
        var lock = TranslationLock()
        // Keep what still means something, one record per key.
        for (key, records) in self.lock.records {
            guard key.locale != table.sourceLocale,
                let status = table.status(locale: key.locale, catalog: key.catalog, message: key.message),
                let hash = status.translationHash
            else { continue }
            let best =
                records.first { $0.sourceHash == status.sourceHash && $0.translationHash == hash }
                ?? records.first { $0.sourceHash == status.sourceHash }
                ?? records.min(by: <)
            if var best {
                best.line = nil
                lock.keepOnly(best, for: key)
            }
        }
        guard let index = table.locales.firstIndex(of: locale), index > 0 else {
            let reason =
                locale == table.sourceLocale
                ? "\(locale) is the source locale: its messages are the source, there is nothing to accept"
                : "no locale \(locale) in the catalogs; the locales are \(table.locales.dropFirst().joined(separator: ", "))"
            diagnostics.append(Diagnostic(.error, .unknownMessage, reason, at: nil))
            return TranslationAcceptance(lock: lock, diagnostics: diagnostics)
        }
        var selected: [TranslationStateTable.MessageKey] = []
        if messages.isEmpty {
            selected = table.messages
        } else {
            // Indexes by `id` and `Catalog.id`, built once: searching every message per name
            // made an import of thousands of translations quadratic.
            var byName: [String: [Int]] = [:]
            for (position, key) in table.messages.enumerated() {
                byName[key.message, default: []].append(position)
                byName["\(key.catalog).\(key.message)", default: []].append(position)
            }
            var isSelected: Set<TranslationStateTable.MessageKey> = []
            for name in messages {
                // In table order, as the search found them.
                let matches = Set(byName[name] ?? []).sorted().map { table.messages[$0] }
                if matches.isEmpty {
                    var text = "no message '\(name)' in the source catalogs"
                    if let closest = Suggestion.closest(to: name, among: table.messages.map(\.message)) {
                        text += "; did you mean '\(closest)'?"
                    }
                    diagnostics.append(Diagnostic(.error, .unknownMessage, text, at: nil))
                }
                for key in matches where !isSelected.contains(key) {
                    isSelected.insert(key)
                    if table.statuses[index][key]?.translationHash == nil {
                        diagnostics.append(
                            Diagnostic(
                                .error, .unknownMessage,
                                "\(locale) has no translation of '\(key.catalog).\(key.message)' to accept; translate it first",
                                at: nil))
                    }
                    selected.append(key)
                }
            }
        }
        var accepted: [TranslationLock.Key] = []
        var wereStale = 0
        for key in selected {
            guard let status = table.statuses[index][key], let hash = status.translationHash else { continue }
            let lockKey = TranslationLock.Key(locale: locale, catalog: key.catalog, message: key.message)
            lock.accept(lockKey, sourceText: status.sourceText, sourceHash: status.sourceHash, translationHash: hash)
            accepted.append(lockKey)
            if status.state == .stale { wereStale += 1 }
        }
        var result = TranslationAcceptance(lock: lock, diagnostics: diagnostics)
        result.accepted = accepted
        result.wereStale = wereStale
        return result
    }
}

/// What ``FluentCatalogs/acceptTranslations(_:locale:messages:)`` did.
public struct TranslationAcceptance: Sendable {
    /// The new record; write it with ``TranslationLock/serialized()``. Nil when the
    /// catalogs cannot be read.
    public var lock: TranslationLock?
    /// The translations accepted, sorted.
    public var accepted: [TranslationLock.Key] = []
    /// How many of them were stale.
    public var wereStale = 0
    /// Unknown locales or messages, messages without a translation; nothing should be
    /// written when any is an error.
    public var diagnostics: [Diagnostic]

    public init(lock: TranslationLock?, diagnostics: [Diagnostic]) {
        self.lock = lock
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension CatalogUnit {
    /// The ids the translation record tracks: the messages, then the terms (`-brand`),
    /// which a translator translates like messages.
    var trackedIDs: [String] {
        termPositions.isEmpty ? messageOrder : messageOrder + termPositions.keys.sorted().map { "-" + $0 }
    }

    /// The message or term `id` (a term's with its `-`) as a message named `id`: what the
    /// record hashes and shows is the same for both.
    func trackedEntry(_ id: String) -> Message? {
        guard id.hasPrefix("-") else { return message(id) }
        guard let term = term(String(id.dropFirst())) else { return nil }
        return Message(
            id: Identifier(name: id, span: term.id.span), value: term.value, attributes: term.attributes, comment: nil,
            span: term.span)
    }
}
