#import "Other.h"
int bridge_value(void) __attribute__((pure));
