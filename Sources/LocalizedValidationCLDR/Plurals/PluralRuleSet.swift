/// The plural rules of a locale and type as data: an ordered list of ``PluralRule``s,
/// evaluated without ICU.
///
/// The first rule whose condition holds gives the category; when none holds it is
/// ``PluralCategory/other``, as in CLDR. The catalog compiler bakes these from ICU's
/// copy of CLDR and writes them as a Swift literal:
///
/// ```swift
/// let english = PluralRuleSet([
///     PluralRule(.one, [[PluralRelation(.i, in: [1...1]), PluralRelation(.v, in: [0...0])]])
/// ])
/// english.category(for: 1)                                   // .one
/// english.category(for: try PluralOperands(parsing: "1.0"))  // .other
/// ```
///
/// The rules are also kept in a flat form for evaluation: selecting a category walks
/// one array, allocates nothing and, for an `Int`, does no string work.
public struct PluralRuleSet: Sendable, Hashable {
    /// The rules, in the order they are tried.
    public let rules: [PluralRule]
    /// Every relation of every rule, in order.
    private let relations: [PackedRelation]
    /// Where each rule's relations end in `relations`, and its category.
    private let ends: [PackedRule]
    /// The bounds of every relation's ranges, two per range.
    private let bounds: [UInt64]

    /// Rules tried in the given order; `other` is implied for numbers none selects.
    public init(_ rules: [PluralRule]) {
        self.rules = rules
        var relations: [PackedRelation] = []
        var ends: [PackedRule] = []
        var bounds: [UInt64] = []
        for rule in rules {
            for (index, alternative) in rule.alternatives.enumerated() {
                for (position, relation) in alternative.enumerated() {
                    let start = bounds.count
                    for range in relation.ranges {
                        bounds.append(range.lowerBound)
                        bounds.append(range.upperBound)
                    }
                    relations.append(
                        PackedRelation(
                            operand: relation.operand.kind, startsAlternative: index > 0 && position == 0,
                            isNegated: relation.isNegated, modulus: relation.modulus ?? 0, boundsStart: start,
                            boundsEnd: bounds.count))
                }
            }
            ends.append(PackedRule(category: rule.category, relationsEnd: relations.count))
        }
        self.relations = relations
        self.ends = ends
        self.bounds = bounds
    }

    /// The categories these rules can select, in CLDR order (`other` always included).
    public var categories: [PluralCategory] {
        let used = Set(rules.map(\.category))
        return PluralCategory.allCases.filter { $0 == .other || used.contains($0) }
    }

    /// The category of an integer: its operands are `i` = |value| and zero for the rest.
    public func category(for value: Int) -> PluralCategory {
        category(for: PluralOperands(value))
    }

    /// The category of a number as displayed (see ``PluralOperands``).
    public func category(for operands: PluralOperands) -> PluralCategory {
        // Buffer pointers rather than array subscripts: the same code optimized, and far
        // less work where it is not (debug builds, which the equality tests run in).
        ends.withUnsafeBufferPointer { ends in
            relations.withUnsafeBufferPointer { relations in
                bounds.withUnsafeBufferPointer { bounds in
                    var start = 0
                    var rule = 0
                    while rule < ends.count {
                        let end = ends[rule].relationsEnd
                        if Self.holds(relations, start, end, bounds, operands) { return ends[rule].category }
                        start = end
                        rule += 1
                    }
                    return .other
                }
            }
        }
    }

    /// An `or` of `and`s: the alternative being read holds while `matched` stays true.
    private static func holds(
        _ relations: UnsafeBufferPointer<PackedRelation>, _ start: Int, _ end: Int,
        _ bounds: UnsafeBufferPointer<UInt64>,
        _ operands: PluralOperands
    ) -> Bool {
        var matched = true
        var index = start
        while index < end {
            if relations[index].startsAlternative {
                if matched { return true }
                matched = true
            }
            if matched { matched = holds(relations[index], bounds, operands) }
            index += 1
        }
        return matched && start < end
    }

    @inline(__always)
    private static func holds(
        _ relation: PackedRelation, _ bounds: UnsafeBufferPointer<UInt64>, _ operands: PluralOperands
    ) -> Bool {
        var value: UInt64
        switch relation.operand {
        case .n:
            // A number with a non-zero fraction equals no integer, modulo anything.
            if operands.t != 0 { return relation.isNegated }
            value = operands.i
        case .i: value = operands.i
        case .v: value = UInt64(operands.v)
        case .w: value = UInt64(operands.w)
        case .f: value = operands.f
        case .t: value = operands.t
        case .e: value = UInt64(operands.e)
        }
        // Constant divisors compile to multiplications; CLDR uses only these.
        switch relation.modulus {
        case 0: break
        case 10: value %= 10
        case 100: value %= 100
        case 1000: value %= 1000
        case 100_000: value %= 100_000
        case 1_000_000: value %= 1_000_000
        default: value %= relation.modulus
        }
        var inRanges = false
        var bound = relation.boundsStart
        while bound < relation.boundsEnd {
            if value >= bounds[bound] && value <= bounds[bound + 1] {
                inRanges = true
                break
            }
            bound += 2
        }
        return inRanges != relation.isNegated
    }
}

/// One rule: the category it selects and its condition, an `or` of `and`s of relations
/// (`i = 1 and v = 0 or n = 2`).
public struct PluralRule: Sendable, Hashable {
    /// The category the rule selects.
    public let category: PluralCategory
    /// The condition: the rule holds when every relation of any one alternative holds.
    /// An empty list never holds (CLDR's `other`, which has no condition).
    public let alternatives: [[PluralRelation]]

    /// A rule selecting `category` when every relation of one of `alternatives` holds.
    public init(_ category: PluralCategory, _ alternatives: [[PluralRelation]]) {
        self.category = category
        self.alternatives = alternatives
    }
}

/// One relation of a rule: an operand, optionally modulo a number, compared with a list
/// of values and ranges (`i % 100 != 11..14`, `n = 0,1`).
public struct PluralRelation: Sendable, Hashable {
    /// The operand read.
    public let operand: PluralOperand
    /// The modulus applied first (`% 10`), if any; never 0.
    public let modulus: UInt64?
    /// True for `!=`: the relation holds when the value is in none of the ranges.
    public let isNegated: Bool
    /// The values and ranges (a value `v` is `v...v`).
    public let ranges: [ClosedRange<UInt64>]

    /// `operand [% modulus] = ranges`.
    ///
    /// - Precondition: `modulus` is not 0.
    public init(_ operand: PluralOperand, modulo modulus: UInt64? = nil, in ranges: [ClosedRange<UInt64>]) {
        precondition(modulus != 0, "a plural rule's modulus cannot be 0")
        self.operand = operand
        self.modulus = modulus
        self.isNegated = false
        self.ranges = ranges
    }

    /// `operand [% modulus] != ranges`.
    ///
    /// - Precondition: `modulus` is not 0.
    public init(_ operand: PluralOperand, modulo modulus: UInt64? = nil, notIn ranges: [ClosedRange<UInt64>]) {
        precondition(modulus != 0, "a plural rule's modulus cannot be 0")
        self.operand = operand
        self.modulus = modulus
        self.isNegated = true
        self.ranges = ranges
    }
}

/// A relation in the flat form ``PluralRuleSet`` evaluates.
private struct PackedRelation: Sendable, Hashable {
    let operand: PluralOperand.Kind
    /// True for the first relation of every alternative but the first.
    let startsAlternative: Bool
    let isNegated: Bool
    /// 0 for none.
    let modulus: UInt64
    let boundsStart: Int
    let boundsEnd: Int
}

private struct PackedRule: Sendable, Hashable {
    let category: PluralCategory
    let relationsEnd: Int
}
