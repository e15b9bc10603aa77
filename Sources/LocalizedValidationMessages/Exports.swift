// LocaleNegotiation needs no ICU, so it lives in LocalizedValidationCLDR; code that imports
// this module (generated catalogs, the server product, apps through LocalizedValidation)
// names it as before. Only that type is re-exported.
@_exported import enum LocalizedValidationCLDR.LocaleNegotiation
