#include "mq/options.h"

namespace mq {

const int options::DEFAULT_QOS = 1;

options::options(int qos) : qos_(qos < 0 ? DEFAULT_QOS : qos) {}

} // namespace mq
