import CLocalizedValidationICU
import LocalizedValidationCLDR

/// Spoofing checks from UTS #39 (Unicode Security Mechanisms), backed by ICU.
///
/// - ``confusableKinds(_:_:)`` and ``areConfusable(_:_:)``: could two strings be
///   mistaken for each other ("paypal" and "pаypal" with a Cyrillic а)?
/// - ``skeleton(of:)``: the form two confusable strings share; store it to find an
///   existing user name that a new one imitates.
/// - ``restrictionLevel(of:)`` and ``fits(_:within:)``: how many scripts an identifier
///   mixes.
///
/// The ICU checker is opened once and shared; uspoof.h documents its check functions
/// as thread-safe.
///
/// ```swift
/// let checker = try SpoofChecker()
/// try checker.areConfusable("paypal", "p\u{430}ypal")    // true
/// try checker.restrictionLevel(of: "abc\u{430}\u{431}\u{432}")  // .minimallyRestrictive
/// ```
public struct SpoofChecker: Sendable {
    /// Which kind of confusable two strings are (UTS #39 section 4).
    public struct ConfusableKinds: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: UInt32
        /// Creates kinds from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Both strings are in the same single script ("rn" and "m" in Latin).
        public static let singleScript = ConfusableKinds(rawValue: UInt32(CICU_SPOOF_SINGLE_SCRIPT))
        /// At least one string mixes scripts ("paypal" and "pаypal").
        public static let mixedScript = ConfusableKinds(rawValue: UInt32(CICU_SPOOF_MIXED_SCRIPT))
        /// Each string is in a single script, and the scripts differ ("scope" in Latin and
        /// "ѕсоре" in Cyrillic).
        public static let wholeScript = ConfusableKinds(rawValue: UInt32(CICU_SPOOF_WHOLE_SCRIPT))
    }

    private let storage: SpoofStorage

    /// The shared checker, opened on first use.
    ///
    /// - Throws: ``IntlError`` when ICU cannot open its confusable data.
    public init() throws {
        self.storage = try SpoofChecker.cache.value(for: "default") { () throws(IntlError) in
            try SpoofStorage()
        }
    }

    /// Which kinds of confusable `first` and `second` are; empty when they are not.
    ///
    /// Strings are compared by their ``skeleton(of:)``: equal skeletons are confusable.
    /// Identical strings are confusable with themselves.
    ///
    /// - Throws: ``IntlError`` when ICU fails.
    public func confusableKinds(_ first: String, _ second: String) throws -> ConfusableKinds {
        var kinds: UInt32 = 0
        let status = try withUTF8Pointer(first) { firstBytes, firstCount throws(IntlError) in
            try withUTF8Pointer(second) { secondBytes, secondCount in
                cicu_spoof_confusable(
                    storage.checker, firstBytes, firstCount, secondBytes, secondCount, &kinds)
            }
        }
        try checkICU(status, "uspoof_areConfusableUTF8")
        return ConfusableKinds(rawValue: kinds)
    }

    /// Whether `first` and `second` could be mistaken for each other.
    ///
    /// - Throws: ``IntlError`` when ICU fails.
    public func areConfusable(_ first: String, _ second: String) throws -> Bool {
        try !confusableKinds(first, second).isEmpty
    }

    /// The UTS #39 skeleton of `text`: confusable strings have equal skeletons.
    ///
    /// A skeleton is for comparison only, never for display (the skeleton of "paypal" is
    /// "paypal", of "ѕсоре" is "scope"; of "m" it is "rn").
    ///
    /// - Throws: ``IntlError`` when ICU fails.
    public func skeleton(of text: String) throws -> String {
        try withUTF8Pointer(text) { bytes, count throws(IntlError) -> String in
            try withCStringOutput(capacity: Int(count) * 3 + 16, "uspoof_getSkeletonUTF8") {
                buffer, capacity, status in
                var length: Int32 = 0
                status = cicu_spoof_skeleton(storage.checker, bytes, count, buffer, capacity, &length)
                return length
            }
        }
    }

    /// The most restrictive UTS #39 level `identifier` satisfies.
    ///
    /// - Throws: ``IntlError`` when ICU fails.
    public func restrictionLevel(of identifier: String) throws -> RestrictionLevel {
        var level: Int32 = 0
        let status = try withUTF8Pointer(identifier) { bytes, count in
            cicu_spoof_restriction_level(storage.checker, bytes, count, &level)
        }
        try checkICU(status, "uspoof_check2UTF8")
        return try RestrictionLevel(cicuValue: level)
    }

    /// The first character of `identifier` outside UTS #39's identifier profile (its
    /// Identifier_Status is Restricted: the recommended and inclusion sets leave it out),
    /// or nil when there is none. Such a character makes an identifier ``RestrictionLevel/unrestricted``
    /// whatever its scripts: `ʀoot` (U+0280) is all Latin, but U+0280 is a phonetic letter
    /// not recommended in identifiers.
    ///
    /// - Throws: ``IntlError`` when ICU fails.
    public func firstCharacterOutsideIdentifierProfile(in identifier: String) throws -> Unicode.Scalar? {
        var found: Int32 = -1
        let status = try withUTF8Pointer(identifier) { bytes, count in
            cicu_spoof_first_outside_profile(storage.checker, bytes, count, &found)
        }
        try checkICU(status, "uspoof_getAllowedChars")
        return found < 0 ? nil : Unicode.Scalar(UInt32(found))
    }

    /// Whether `identifier` mixes scripts no more than `level` allows.
    ///
    /// `fits("abcабв", within: .highlyRestrictive)` is `false`: Latin mixed with
    /// Cyrillic is only minimally restrictive.
    ///
    /// - Throws: ``IntlError`` when ICU fails.
    public func fits(_ identifier: String, within level: RestrictionLevel) throws -> Bool {
        try restrictionLevel(of: identifier) <= level
    }

    private static let cache = LocaleCache<String, SpoofStorage>()
}

/// Calls `body` with a string's UTF-8 bytes as C characters and their count.
private func withUTF8Pointer<Value>(
    _ text: String,
    _ body: (UnsafePointer<CChar>?, Int32) throws(IntlError) -> Value
) throws(IntlError) -> Value {
    var copy = text
    let result: Result<Value, IntlError> = copy.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { chars in
            Result { () throws(IntlError) -> Value in try body(chars.baseAddress, Int32(chars.count)) }
        }
    }
    return try result.get()
}

/// An opened USpoofChecker. `@unchecked Sendable`: configured in `init`, then used only
/// through const pointers, which uspoof.h documents as thread-safe.
final class SpoofStorage: @unchecked Sendable {
    let checker: OpaquePointer

    init() throws(IntlError) {
        var opened: OpaquePointer?
        let status = cicu_spoof_open(&opened)
        try checkICU(status, "uspoof_open")
        guard let opened else { throw IntlError.icu(status, "uspoof_open returned no checker") }
        self.checker = opened
    }

    deinit { cicu_spoof_close(checker) }
}
