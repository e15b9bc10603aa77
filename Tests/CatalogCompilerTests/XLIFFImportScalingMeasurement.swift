import Foundation
import Testing

@testable import _LocalizedValidationCompilerCore
@testable import _LocalizedValidationTranslation

/// Not a test: the measurement `Scripts/xliff-import-scaling` runs (and judges) to show
/// that XLIFF import takes linear time in a target's entity references (`a&amp;` × N was
/// quadratic: 7.7 MB in 191 s). Per size: the XML reader's time per byte, and the whole
/// import's (which adds a fixed cost, loading and checking the catalogs, that dominates
/// small documents). Enabled only by `LV_MEASURE_IMPORT_SCALING`, because a
/// timing depends on the machine and its load: nothing here asserts a time.
@Suite("XLIFF import scaling (measurement)")
struct XLIFFImportScalingMeasurement {
    static let enabled = ProcessInfo.processInfo.environment["LV_MEASURE_IMPORT_SCALING"] != nil

    @Test(.enabled(if: enabled))
    func timePerByteOfEntityReferences() throws {
        let input = CompilerInput(files: [
            CatalogFile(
                path: "Locales/en/M.ftl", localeDirectory: "en", catalogName: "M", contents: Array("a = A\n".utf8))
        ])
        let head = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ru">
            <file id="M"><unit id="a"><segment><source>A</source><target>
            """.utf8)
        let tail = Array("</target></segment></unit></file></xliff>\n".utf8)
        let largest = Int(ProcessInfo.processInfo.environment["LV_MEASURE_IMPORT_SCALING_MAX"] ?? "") ?? 16 << 20
        var size = 1 << 10
        while size <= largest {
            let reference = Array("a&amp;".utf8)
            var document = head
            document.reserveCapacity(size + reference.count)
            // In chunks of at most 1 MiB (`<mrk>`, whose content is text): libxml2 takes at
            // most 10 MB of text between two tags, and the reader refuses more than 8 MiB.
            let open = Array("<mrk id=\"m\">".utf8)
            let close = Array("</mrk>".utf8)
            var chunk = 0
            while document.count + open.count + close.count + reference.count + tail.count <= size {
                document += open
                chunk = 0
                while chunk < 1 << 20, document.count + close.count + reference.count + tail.count <= size {
                    document += reference
                    chunk += reference.count
                }
                document += close
            }
            document += tail
            let reader = Self.medianSeconds {
                if case .failure(let failure) = XMLReader.parse(document) { Issue.record("\(failure)") }
            }
            let wholeImport = Self.medianSeconds {
                let result = FluentCatalogs.importXLIFF(input, xliff: document, path: "ru.xlf", newLocale: true)
                #expect(!result.hasErrors && result.files.count == 1, "\(result.diagnostics)")
            }
            let bytes = Double(document.count)
            print(
                "import-scaling bytes=\(document.count) reader-ns-per-byte=\(reader * 1e9 / bytes) import-ns-per-byte=\(wholeImport * 1e9 / bytes)"
            )
            size *= 4
        }
    }

    /// The median time of `body`, run for at least half a second and 3 times.
    static func medianSeconds(_ body: () -> Void) -> Double {
        var times: [Double] = []
        let clock = ContinuousClock()
        let start = clock.now
        while times.count < 3 || clock.now - start < .milliseconds(500) {
            let before = clock.now
            body()
            let (seconds, attoseconds) = (clock.now - before).components
            times.append(Double(seconds) + Double(attoseconds) / 1e18)
        }
        times.sort()
        return times[times.count / 2]
    }
}
