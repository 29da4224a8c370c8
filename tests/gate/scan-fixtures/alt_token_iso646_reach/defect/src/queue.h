#ifndef QUEUE_H
#define QUEUE_H
bool ready(bool queued, bool failed);
#endif
