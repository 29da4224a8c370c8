#!/bin/sh
# make_preamble.sh HEADER OUTPUT: writes OUTPUT, a C++ file whose ta_pre() returns
# HEADER's text (kernels are compiled at run time with this text in front).
set -e
{
    echo 'const char *tinyarray_preamble() {'
    echo '  return R"ta_pre('
    cat "$1"
    echo ')ta_pre";'
    echo '}'
} > "$2.tmp"
mv "$2.tmp" "$2"
