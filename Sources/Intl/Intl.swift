import CICU

/// Facts about the ICU library this module runs on.
public enum Intl {
    /// The ICU version, such as `72.1`.
    public static let icuVersion: String = {
        var buffer = [CChar](repeating: 0, count: 32)
        cicu_version(&buffer, Int32(buffer.count))
        return String(cString: buffer)
    }()

    /// The Unicode version of ICU's character data, such as `15.0`.
    public static let unicodeVersion: String = {
        var buffer = [CChar](repeating: 0, count: 32)
        cicu_unicode_version(&buffer, Int32(buffer.count))
        return String(cString: buffer)
    }()
}
