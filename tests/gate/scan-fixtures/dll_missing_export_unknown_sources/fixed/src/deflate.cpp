#include <quill/writer.h>

namespace quill {

int deflate_level() { return 6; }

} // namespace quill
