#ifndef CICU_PLURAL_H
#define CICU_PLURAL_H

#include "cicu_common.h"

#endif
