/// Async rules in a form on screen: they run after the debounce (or at once without
/// one, on blur and on submit), for fields whose synchronous rules pass; an answer
/// shows only while the field still holds the value it was asked about.
extension FormModel {
    /// An async check in flight: the raw value it was started for, and its task.
    struct RunningCheck {
        let rawValue: FieldValue
        let checkedValue: FieldValue
        let task: Task<Void, Never>
    }

    /// Puts the answers that are still current into ``result`` and starts the checks
    /// that are missing; cancels checks of values the user has since changed. Called
    /// after every synchronous validation.
    func refreshAsyncChecks() {
        guard schema.hasAsyncRules else { return }
        let checks = schema.asyncChecks(after: result)
        let needed = Dictionary(checks.map { ($0.field.key, $0) }, uniquingKeysWith: { first, _ in first })
        // A running check of a value no longer needed, or since changed, is dropped.
        for (field, running) in runningChecks
        where needed[field]?.value != running.checkedValue || rawValue(field) != running.rawValue {
            running.task.cancel()
            runningChecks[field] = nil
        }
        var current: [AsyncAnswer] = []
        for check in checks {
            let field = check.field.key
            if let answer = asyncAnswers[field], answer.checkedValue == check.value {
                current.append(answer)
            } else if runningChecks[field] == nil {
                start(check)
            }
        }
        if !current.isEmpty { result = schema.merging(current, into: result) }
        updateCheckingFields()
    }

    /// Waits for the running checks (each ends by its timeout at the latest); submit
    /// calls it so a value a check would refuse is never sent.
    func finishAsyncChecks() async {
        while let running = runningChecks.values.first {
            await running.task.value
            // The task removed itself, unless it was cancelled before answering.
            if runningChecks.values.contains(where: { $0.task == running.task }) {
                runningChecks = runningChecks.filter { $0.value.task != running.task }
            }
        }
        updateCheckingFields()
    }

    private func start(_ check: AsyncCheck) {
        let field = check.field.key
        let raw = rawValue(field)
        let environment = self.environment
        let sleep = self.sleep
        let task = Task { [weak self] in
            // Nil when cancelled: a newer value replaced this one.
            guard let answer = try? await check.run(environment: environment, sleep: sleep) else { return }
            self?.receive(answer, for: raw)
        }
        runningChecks[field] = RunningCheck(rawValue: raw, checkedValue: check.value, task: task)
    }

    /// Takes an answer, unless the user has changed the field since it was asked: a
    /// reply about a value no longer there never shows.
    private func receive(_ answer: AsyncAnswer, for raw: FieldValue) {
        let field = answer.field
        guard let running = runningChecks[field], running.rawValue == raw, rawValue(field) == raw,
            running.checkedValue == answer.checkedValue
        else { return }
        runningChecks[field] = nil
        asyncAnswers[field] = answer
        result = schema.merging([answer], into: result)
        updateCheckingFields()
    }

    private func rawValue(_ field: FieldKey) -> FieldValue { values[field] ?? .absent }

    private func updateCheckingFields() {
        let fields = Set(runningChecks.keys)
        if fields != checkingFields { checkingFields = fields }
    }
}
