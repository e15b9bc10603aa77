#ifndef CICU_NUMBER_H
#define CICU_NUMBER_H

#include "cicu_common.h"

#endif
