import CLocalizedValidationICU

/// Facts about the ICU library this module runs on.
public enum ICULibrary {
    /// The ICU version, such as `72.1`.
    public static let version: String = readVersion(cicu_version)

    /// The Unicode version of ICU's character data, such as `15.0`.
    public static let unicodeVersion: String = readVersion(cicu_unicode_version)

    /// Whether this is Apple's patched ICU (the Swift toolchain's `_FoundationICU`, which
    /// CI builds against as a stand-in for Apple platforms) rather than the system's.
    public static let isApple: Bool = cicu_is_apple_icu() != 0

    private static func readVersion(
        _ read: (UnsafeMutablePointer<CChar>, Int32) -> Void
    ) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        buffer.withUnsafeMutableBufferPointer { read($0.baseAddress!, Int32($0.count - 1)) }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
