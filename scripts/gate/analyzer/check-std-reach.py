#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
"""check-std-reach.py <Microsoft STL stl/inc folder>: checks scan_families.c's std_headers table
(what each public header of the Microsoft STL brings, WG_STD_* bits) against the STL's own sources.

Each public header's include closure is followed for an x64 cl.exe build (_M_X64, _WIN64; /clr:pure's
_M_CEE_PURE, other architectures, clang and EDG undefined), once per standard (C++14, 17, 20, 23);
a condition the script cannot decide (_HAS_EXCEPTIONS, _ITERATOR_DEBUG_LEVEL, ...) keeps both
branches. A bit is brought where the closure holds the header that declares its names (DECLARING).
The table must hold every bit the C++14 and C++17 closures bring (a missing one is a false
SCAN_MISSING_STD_INCLUDE), and those of C++20 and C++23 but for WG_STD_CXX20_BRINGS (the rule
decides nothing of them in such builds) and, in C++23, <bit>'s (likewise). Printed: each header the
table lacks a bit for (exit 1), then, as notes, the bits it claims beyond the sources (they only
silence the rule). No text of the STL is copied; rerun when the modelled STL changes.
"""
import os
import re
import sys

# The headers that declare each bit's names (scan_internal.h's WG_STD_* comments).
DECLARING = {
    'A': ['algorithm'], 'E': ['stdexcept'], 'L': ['limits'], 'F': ['functional'], 'N': ['numeric'],
    'C': ['cctype'], 'U': ['utility'], 'R': ['random'], 'S': ['stack'], 'Q': ['queue'], 'SH': ['share.h'],
    'PR': ['process.h'], 'M': ['memory'], 'IT': ['iterator'], 'CH': ['__msvc_chrono.hpp', 'chrono'],
    'AR': ['array'], 'DQ': ['deque'], 'SS': ['sstream'], 'AT': ['atomic'], 'TH': ['thread'], 'CK': ['chrono'],
    'B': ['bit'], 'MX': ['mutex'], 'SC': ['string'], 'CV': ['charconv'], 'STR': ['xstring'],
    'SZ': ['cstddef', 'cstdlib', 'cstdio', 'cstring', 'ctime', 'cwchar', 'cuchar'],
    'WG_STD_FSTREAM': ['fstream'], 'WG_STD_MAP': ['map'], 'WG_STD_ISO646': ['ciso646', 'iso646.h'],
    'I0': ['intrin0.h'],
}
CXX20_BRINGS = {'M', 'IT', 'AR', 'SS', 'AT', 'CV'}  # scan_families.c's WG_STD_CXX20_BRINGS
DEFINED = {'_M_X64': 1, '_WIN64': 1, '_WIN32': 1, '_MSC_VER': 1944, '_STL_COMPILER_PREPROCESSOR': 1}
UNDEFINED = {'_M_CEE_PURE', '_M_CEE', '_M_CEE_MIXED', '_M_IX86', '_M_ARM', '_M_ARM64', '_M_ARM64EC',
             '_M_HYBRID_X86_ARM64', '_M_HYBRID', '__clang__', '__EDG__', '__CUDACC__', '__INTEL_COMPILER',
             '_CRTBLD', '__FORCE_INSTANCE', '__cplusplus_cli',
             '_LEGACY_CODE_ASSUMES_STRING_VIEW_INCLUDES_XSTRING'}  # an opt-in of the user's


def evaluate(expression, known):
    """True/False, or None where a name is unknown."""
    expression = re.sub(r'//.*|/\*.*?\*/', '', expression)

    def defined(m):
        name = m.group(1) or m.group(2)
        return '1' if name in known else '0' if name in UNDEFINED else '@'

    def value(m):
        name = m.group(0)
        if name in known:
            return str(known[name])
        return '0' if name in UNDEFINED else name.rstrip('L') if re.fullmatch(r'\d+L?', name) else '@'

    expression = re.sub(r'defined\s*\(\s*(\w+)\s*\)|defined\s+(\w+)', defined, expression)
    expression = re.sub(r'[A-Za-z_]\w*', value, expression)
    if '@' in expression:
        return None
    python = expression.replace('&&', ' and ').replace('||', ' or ').replace('!=', ' <> ')
    python = python.replace('!', ' not ').replace(' <> ', ' != ')
    try:
        return bool(eval(python, {}, {}))
    except (SyntaxError, NameError, TypeError):
        return None


def includes(path, known):
    """The headers path includes on a branch that is not surely off."""
    found, groups = [], []  # groups: [this branch's state (True/False/None), a branch surely taken]
    for line in open(path, encoding='utf-8', errors='replace'):
        m = re.match(r'\s*#\s*(\w+)\s*(.*)', line)
        if not m:
            continue
        keyword, rest = m.groups()
        if keyword in ('if', 'ifdef', 'ifndef'):
            state = evaluate(rest if keyword == 'if' else 'defined(%s)' % rest.split()[0], known)
            if keyword == 'ifndef' and state is not None:
                state = not state
            groups.append([state, state is True])
        elif keyword == 'elif' and groups:
            state = False if groups[-1][1] else evaluate(rest, known)
            groups[-1] = [state, groups[-1][1] or state is True]
        elif keyword == 'else' and groups:
            groups[-1][0] = False if groups[-1][1] else None if groups[-1][0] is None else not groups[-1][0]
        elif keyword == 'endif' and groups:
            groups.pop()
        elif keyword == 'include' and all(g[0] is not False for g in groups):
            h = re.match(r'[<"]([^>"]+)[>"]', rest)
            if h:
                found.append(h.group(1))
            elif rest.startswith('_STL_INTRIN_HEADER'):  # yvals_core.h: <intrin0.h> for cl.exe
                found.append('intrin0.h')
    return found


def brought(inc, header, standard):
    known = dict(DEFINED, _HAS_CXX17=int(standard >= 17), _HAS_CXX20=int(standard >= 20), _HAS_CXX23=int(standard >= 23))
    seen, todo = set(), [header]
    while todo:
        h = todo.pop()
        if h not in seen:
            seen.add(h)
            if os.path.isfile(os.path.join(inc, h)):
                todo.extend(includes(os.path.join(inc, h), known))
    return {bit for bit, declaring in DECLARING.items() if seen & set(declaring)}


def main():
    if len(sys.argv) != 2 or not os.path.isfile(os.path.join(sys.argv[1], 'yvals_core.h')):
        sys.exit('usage: check-std-reach.py <Microsoft STL stl/inc folder>')
    inc = sys.argv[1]
    source = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'scan_families.c')).read()
    table_text = source.split('std_headers[] = {')[1].split('{NULL, 0}')[0]
    table = {h: {b.strip() for b in bits.split('|')} for h, bits in re.findall(r'\{"([a-z_]+)", ([A-Z0-9_ |]+)\}', table_text)}
    for bits in table.values():  # wg_std_header_bits: every header that includes <limits> includes <intrin0.h>
        bits |= {'I0'} if 'L' in bits else set()
    lacking = 0
    for header, have in table.items():
        if not os.path.isfile(os.path.join(inc, header)):
            continue
        reach = {s: brought(inc, header, s) for s in (14, 17, 20, 23)}
        need = reach[14] | reach[17] | (reach[20] - CXX20_BRINGS) | (reach[23] - CXX20_BRINGS - {'B'})
        every = reach[14] | reach[17] | reach[20] | reach[23]
        if need - have:
            lacking += 1
            print('%s lacks %s: %s' % (header, ' | '.join(sorted(need - have)), ' | '.join(sorted(have | need))))
        if have - every:
            print('note: %s claims %s beyond its sources' % (header, ' | '.join(sorted(have - every))))
    sys.exit(1 if lacking else 0)


main()
