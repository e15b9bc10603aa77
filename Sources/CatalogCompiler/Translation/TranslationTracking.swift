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
struct TranslationTracking: Sendable {
    let table: TranslationStateTable
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
    init(
        locales: [String], units: [[String: CatalogUnit]], lockFile: TranslationLockFile?, rootPath: String,
        severity: Diagnostic.Severity, diagnostics: inout DiagnosticCollector
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
        var statuses = [[TranslationStateTable.MessageKey: TranslationStatus]](repeating: [:], count: units.count)
        for catalog in source.keys.sorted() {
            guard let sourceUnit = source[catalog] else { continue }
            for id in sourceUnit.messageOrder.sorted() {
                guard let sourceMessage = sourceUnit.messages[id] else { continue }
                let key = TranslationStateTable.MessageKey(catalog: catalog, message: id)
                keys.append(key)
                let sourceText = TranslationFingerprint.sourceText(of: sourceMessage)
                statuses[0][key] = TranslationStatus(
                    state: .final, sourceText: sourceText, location: sourceUnit.location(sourceMessage.id.span))
                for index in units.indices.dropFirst() {
                    guard let unit = units[index][catalog], let translation = unit.messages[id] else {
                        statuses[index][key] = TranslationStatus(state: .new, sourceText: sourceText)
                        continue
                    }
                    let status = Self.status(
                        of: translation, sourceText: sourceText, in: unit,
                        records: lock.records[.init(locale: locales[index], catalog: catalog, message: id)] ?? [],
                        lockPath: lockPath)
                    statuses[index][key] = status
                    if status.state == .stale {
                        diagnostics.emit(
                            Self.staleDiagnostic(
                                status, id: id, locale: locales[index], severity: severity,
                                sourceLocation: sourceUnit.location(sourceMessage.id.span)))
                    }
                }
            }
        }
        table = TranslationStateTable(locales: locales, messages: keys, statuses: statuses)
        if lockFile != nil { reportOrphans(diagnostics: &diagnostics) }
    }

    private static func status(
        of translation: Message, sourceText: String, in unit: CatalogUnit, records: [TranslationLock.Record],
        lockPath: String
    ) -> TranslationStatus {
        let hash = TranslationFingerprint.translationHash(of: translation)
        var status = TranslationStatus(
            state: .translated, sourceText: sourceText, translationHash: hash,
            location: unit.location(translation.id.span))
        guard !records.isEmpty else { return status }
        if records.contains(where: { $0.sourceText == sourceText && $0.translationHash == hash }) {
            status.state = .final
            status.recordedSourceText = sourceText
        } else if records.contains(where: { $0.sourceText == sourceText }) {
            // Edited since it was accepted, against the same source: not reviewed, not stale.
            status.recordedSourceText = sourceText
        } else {
            status.state = .stale
            let shown = records.min { ($0.sourceText, $0.translationHash) < ($1.sourceText, $1.translationHash) }
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
    private func reportOrphans(diagnostics: inout DiagnosticCollector) {
        let known = Set(table.locales.dropFirst())
        var unknownLocales: [String: (count: Int, line: Int?)] = [:]
        for key in lock.records.keys.sorted() {
            let line = lock.records[key]?.compactMap(\.line).min()
            if !known.contains(key.locale) {
                let previous = unknownLocales[key.locale]
                unknownLocales[key.locale] = ((previous?.count ?? 0) + 1, previous?.line ?? line)
                continue
            }
            if table.status(locale: key.locale, catalog: key.catalog, message: key.message) == nil {
                diagnostics.emit(
                    Diagnostic(
                        .warning, .orphanedTranslationRecord,
                        "\(TranslationLock.fileName) records a \(key.locale) translation of '\(key.catalog).\(key.message)', which the source locale does not have (removed or renamed); 'catalogc accept \(key.locale)' removes the record",
                        at: line.map { FileLocation(file: lockPath, line: $0, column: 1) }))
            }
        }
        for (locale, found) in unknownLocales.sorted(by: { $0.key < $1.key }) {
            let what =
                locale == table.sourceLocale
                ? "the source locale \(locale), whose messages are not translations"
                : "locale \(locale), which has no folder"
            diagnostics.emit(
                Diagnostic(
                    .warning, .orphanedTranslationRecord,
                    "\(TranslationLock.fileName) records \(found.count) translation\(found.count == 1 ? "" : "s") of \(what); if the folder was renamed, write the new tag at the start of those lines to keep them, else 'catalogc accept <locale>' removes them",
                    at: found.line.map { FileLocation(file: lockPath, line: $0, column: 1) }))
        }
    }

    // MARK: Accepting

    /// The record with the current translations of `messages` in `locale` accepted (every
    /// translated message of the locale when `messages` is empty). A message is `id` or
    /// `Catalog.id`. Records of what no longer exists are dropped, and a key with several
    /// records after a merge keeps the one that matches.
    func accepting(locale: String, messages: [String]) -> TranslationAcceptance {
        var diagnostics: [Diagnostic] = []
        var lock = TranslationLock()
        // Keep what still means something, one record per key.
        for (key, records) in self.lock.records {
            guard let status = table.status(locale: key.locale, catalog: key.catalog, message: key.message),
                key.locale != table.sourceLocale, let hash = status.translationHash
            else { continue }
            let best =
                records.first { $0.sourceText == status.sourceText && $0.translationHash == hash }
                ?? records.first { $0.sourceText == status.sourceText }
                ?? records.min { ($0.sourceText, $0.translationHash) < ($1.sourceText, $1.translationHash) }
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
            for name in messages {
                let matches = table.messages.filter { $0.message == name || "\($0.catalog).\($0.message)" == name }
                if matches.isEmpty {
                    var text = "no message '\(name)' in the source catalogs"
                    if let closest = Suggestion.closest(to: name, among: table.messages.map(\.message)) {
                        text += "; did you mean '\(closest)'?"
                    }
                    diagnostics.append(Diagnostic(.error, .unknownMessage, text, at: nil))
                }
                for key in matches where !selected.contains(key) {
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
            lock.accept(lockKey, sourceText: status.sourceText, translationHash: hash)
            accepted.append(lockKey)
            if status.state == .stale { wereStale += 1 }
        }
        var result = TranslationAcceptance(lock: lock, diagnostics: diagnostics)
        result.accepted = accepted
        result.wereStale = wereStale
        return result
    }
}

/// What ``CatalogCompiler/acceptTranslations(_:locale:messages:)`` did.
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
