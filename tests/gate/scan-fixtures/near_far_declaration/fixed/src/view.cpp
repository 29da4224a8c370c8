#include "view.h"
