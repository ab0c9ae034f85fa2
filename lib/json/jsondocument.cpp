#include "lib/json/jsondocument.h"
