#ifndef CICU_TEXT_H
#define CICU_TEXT_H

#include "cicu_common.h"

#endif
