#import "Base.h"
int widget_count(void) __attribute__((deprecated));
