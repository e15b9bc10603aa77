#ifndef CICU_SPOOF_H
#define CICU_SPOOF_H

#include "cicu_common.h"

#endif
