// The declaration of libFuzzer's driver is all this target provides (see CFuzzer.h);
// SwiftPM needs a source file to build a C target.
#include "CFuzzer.h"
