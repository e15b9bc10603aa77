#ifndef CICU_DATE_H
#define CICU_DATE_H

#include "cicu_common.h"

#endif
