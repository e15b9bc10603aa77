/// Async rules in a form on screen: they run after the debounce (or at once without
/// one, on blur and on submit), for fields whose synchronous rules pass; an answer
/// shows only while the field still holds the value it was asked about.
///
/// A field's check lives in its state (`FieldState.check`): idle, running, or answered
/// about one value. An answer is written there only when it belongs to the field's
/// running check and the field's draft is still the one checked; ``FormModel/result``
/// shows it only while the field's validated value is the one it is about.
extension FormModel {
    /// The running checks by field (for tests).
    var runningChecks: [FieldKey: FieldState.RunningCheck] {
        var running: [FieldKey: FieldState.RunningCheck] = [:]
        for (field, state) in zip(schema.fields, fieldStates) {
            if let check = state.runningCheck { running[field.key] = check }
        }
        return running
    }

    /// Keeps the answers and running checks that are still about each field's value,
    /// starts the checks that are missing, and cancels those of values the user has
    /// since changed. Called after every synchronous validation, on the states about to
    /// be stored.
    func refreshAsyncChecks(_ states: inout [FieldState], after validated: ValidationResult) {
        let checks = schema.asyncChecks(after: validated)
        let needed = Dictionary(checks.map { ($0.field.key, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, field) in schema.fields.enumerated() where !field.asyncRules.isEmpty {
            let check = needed[field.key]
            switch states[index].check {
            case .answered(let answer) where answer.checkedValue == check?.value:
                continue  // Already answered about this value: the store is not asked again.
            case .running(let running)
            where running.checkedValue == check?.value && running.draft == states[index].value:
                continue
            case .running(let running):
                // A check of a value no longer needed, or since changed.
                running.task.cancel()
                states[index].check = .idle
            case .answered, .idle:
                break
            }
            if let check { states[index].check = .running(start(check, draft: states[index].value)) }
        }
    }

    /// Waits for the running checks (each ends by its timeout at the latest); submit
    /// calls it so a value a check would refuse is never sent.
    func finishAsyncChecks() async {
        while true {
            let running = fieldStates.indices.compactMap { index in
                fieldStates[index].runningCheck.map { (index, $0) }
            }
            if running.isEmpty { return }
            for (index, check) in running {
                await check.task.value
                // The task wrote its answer, unless it was cancelled before answering;
                // a check that ended without an answer is not running any more.
                if fieldStates[index].runningCheck?.id == check.id { fieldStates[index].check = .idle }
            }
        }
    }

    private func start(_ check: AsyncCheck, draft: FieldValue) -> FieldState.RunningCheck {
        let id = nextCheckID
        nextCheckID += 1
        let field = check.field.key
        let environment = self.environment
        let sleep = self.sleep
        let task = Task { [weak self] in
            // Nil when cancelled: a newer value replaced this one.
            guard let answer = try? await check.run(environment: environment, sleep: sleep) else { return }
            self?.receive(answer, field: field, checkID: id)
        }
        return FieldState.RunningCheck(id: id, draft: draft, checkedValue: check.value, task: task)
    }

    /// Takes an answer into its field's state, unless the field has a newer check or
    /// the user has changed it since the check started: a reply about a value no
    /// longer there never shows.
    private func receive(_ answer: AsyncAnswer, field: FieldKey, checkID: Int) {
        guard let index = position(of: field), let running = fieldStates[index].runningCheck, running.id == checkID
        else { return }
        guard running.draft == fieldStates[index].value, running.checkedValue == answer.checkedValue else {
            // Stale: the check is over, and the next validation asks about the new value.
            fieldStates[index].check = .idle
            return
        }
        fieldStates[index].check = .answered(answer)
    }
}
