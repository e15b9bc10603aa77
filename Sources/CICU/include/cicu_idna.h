#ifndef CICU_IDNA_H
#define CICU_IDNA_H

#include "cicu_common.h"

#endif
