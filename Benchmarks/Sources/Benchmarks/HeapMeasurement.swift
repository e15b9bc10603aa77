import CBaseline

/// The bytes the process has in use on glibc's malloc heap (`mallinfo2()`, called from
/// `CBaseline` because Swift's Glibc module does not import `<malloc.h>`).
struct HeapUsage {
    /// Chunks in use in every malloc arena (`uordblks`).
    let arenaBytes: Int
    /// Large blocks malloc mapped on their own (`hblkhd`).
    let mappedBytes: Int

    /// Everything in use.
    var totalBytes: Int { arenaBytes + mappedBytes }

    /// The heap now, or nil where glibc's `mallinfo2` is unavailable (macOS).
    static func current() -> HeapUsage? {
        var arena: UInt64 = 0
        var mapped: UInt64 = 0
        guard cbaseline_heap_in_use(&arena, &mapped) != 0 else { return nil }
        return HeapUsage(arenaBytes: Int(arena), mappedBytes: Int(mapped))
    }
}

/// Formats a byte count with thousands separators (`1,234,567`), signed when asked.
func formatBytes(_ value: Int, signed: Bool = false) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    if value < 0 { return "-" + grouped }
    return signed ? "+" + grouped : grouped
}
