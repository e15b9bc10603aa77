#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the system keeps its tz database, and loading one zone's rules from it.
///
/// The system's tz database is updated with the operating system, usually long after the
/// tzdata an ICU build carries, so offsets read here follow the latest rules. Files are
/// read with POSIX calls only (no Foundation, no ICU) and cached.
package enum TimeZoneDatabase {
    /// The directories searched, in order: `$TZDIR` when set and non-empty,
    /// `/usr/share/zoneinfo`, `/var/db/timezone/zoneinfo` (Apple),
    /// `/usr/share/lib/zoneinfo` (older Unix systems).
    package static var directories: [String] {
        var directories = ["/usr/share/zoneinfo", "/var/db/timezone/zoneinfo", "/usr/share/lib/zoneinfo"]
        if let variable = getenv("TZDIR") {
            let value = String(cString: variable)
            if !value.isEmpty { directories.insert(value, at: 0) }
        }
        return directories
    }

    /// Rules already read, by identifier, at most 512 zones (the tz database has about 600
    /// names, links included): reading a file costs system calls, a hit takes no lock (a
    /// server may make a `TimeZoneID` per request). Zones that were not found are not kept,
    /// so a zone installed later is seen; a zone read once keeps its rules for the process's
    /// life (a tzdata update or a new `$TZDIR` reaches it only after a restart).
    static let cache = LocaleCache<String, TimeZoneRules>(capacity: 512)

    /// A zone no directory has: thrown out of the cache's `make`, so nothing is kept.
    private struct NotFound: Error {}

    /// The rules of a tz database zone, or nil when no directory has it.
    ///
    /// The identifier must be 1...255 bytes of ASCII letters, digits, `/`, `_`, `-` and
    /// `+`, not start with `/` and have no empty component; with no `.` allowed, no `..`
    /// can leave the directory. Each component must match a directory entry exactly, so
    /// `america/sao_paulo` is nil even on a case-insensitive file system. The file must be
    /// a TZif file (`zone.tab` and `tzdata.zi` are not); symbolic links are followed
    /// (`Brazil/East` is one on Debian). Custom `GMT±hh:mm` ids are ``customOffset(_:)``'s.
    ///
    /// - Parameter identifier: `Europe/Lisbon`, `America/Argentina/Buenos_Aires`, `UTC`,
    ///   `Etc/GMT+3`.
    /// - Returns: The zone's rules, or nil.
    package static func rules(for identifier: String) -> TimeZoneRules? {
        guard isValidIdentifier(identifier) else { return nil }
        return try? cache.value(for: identifier) { () throws(NotFound) in
            for directory in directories {
                guard let path = exactPath(of: identifier, in: directory), let bytes = readFile(path),
                    let rules = try? TimeZoneRules(tzif: bytes)
                else { continue }
                return rules
            }
            throw NotFound()
        }
    }

    /// Seconds east of UTC for ICU's custom id syntax, or nil for anything else.
    ///
    /// Accepts `GMT±h`, `GMT±hh`, `GMT±hhmm` and `GMT±hh:mm`, hours 0...23 and minutes
    /// 0...59: `GMT-03:30` is -12600. `GMT` alone is a tz database name, not custom.
    ///
    /// - Parameter identifier: The id.
    /// - Returns: The offset in seconds, or nil.
    package static func customOffset(_ identifier: String) -> Int? {
        let bytes = Array(identifier.utf8)
        guard bytes.count >= 5, bytes.starts(with: "GMT".utf8) else { return nil }
        let sign: Int
        switch bytes[3] {
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: return nil
        }
        let rest = bytes[4...]
        guard rest.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ":") }) else { return nil }
        func value(_ digits: ArraySlice<UInt8>) -> Int? {
            // Nil for a colon among them.
            digits.reduce(0) { total, byte in total.flatMap { byte == 0x3A ? nil : $0 * 10 + Int(byte - 0x30) } }
        }
        let hours: Int?
        let minutes: Int?
        switch rest.count {
        case 1, 2:
            hours = value(rest)
            minutes = 0
        case 4:
            hours = value(rest.prefix(2))
            minutes = value(rest.suffix(2))
        case 5 where rest[rest.startIndex + 2] == UInt8(ascii: ":"):
            hours = value(rest.prefix(2))
            minutes = value(rest.suffix(2))
        default:
            return nil
        }
        guard let hours, let minutes, hours <= 23, minutes <= 59 else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }

    /// Letters, digits, `/`, `_`, `-`, `+`; 1...255 bytes; no leading `/`, no empty component.
    static func isValidIdentifier(_ identifier: String) -> Bool {
        let bytes = identifier.utf8
        guard (1...255).contains(bytes.count), bytes.first != UInt8(ascii: "/"), bytes.last != UInt8(ascii: "/")
        else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            let allowed =
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+")
            guard allowed, !(byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/")) else { return false }
            previous = byte
        }
        return true
    }

    /// `directory/identifier` when every component of `identifier` is an entry of its
    /// parent spelled exactly so: `open` alone would match `america/sao_paulo` on a
    /// case-insensitive file system.
    static func exactPath(of identifier: String, in directory: String) -> String? {
        var path = directory
        for component in identifier.split(separator: "/") {
            guard directoryContains(path, entry: String(component)) else { return nil }
            path += "/" + component
        }
        return path
    }

    /// Whether `readdir` lists `entry` in `directory`, byte for byte.
    static func directoryContains(_ directory: String, entry: String) -> Bool {
        guard let handle = opendir(directory) else { return false }
        // d_name is a fixed C array; its address is read at its offset, not copied, as the
        // record readdir returns may be shorter than the struct.
        guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else {
            _ = closedir(handle)
            return false
        }
        var found = false
        while let record = readdir(handle) {
            let name = UnsafeRawPointer(record).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            if strcmp(name, entry) == 0 {
                found = true
                break
            }
        }
        // readdir's nil also ends the listing on an error: the entry was then not seen.
        // A failed closedir leaves nothing to undo; the answer stands.
        _ = closedir(handle)
        return found
    }

    /// The bytes of a regular file of at most ``TimeZoneRules/maximumFileSize`` bytes, or nil.
    static func readFile(_ path: String) -> [UInt8]? {
        // O_NONBLOCK: a FIFO planted in the directory must not block the open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        let bytes = readAll(descriptor)
        // A read-only descriptor loses nothing when close fails, but the failure is not hidden.
        guard close(descriptor) == 0 else { return nil }
        return bytes
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8]? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            status.st_size <= TimeZoneRules.maximumFileSize
        else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            // The file may have grown since fstat.
            if bytes.count > TimeZoneRules.maximumFileSize { return nil }
        }
    }
}
