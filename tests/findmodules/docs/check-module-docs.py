# SPDX-License-Identifier: BSD-3-Clause
"""check-module-docs.py: every documented CMake module's reStructuredText parses cleanly.

    python3 check-module-docs.py <module.cmake>...

A module's documentation is its #[===[.rst: ... ]===] bracket comment, the form CMake's own
modules use and its documentation build extracts. Each block is parsed with docutils (Debian's
python3-docutils) with warnings treated as errors, so a malformed table or heading fails here
instead of in a rendered manual. A module without a block fails too. Exit status: 0 all parse,
1 a module has no block or a block does not parse, 2 a file cannot be read.
"""
import io
import re
import sys

try:
    import docutils.core
    import docutils.utils
except ImportError:
    print("check-module-docs: docutils is not installed (Debian: python3-docutils)")
    sys.exit(2)

# The closing "#]==]" line's "#" is not part of the text.
BLOCK = re.compile(r"#\[(=*)\[\.rst:\n(.*?)\n#?\]\1\]", re.S)


def problems_of(path):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        print(f"check-module-docs: cannot read {path}: {e.strerror}")
        sys.exit(2)
    match = BLOCK.search(text)
    if not match:
        return [f"{path}: no .rst documentation block"]
    first_line = text[: match.start(2)].count("\n") + 1
    stream = io.StringIO()
    try:
        docutils.core.publish_doctree(
            match.group(2),
            source_path=path,
            settings_overrides={"report_level": 2, "halt_level": 5, "warning_stream": stream},
        )
    except docutils.utils.SystemMessage as e:
        stream.write(str(e))
    out = []
    for line in stream.getvalue().splitlines():
        # docutils counts lines from the block's start: report them as lines of the module.
        m = re.match(r"^(.*?):(\d+): \((\w+)/\d\) (.*)$", line)
        if m:
            out.append(f"{path}:{first_line + int(m.group(2)) - 1}: {m.group(3)}: {m.group(4)}")
        elif line.strip() and out:
            out[-1] += " " + line.strip()
    return out


def main(paths):
    problems = [p for path in paths for p in problems_of(path)]
    for p in problems:
        print(p)
    print(f"check-module-docs: {len(paths)} module(s), {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
