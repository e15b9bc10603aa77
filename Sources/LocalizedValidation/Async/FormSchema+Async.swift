import LocalizedValidationMessages

extension FormSchema {
    /// Validates every field, then runs the async rules (see ``AsyncRule``) of the fields
    /// whose synchronous rules passed and whose value is not empty, all fields at once.
    ///
    /// ```swift
    /// let result = try await signUp.validate(values, environment: input, clock: ContinuousClock())
    /// ```
    ///
    /// The clock has no default: with one, every existing call of the synchronous
    /// ``validate(_:environment:)`` in async code would resolve to this one.
    ///
    /// - Parameters:
    ///   - values: The submitted values; a missing key is ``FieldValue/absent``.
    ///   - environment: The input's locale, clock and time zone.
    ///   - clock: The clock the rules' timeouts run on: `ContinuousClock()` in an app
    ///     or server, one the test advances by hand in tests.
    /// - Returns: Every issue in field order, async rules' included: a rule's own, or
    ///   `check-timed-out` or `check-failed` when it did not answer in time or threw.
    /// - Throws: `CancellationError` when the calling task is cancelled before every
    ///   check ended (the checks are cancelled too); nothing else.
    public func validate(
        _ values: [FieldKey: FieldValue],
        environment: InputEnvironment,
        clock: some Clock<Duration>
    ) async throws -> ValidationResult {
        try await validate(values, environment: environment, sleep: { try await clock.sleep(for: $0) })
    }

    /// Whether a field of the schema has async rules.
    public var hasAsyncRules: Bool { fields.contains { !$0.asyncRules.isEmpty } }

    func validate(
        _ values: [FieldKey: FieldValue],
        environment: InputEnvironment,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) async throws -> ValidationResult {
        let result = validate(values, environment: environment)
        let checks = asyncChecks(after: result)
        guard !checks.isEmpty else { return result }
        let answers = try await withThrowingTaskGroup(of: AsyncAnswer.self) { group in
            for check in checks {
                group.addTask { try await check.run(environment: environment, sleep: sleep) }
            }
            var answers: [AsyncAnswer] = []
            for try await answer in group { answers.append(answer) }
            return answers
        }
        return merging(answers, into: result)
    }

    /// The async checks a result calls for: one per field that has async rules, no
    /// issue, and a value that is not empty.
    func asyncChecks(after result: ValidationResult) -> [AsyncCheck] {
        let labels = Dictionary(fields.map { ($0.key, $0.label) }, uniquingKeysWith: { first, _ in first })
        // One pass over the issues, not one per field.
        let invalid = Set(result.issues.map(\.field))
        return fields.compactMap { field in
            guard !field.asyncRules.isEmpty, !invalid.contains(field.key) else { return nil }
            let value = result.values[field.key] ?? .absent
            guard !value.isEmpty else { return nil }
            return AsyncCheck(field: field, value: value, values: result.values, labels: labels)
        }
    }

    /// `result` with the async answers: their values, and their issues placed in field
    /// order among the synchronous ones (whose order is kept).
    func merging(_ answers: [AsyncAnswer], into result: ValidationResult) -> ValidationResult {
        let order = Dictionary(fields.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        var pending = answers.compactMap(\.issue).sorted { order[$0.field, default: 0] < order[$1.field, default: 0] }
        var issues: [ValidationIssue] = []
        for issue in result.issues {
            if let index = order[issue.field] {
                while let next = pending.first, order[next.field, default: 0] < index {
                    issues.append(pending.removeFirst())
                }
            }
            issues.append(issue)
        }
        issues += pending
        var values = result.values
        for answer in answers { values[answer.field] = answer.value }
        // Still at most `maximumIssues`: answers past it are counted as omitted.
        var collector = IssueCollector()
        collector.append(contentsOf: issues, omitted: result.omittedIssueCount)
        return ValidationResult(
            issues: collector.issues, values: values, fields: result.fields, omittedIssueCount: collector.omitted)
    }
}

/// One field's async rules to run on its value.
struct AsyncCheck: Sendable {
    let field: FieldSpec
    /// The value after the synchronous rules.
    let value: FieldValue
    /// Every field's value after the synchronous rules, for the rules' context.
    let values: [FieldKey: FieldValue]
    let labels: [FieldKey: LocalizedText]

    /// Runs the rules in order, each against its timeout, stopping at the first that
    /// fails.
    func run(
        environment: InputEnvironment,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) async throws -> AsyncAnswer {
        let context = RuleContext(
            field: field.key, label: field.label, values: values, labels: labels,
            inputLocale: environment.locale, clock: environment.clock)
        var value = self.value
        for rule in field.asyncRules {
            let checked = value
            guard
                let ending = await runCheck(
                    timeout: rule.timeout, sleep: sleep, { try await rule.evaluate(checked, context) })
            else { throw CancellationError() }
            switch ending {
            case .timedOut:
                return answer(value, ValidationMessage.checkTimedOut(field: field.label))
            case .failed:
                return answer(value, ValidationMessage.checkFailed(field: field.label))
            case .answered(let outcome):
                switch outcome.kind {
                case .valid:
                    continue
                case .normalized(let canonical):
                    value = canonical
                case .invalid(let code, let message, let path):
                    let issue = ValidationIssue(
                        field: field.key, path: FieldPath(field.key).appending(path), code: code, message: message)
                    return AsyncAnswer(field: field.key, checkedValue: self.value, value: value, issue: issue)
                }
            }
        }
        return AsyncAnswer(field: field.key, checkedValue: self.value, value: value, issue: nil)
    }

    private func answer(_ value: FieldValue, _ message: ValidationMessage) -> AsyncAnswer {
        let issue = ValidationIssue(field: field.key, code: ValidationCode(message), message: LocalizedText(message))
        return AsyncAnswer(field: field.key, checkedValue: self.value, value: value, issue: issue)
    }
}

/// What a field's async rules answered.
struct AsyncAnswer: Sendable, Hashable {
    let field: FieldKey
    /// The value the rules were given (after the synchronous rules).
    let checkedValue: FieldValue
    /// The value after them (an async rule may normalize it).
    let value: FieldValue
    /// The first failure, or nil.
    let issue: ValidationIssue?
}
