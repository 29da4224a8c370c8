/* SPDX-License-Identifier: BSD-3-Clause */
/* classifier.c: the gate's log classifier (see classifier.h). Portable C11, no GCC extensions:
 * it is built as a host tool on Windows with MSVC too. */
#include "classifier.h"
#include "grow.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { KIND_SPECIFIC, KIND_WRAPPER, KIND_GENERIC };
/* KEY_BLOCK: a text looked for only on the message lines of an open CMake Error block (a 'block'
 * key), never through the anchor table: a module's or project's sentence that names a cause there,
 * in words that elsewhere (a compiler's command line, a status line) name none. */
enum { KEY_CODE, KEY_TEXT, KEY_EMULATED, KEY_EXIT, KEY_BLOCK, KEY_CRASH };

/* Priorities of a line's candidate keys: the highest wins. */
/* A wrapper beats a generic pattern on the same line ("error: failed to run custom build
 * command" is cargo's wrapper, not an unknown error). */
enum { PRIO_NONE = 0, PRIO_GENERIC = 1, PRIO_WRAPPER = 2, PRIO_NAMED_GENERIC = 3, PRIO_SPECIFIC = 5 };

#define ANCHOR_BITS 16
#define ANCHOR_SLOTS (1u << ANCHOR_BITS)
#define MAX_LINE 65536        /* longer lines are classified on their first 64 KiB */
#define WRAP_MIN 60           /* a line this long may have been hard-wrapped by MSBuild */
#define EXCERPT_BEFORE 2
#define EXCERPT_AFTER 2
#define EXCERPT_WIDTH 400
#define MESSAGE_MAX 300
#define LINE_DIGITS_MAX 9     /* a longer "line number" is not one (and would overflow a long) */
#define STREAMS 256           /* MSBuild's "N>" project prefixes tracked apart */
#define NOTE_REACH 12         /* a note tells the cause of a diagnostic at most this many lines above it (a console may wrap it) */
#define SHARED_OBJECT_REACH 8 /* a Linux .so's load call is this many lines above its load error at most */
#define TEXT_NOTE_REACH 3     /* ... and of a text diagnostic (cmd's words) right above the wrapper line that is its note */

typedef struct wg_class {
    char *id, *tool, *layer, *mitigation, *remedy;
    int kind;
    int cause_warning;          /* kind "cause": a warning that explains the errors after it */
    int warning; /* a 'severity <ID> | warning' record: reported, never a blocker */
} wg_class;

/* A 'consequence <ID> | <CAUSE>' record: where both are found, <ID> ranks after <CAUSE>. */
typedef struct wg_consequence {
    size_t effect, cause;
} wg_consequence;

/* Which byte pairs a text holds, hashed to 256 bits: a text whose pairs a line lacks is not on it. */
typedef struct pair_set {
    uint64_t bits[4];
} pair_set;

typedef struct wg_key {
    size_t class_index;
    int type;
    char *needle, *also;
    size_t needle_length, also_length;
    char *remedy;               /* the remedy of the cause this key names, or NULL: the class's */
    int wrapper_code;           /* a wrapper's code read for the cause it names (MSB8066 exit 9009) */
    int refinable;              /* no sub-class text, but other keys of the same needle have one */
    int fails_alone;            /* a 'failure <ID> | <code>' record: a warning that fails the build (1);
                                 * for a text key, the line is the failure whatever it says (2) */
    const char *message_of;     /* a 'message' record's text key: the code it stands for, else NULL */
    char *note_of;              /* a 'note' record's key: the code whose cause its line tells, else NULL */
    int reason_below;           /* a 'reason' record: the wrapper's tool prints the failure's own words on
                                 * the next line (MATLAB's "Error using f (line N)" over f's message) */
    int runs_command;           /* an 'outer' record: a wrapper of a command the tool ran, whose output
                                 * (other wrappers' lines among it) comes before it (MSBuild's MSB3073) */
    int explains_unknown;       /* an 'explains' record: its line is the cause of the log's unknown error
                                 * lines (a GNU compiler handed MSVC's options lost the -I and -D they held) */
    int quoted_rest;            /* a 'quoted' record: the key holds only where a quoted string after its
                                 * needle ends the line (clang's #error text) */
    int replaces_earlier;       /* a 'replaces' record: its line is a later run's failure that replaced the
                                 * attempt before it (CMake's generator mismatch with an earlier run's cache) */
    int follows_errors;         /* a 'follows' record: its line reports what an error before it left
                                 * undone (cabal's "setup.exe: does not exist" after the link of setup.exe) */
    int reports_status;         /* a 'status' record's key: a wrapper's report of a tool's exit status */
    size_t same_before;         /* the key before it with the same type and needle, or (size_t)-1 */
    int anchored;               /* the last of its needle's keys: the one the anchors point at */
    uint64_t head, head_mask;   /* its first 8 bytes (fewer: masked), compared before the whole needle */
    pair_set also_pairs;        /* the byte pairs of its sub-class text's parts */
    pair_set also_lead;         /* those a line holding it must hold: of a lone part, its first 4 bytes'
                                 * (ends_with_start_of); of several parts, all */
} wg_key;

typedef struct wg_anchor {
    uint32_t gram;
    size_t key;
    size_t offset;
    const char *marker;         /* a failure word (MARKERS), not a key: NULL for a key's anchor */
    int severity_only;          /* a SEVERITY_MARKERS word: not a failure word by itself */
    int warning_word;           /* a WARNING_MARKERS word: a line that may be a warning's first piece */
    struct wg_anchor *next;
} wg_anchor;

/* An anchor as the match loop reads it: a slot's anchors side by side (in the order of its list),
 * with the key's first bytes copied in, so a probe that goes no further touches no key. */
typedef struct wg_probe {
    uint32_t gram;
    uint32_t offset;
    size_t key;
    uint64_t head, head_mask;   /* the key's (wg_key), 0 and 0 for a code's key or a marker */
    const char *marker;
    int severity_only, warning_word;
} wg_probe;

/* The words that make a line worth a second look (a truncated key, a wrapped piece): found by the
 * same anchor scan as the keys, so a line is read once. All MARKER_LENGTH bytes long. */
#define MARKER_LENGTH 5
static const char *const MARKERS[] = {"error", "Error", "ERROR", "fatal", "Fatal", "erro:", "erro "};
/* "warning", "Warning": a long line that holds one may be a warning cut by the console */
static const char *const WARNING_MARKERS[] = {"warni", "Warni"};
/* The first bytes of the words Visual Studio's languages print where MSVC and MSBuild print
 * "error" (pl, cs, tr, ru, de, fr, pt, zh-CN, zh-TW, ja, ko; es and it say error/errore): a line
 * that holds one is looked at for the shape of a diagnostic (severity_position). */
static const char *const SEVERITY_MARKERS[] = {
    "chyba", "Chyba", "CHYBA", "hata ", "Hata ", "HATA ", "hata:", "FEHLE", "ERREU", "Erreu", "ERRO ", "Erro ",
    "b\xc5\x82\xc4\x85", "B\xc5\x82\xc4\x85", "B\xc5\x81\xc4\x84",                     /* pl */
    "\xd0\x9e\xd1\x88\xd0", "\xd0\x9e\xd0\xa8\xd0",                                    /* ru, capitalized */
    "\xe9\x94\x99\xe8\xaf", "\xe9\x8c\xaf\xe8\xaa", "\xe3\x82\xa8\xe3\x83", "\xec\x98\xa4\xeb\xa5"}; /* zh, ja, ko */

/* A 'context' record: a text key's line whose lines just before it (the excerpt ring) hold `text`
 * is `key`'s class (ctypes' `_dlopen(` frame above Python's "[WinError 193]": a DLL load). */
typedef struct wg_context {
    wg_key key;                 /* the needle's key as the record reads it: its class and remedy */
    char *text;
    size_t text_length;
} wg_context;

struct wg_catalog {
    wg_class *classes;
    size_t class_count, class_capacity;
    wg_key *keys;
    size_t key_count, key_capacity;
    wg_consequence *consequences;
    size_t consequence_count, consequence_capacity;
    wg_anchor *anchors[ANCHOR_SLOTS];
    wg_probe *probes;           /* the anchors, slot by slot: those of slot s are probes[slot_start[s] .. slot_start[s + 1]) */
    uint32_t slot_start[ANCHOR_SLOTS + 1];
    unsigned char slot_used[ANCHOR_SLOTS]; /* 1 for a slot that holds an anchor: most probes of a line
                                            * stop here (a byte, not a bit: no shift to find it) */
    size_t min_needle;
    int markers;                /* the failure words are in the anchor table (min_needle <= MARKER_LENGTH) */
    size_t row_key;             /* UNCLASSIFIED's first key, or (size_t)-1 */
    size_t summary_key;         /* MSBUILD_WRAPPER's first text key, or (size_t)-1 */
    size_t traceback_key;       /* PY_SUBPROCESS_WRAPPER's "Traceback" key, or (size_t)-1 */
    size_t exit_wrapper_class;  /* EXIT_CODE_WRAPPER's class, or (size_t)-1 */
    size_t block_key;           /* CMAKE_ERROR's first text key ("CMake Error"), or (size_t)-1 */
    size_t lost_command_key;    /* COMMAND_NOT_FOUND's key of cmd's English "is not recognized" (the
                                 * shape of that message with its words lost in a code page), or (size_t)-1 */
    size_t crash_key;           /* a 'crash' record's key (an exit key's status that is a Windows exception
                                 * code), or (size_t)-1 */
    size_t symbol_tail_key;     /* LINK_UNRESOLVED's plain LNK2001 key (a pasted unresolved symbol's tail
                                 * without its code), or (size_t)-1 */
    size_t *exit_keys;          /* the 'exit' keys, in catalog order (crash_status) */
    size_t exit_key_count, exit_key_capacity;
    size_t *cause_keys;         /* the 'block' keys, in catalog order */
    size_t cause_key_count, cause_key_capacity;
    wg_context *contexts;       /* the 'context' records, in catalog order */
    size_t context_count, context_capacity;
};

typedef struct wg_text {
    char *bytes;
    size_t length;
} wg_text;

typedef struct wg_record {
    size_t class_index;         /* (size_t)-1: UNCLASSIFIED without a catalog class */
    const wg_key *key;
    char *code, *message, *file;
    char *subject;              /* what merges identical blockers across languages */
    long line, log_line, count;
    int predicted;
    wg_text excerpt[EXCERPT_BEFORE + 1 + EXCERPT_AFTER];
    size_t excerpt_count;
    int need_after;
    int absorbed;               /* a CMake Error header whose block held a specific diagnostic */
    int status;                 /* found on a "-- " status line (CMake's message(STATUS)) */
    int warning;                /* found on a warning line (or in a CMake Warning block) */
    int wrapped_warning;        /* a warning a wrapper reported as an error (xmake's "error: ... warning D9002") */
    int probe;                  /* inside a configure script's compiler probe (config.log) */
    int feature_probe;          /* a CMake check's try_compile whose failure is its answer */
    int scratch;                /* its line (or the line after it) names a CMake scratch project (CMakeTmp,
                                 * CMakeScratch, cmTC_) */
    int probe_passed;           /* ... which the script warned about and went on past: it ranks as a warning */
    int headless;               /* a CMake block whose header the log lost: a failure only beside another */
    const wg_key *block_cause;  /* a CMake Error header whose block's message names a cause no class
                                 * has (a generic 'block' key): the report gives that key's remedy */
    const wg_key *note;         /* a note after it that tells its cause (a 'note' record's key), or NULL */
    int row;                    /* found on a Visual Studio Error List row (rows are sorted, not in build order) */
    int guessed;                /* its class is only its code's guess (a lone C4430): it ranks as an unknown error */
    int promoted;               /* a coded warning that C2220 just before it, at its place, made an error */
    long unit;                  /* the unit (an MSBuild project's stream) its line was in */
    int configure_answered;     /* a configure's "Configuring done" after it was looked at (configure_went_on) */
} wg_record;

typedef struct wg_match {
    int priority;
    const wg_key *key;
    size_t at;                  /* where the needle starts in the line */
    int marker;                 /* the line holds a failure word (MARKERS) */
    int warned;                 /* ... or a warning word (WARNING_MARKERS) */
    int severity;               /* ... or a localized severity word (SEVERITY_MARKERS) */
    const wg_key *note;         /* a 'note' record's text on the line (never the line's match) */
} wg_match;

typedef struct wg_wrapper_hit {
    long unit;
    size_t record_index;
} wg_wrapper_hit;

struct wg_classifier {
    const wg_catalog *catalog;
    char *partial;              /* bytes of a line not yet ended */
    size_t partial_length;
    int partial_overflow;
    long lines;
    int truncated;
    char ring[EXCERPT_BEFORE][EXCERPT_WIDTH]; /* the lines before the current one, for excerpts: */
    size_t ring_length[EXCERPT_BEFORE];       /* fixed buffers, no allocation per line; a line of */
    const char *ring_line[EXCERPT_BEFORE];    /* the block being fed is copied only when the block */
    size_t ring_count, ring_first;            /* ends (most lines never are: excerpts are rare) */
    const char *feed_begin, *feed_end;        /* the block wg_classifier_feed is reading */
    int feed_ascii;                           /* that block holds no byte >= 0x80 */
    char *pending;              /* a long line held back in case the next one continues it */
    size_t pending_length;
    size_t pending_tail;        /* length of its last physical piece */
    int pending_rewrap;         /* its pieces pair as a console-wide piece and its rest (rewrapped_rest):
                                 * 1 the last piece is a pair's first, 2 its rest, 0 no such pairs */
    long pending_line, pending_unit;
    size_t pending_outer;       /* its first piece's runner or paste prefix (outer_prefix) */
    wg_match pending_match;
    int has_pending;
    char *scrubbed;             /* a line with its NUL bytes made visible (U+FFFD) */
    long stream_unit[STREAMS];  /* the current unit of each MSBuild project stream (0: none yet) */
    long unit_count;
    unsigned char *unit_explained;  /* per unit: bit 1, it holds a non-wrapper diagnostic; bit 2, a
                                     * feature check's (its wrappers report the check's answer) */
    size_t unit_capacity;
    size_t *merge_slots;        /* hash of (class, code, subject) -> record index + 1 */
    size_t merge_capacity;
    long block_unit;            /* an open "CMake Error" block: its unit (0: none) */
    size_t block_record;        /* its header's generic record, or (size_t)-1 */
    size_t block_taker;         /* the record that took the block's header's place, or (size_t)-1 */
    char *block_file;
    long block_line;
    long block_log_line;        /* the header's line in the log */
    int block_warning;          /* the open block is a "CMake Warning" one */
    int build_succeeded;        /* the log says so: "Build succeeded.", a summary with 0 failed */
    int block_header_cut;       /* its header was cut after "at": the next lines still belong to it */
    int block_prev_wide;        /* the block's last line was console-wide (cut by the console) */
    int block_stack;            /* the open block reached its "Call Stack": its frames name files, not causes */
    int block_headed;           /* its header names the command ("CMake Error at x.cmake:4 (message):") */
    size_t block_indent;        /* its header's indentation */
    int block_unprefixed;       /* its header had no MSBuild "N>" prefix (a paste that began inside a stream) */
    int in_probe;               /* between configure's "... >&5" and "$? = N" lines */
    int configure_seen;         /* a "configure:NNN: " line came before */
    int pass_listing;           /* lines into cl -Bv's "Compiler Passes:" listing, 0 outside it */
    int python_source;          /* lines left of a Python traceback frame's quoted source (0: none) */
    long shared_object_line;    /* the last line that ended a call on a Linux shared object ('libED.so'), 0: none */
    int ignored_report;         /* inside a report of a Python exception that was ignored (a callback's) */
    size_t ignored_indent;      /* that report's indentation */
    int ignored_wide;           /* its last line was console-wide: the next line is the rest of it */
    int pending_ignored;        /* the held piece is part of such a report: what the pieces joined say is none */
    int pending_source;         /* the held piece is a traceback's quote of the code: an unknown error its
                                 * pieces joined read is none (a console cut "raise RuntimeError(f'...'" + ")") */
    int probe_source_echo;      /* cl echoed a lone probe source's name (DeepSpeed's "test.c") */
    size_t probe_output;        /* a feature check's failed command said its output follows (CMakeConfigureLog.yaml's
                                 * "... cmTC_x ... failed (exit code 1104) with the following output:"): its
                                 * indentation + 1, until a line indented less; 0: none */
    int probe_output_line;      /* the line being read is that output */
    int ring_cut_probe;         /* the ring's last line, longer than the ring keeps, is a feature check's */
    int cut_open, cut_bits;     /* a console's cut of a line: its pieces so far named a scratch project (1), a check (2) */
    int cut_probe;              /* the line being read ended such a cut line that named both */
    int cut_probe_before;       /* ... and the line before did */
    int probe_chain;            /* the line being read is a feature check's line, or a console's cut of one */
    int probe_chain_wide;       /* ... and the console cut it: the next line goes on with it */
    size_t probe_chain_indent;  /* the indentation of the chain's first line */
    int pass_listing_done;      /* the listing's D8003 came: it ends after that line */
    int version_query;          /* lines since cl ignored a version option (D9002 on --version), 0: none */
    int version_answer;         /* in_probe was set for the query's D8003 line (and is cleared after it) */
    int configured;             /* CMake said "-- Configuring done" (or generated): the configure went on */
    long check_output_from;     /* xmake's "checkinfo: " line of a check whose output follows (0: none) */
    int check_traceback;        /* ... and that output reached its "stack traceback:" */
    long quiet_line;            /* the last line that matched nothing and was held for nothing */
    int reason_pending;         /* the line before was a 'reason' wrapper's header: this line holds its words */
    long output_was;            /* the line of CMake's "The output was:" in a compiler-identification report (0: none) */
    long indented_from;         /* the first line of the run of indented lines the last line was in (0: none) */
    int indented_headed;        /* the line before that run says error or warning (a header of its own) */
    int cmake_header_seen;      /* a "CMake Error" or "CMake Warning" header came before */
    size_t coded_record;        /* the record of the last coded diagnostic, for the notes after it ((size_t)-1: none) */
    char promote_place[256];    /* the source place "file(line)" of the last C2220, whose warning it promotes */
    size_t promote_place_length;
    long promote_line;          /* that C2220's log line (0: none) */
    long coded_line, coded_unit;
    size_t texted_record;       /* ... and of the last diagnostic found by a text key (cmd's words) */
    long texted_line, texted_unit;
    long placed_error_line;     /* the last error at a source place, any key's (0: none): the notes under it are its */
    long placed_error_unit;
    wg_record *records;
    size_t record_count, record_capacity;
    size_t *open_excerpts;
    size_t open_count, open_capacity;
    wg_wrapper_hit *wrappers;
    size_t wrapper_count, wrapper_capacity;
    const char *encoding;       /* of the log before decoding, for the report */
    size_t *final_order;        /* records reported, root cause first */
    size_t final_count;
};

/* The classifier has no partial result to give: out of memory ends the process. */
static void *grow(void *array, size_t *capacity, size_t needed, size_t element)
{
    void *bigger = wg_grow(array, capacity, needed, element);
    if (!bigger) {
        fputs("winport-gate-analyze: out of memory\n", stderr);
        exit(2);
    }
    return bigger;
}

static char *copy_bytes(const char *bytes, size_t length)
{
    char *copy = malloc(length + 1);
    if (!copy) {
        fputs("winport-gate-analyze: out of memory\n", stderr);
        exit(2);
    }
    if (length)
        memcpy(copy, bytes, length);
    copy[length] = '\0';
    return copy;
}

static const char *find_bytes(const char *haystack, size_t length, const char *needle, size_t needle_length)
{
    if (needle_length == 0 || needle_length > length)
        return NULL;
    const char *end = haystack + length - needle_length + 1;
    for (const char *p = haystack; p < end; ++p) {
        p = memchr(p, needle[0], (size_t)(end - p));
        if (!p)
            return NULL;
        if (memcmp(p, needle, needle_length) == 0)
            return p;
    }
    return NULL;
}

static uint32_t load_gram(const char *p)
{
    uint32_t gram;
    memcpy(&gram, p, sizeof gram);
    return gram;
}

static char lower_ascii(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
}

/* A code's letters in either case: cl prints C1083, a person retyping an error list c1083. */
static int code_equal(const char *text, const char *code, size_t length)
{
    for (size_t i = 0; i < length; ++i)
        if (text[i] != code[i] && lower_ascii(text[i]) != lower_ascii(code[i]))
            return 0;
    return 1;
}

static unsigned gram_slot(uint32_t gram)
{
    return (unsigned)((gram * 2654435761u) >> (32 - ANCHOR_BITS));
}

/* ---- catalog ------------------------------------------------------------------------------ */

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        ++s;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

/* Splits `s` at '|' into at most `max` trimmed fields; returns how many. */
static size_t split_fields(char *s, char **fields, size_t max)
{
    size_t n = 0;
    while (n < max) {
        char *bar = strchr(s, '|');
        if (bar)
            *bar = '\0';
        fields[n++] = trim(s);
        if (!bar)
            break;
        s = bar + 1;
    }
    return n;
}

static long find_class(const wg_catalog *catalog, const char *id)
{
    for (size_t i = 0; i < catalog->class_count; ++i)
        if (strcmp(catalog->classes[i].id, id) == 0)
            return (long)i;
    return -1;
}

size_t wg_catalog_class_count(const wg_catalog *catalog) { return catalog->class_count; }

size_t wg_catalog_class_key_count(const wg_catalog *catalog, size_t index)
{
    size_t n = 0;
    for (size_t i = 0; i < catalog->key_count; ++i)
        n += catalog->keys[i].class_index == index;
    return n;
}

int wg_catalog_class_info(const wg_catalog *catalog, const char *id, const char **tool, const char **layer,
                          const char **mitigation, const char **remedy)
{
    long index = find_class(catalog, id);
    if (index < 0)
        return -1;
    const wg_class *c = &catalog->classes[index];
    *tool = c->tool, *layer = c->layer, *mitigation = c->mitigation, *remedy = c->remedy;
    return 0;
}
const char *wg_catalog_class_id(const wg_catalog *catalog, size_t index) { return catalog->classes[index].id; }

const char *wg_catalog_class_severity(const wg_catalog *catalog, const char *id)
{
    long index = find_class(catalog, id);
    return index >= 0 && catalog->classes[index].warning ? "warning" : "blocker";
}

static int fail(char *error, size_t error_size, long line, const char *reason)
{
    if (error && error_size)
        snprintf(error, error_size, "line %ld: %s", line, reason);
    return -1;
}

/* A 'message <code> | <text>' record: the text stands for the code, so every key of the code (its
 * sub-classes and their remedies included) is also looked for as that text. Returns how many. */
static size_t add_message_keys(wg_catalog *catalog, const char *code_needle, const char *text)
{
    size_t added = 0, count = catalog->key_count;
    for (size_t i = 0; i < count; ++i) {
        if (catalog->keys[i].type != KEY_CODE || strcmp(catalog->keys[i].needle, code_needle) != 0)
            continue;
        catalog->keys = grow(catalog->keys, &catalog->key_capacity, catalog->key_count + 1, sizeof(wg_key));
        const wg_key *code = &catalog->keys[i];
        wg_key *k = &catalog->keys[catalog->key_count++];
        *k = *code;
        k->type = KEY_TEXT;
        k->needle_length = strlen(text);
        k->needle = copy_bytes(text, k->needle_length);
        k->also = code->also ? copy_bytes(code->also, code->also_length) : NULL;
        k->remedy = code->remedy ? copy_bytes(code->remedy, strlen(code->remedy)) : NULL;
        k->message_of = code->needle;
        ++added;
    }
    return added;
}

static int is_digit(char c);

/* A 'status <wrapper code> | <code prefix> | <format>' record: a tool whose exit status is its error's
 * number (link.exe and lib.exe exit with their LNK number), reported by a wrapper's code (or words) as the
 * format writes it (NMAKE's U1077 "return code '0x458'" for LNK1112): every code key of <prefix><number>
 * without sub-class text also matches as <wrapper code> with the status, in the class of that code.
 * The format holds one %x or %d. Returns how many keys were added. */
static size_t add_status_keys(wg_catalog *catalog, const char *wrapper, const char *prefix, const char *format)
{
    size_t added = 0, count = catalog->key_count, n = strlen(prefix);
    for (size_t i = 0; i < count; ++i) {
        const wg_key *code = &catalog->keys[i];
        if (code->type != KEY_CODE || code->also || strncmp(code->needle, prefix, n) != 0 || !code->needle[n])
            continue;
        char *end;
        unsigned long number = strtoul(code->needle + n, &end, 10);
        if (*end || !is_digit(code->needle[n]))
            continue;
        int duplicate = 0; /* one key per code: the first bare key of the code names its class */
        for (size_t j = 0; j < i && !duplicate; ++j)
            duplicate = catalog->keys[j].type == KEY_CODE && !catalog->keys[j].also && strcmp(catalog->keys[j].needle, code->needle) == 0;
        if (duplicate)
            continue;
        char also[64]; /* the format's text around its one conversion (parse_status checked it) */
        const char *conversion = strchr(format, '%');
        snprintf(also, sizeof also, conversion[1] == 'x' ? "%.*s%lx%s" : "%.*s%lu%s", (int)(conversion - format), format,
                 number, conversion + 2);
        catalog->keys = grow(catalog->keys, &catalog->key_capacity, catalog->key_count + 1, sizeof(wg_key));
        code = &catalog->keys[i];
        wg_key *k = &catalog->keys[catalog->key_count++];
        *k = *code;
        k->needle_length = strlen(wrapper);
        k->needle = copy_bytes(wrapper, k->needle_length);
        /* a wrapper that is words, not a code (CMake's "LINK: command ... failed (exit code 1319)"), is a
         * text key: a code key must be one token */
        if (strpbrk(wrapper, " :"))
            k->type = KEY_TEXT;
        k->reports_status = 1;
        k->also_length = strlen(also);
        k->also = copy_bytes(also, k->also_length);
        k->remedy = code->remedy ? copy_bytes(code->remedy, strlen(code->remedy)) : NULL;
        ++added;
    }
    return added;
}

/* A 'class <ID> | <kind> | <tool> | <layer> | <winport> | <remedy>' record (after "class "). */
static int parse_class(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    if (n != 6)
        return fail(error, error_size, number, "a class needs 6 fields: id | kind | tool | layer | winport | remedy");
    if (find_class(catalog, fields[0]) >= 0)
        return fail(error, error_size, number, "class id defined twice");
    int kind, cause_warning = 0;
    if (strcmp(fields[1], "specific") == 0)
        kind = KIND_SPECIFIC;
    else if (strcmp(fields[1], "cause") == 0)
        kind = KIND_SPECIFIC, cause_warning = 1;
    else if (strcmp(fields[1], "wrapper") == 0)
        kind = KIND_WRAPPER;
    else if (strcmp(fields[1], "generic") == 0)
        kind = KIND_GENERIC;
    else if (strcmp(fields[1], "doctor") == 0 || strcmp(fields[1], "scan") == 0 || strcmp(fields[1], "gate") == 0)
        kind = -1; /* classes the gate raises itself; no log keys */
    else
        return fail(error, error_size, number, "kind must be specific, cause, wrapper, generic, doctor, scan or gate");
    catalog->classes = grow(catalog->classes, &catalog->class_capacity, catalog->class_count + 1, sizeof(wg_class));
    wg_class *c = &catalog->classes[catalog->class_count++];
    c->id = copy_bytes(fields[0], strlen(fields[0]));
    c->kind = kind;
    c->cause_warning = cause_warning;
    c->warning = 0;
    c->tool = copy_bytes(fields[2], strlen(fields[2]));
    c->layer = copy_bytes(fields[3], strlen(fields[3]));
    c->mitigation = copy_bytes(fields[4], strlen(fields[4]));
    c->remedy = copy_bytes(fields[5], strlen(fields[5]));
    return 0;
}

/* A key's sub-class text: one string, or several joined by "&&" that the line must all hold
 * ("9009 && \"\"sh \"": exit code 9009 of a command that is sh). A part in double quotes keeps
 * its blanks, as a needle does. Stored as the parts with a '\0' between them. */
static int parse_also(wg_key *k, char *text)
{
    size_t length = 0;
    char *joined = copy_bytes(text, strlen(text)); /* at least as long as the parts it will hold */
    for (char *part = text;;) {
        char *next = strstr(part, "&&");
        if (next)
            *next = '\0';
        part = trim(part);
        size_t n = strlen(part);
        if (n >= 2 && part[0] == '"' && part[n - 1] == '"')
            ++part, n -= 2;
        if (n == 0) {
            free(joined);
            return -1;
        }
        if (length)
            joined[length++] = '\0';
        memcpy(joined + length, part, n);
        length += n;
        if (!next)
            break;
        part = next + 2;
    }
    joined[length] = '\0';
    k->also = joined;
    k->also_length = length;
    return 0;
}

/* A 'key <ID> | <code|text|emulated|exit|block> | <needle> [| <also> [| <remedy>]]' record (after "key "). */
static int parse_key(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    if (n < 3 || n > 5)
        return fail(error, error_size, number,
                    "a key needs 3 to 5 fields: id | code|text|emulated|exit|block | needle [| also [| remedy]]");
    long class_index = find_class(catalog, fields[0]);
    if (class_index < 0)
        return fail(error, error_size, number, "key for a class not defined above it");
    if (catalog->classes[class_index].kind < 0)
        return fail(error, error_size, number, "doctor/scan/gate classes take no log keys");
    int type;
    if (strcmp(fields[1], "code") == 0)
        type = KEY_CODE;
    else if (strcmp(fields[1], "text") == 0)
        type = KEY_TEXT;
    else if (strcmp(fields[1], "emulated") == 0)
        type = KEY_EMULATED;
    else if (strcmp(fields[1], "exit") == 0)
        type = KEY_EXIT;
    else if (strcmp(fields[1], "block") == 0)
        type = KEY_BLOCK;
    else
        return fail(error, error_size, number, "key type must be code, text, emulated, exit or block");
    /* A needle in double quotes keeps its leading and trailing blanks. */
    size_t quoted = strlen(fields[2]);
    if (quoted >= 2 && fields[2][0] == '"' && fields[2][quoted - 1] == '"') {
        fields[2][quoted - 1] = '\0';
        ++fields[2];
    }
    if (strlen(fields[2]) < 4)
        return fail(error, error_size, number, "a needle needs at least 4 bytes");
    catalog->keys = grow(catalog->keys, &catalog->key_capacity, catalog->key_count + 1, sizeof(wg_key));
    wg_key *k = &catalog->keys[catalog->key_count++];
    k->class_index = (size_t)class_index;
    k->type = type;
    k->needle_length = strlen(fields[2]);
    k->needle = copy_bytes(fields[2], k->needle_length);
    k->also = NULL, k->also_length = 0;
    k->remedy = n == 5 && fields[4][0] ? copy_bytes(fields[4], strlen(fields[4])) : NULL;
    k->wrapper_code = 0;
    k->refinable = 0;
    k->fails_alone = 0;
    k->message_of = NULL;
    k->note_of = NULL;
    k->reason_below = 0;
    k->runs_command = 0;
    k->explains_unknown = 0;
    k->follows_errors = 0;
    k->replaces_earlier = 0;
    k->quoted_rest = 0;
    if (n >= 4 && fields[3][0] && parse_also(k, fields[3]) != 0)
        return fail(error, error_size, number, "each part of a key's sub-class text ('a && b') needs a byte");
    if (type == KEY_BLOCK) {
        catalog->cause_keys = grow(catalog->cause_keys, &catalog->cause_key_capacity, catalog->cause_key_count + 1, sizeof(size_t));
        catalog->cause_keys[catalog->cause_key_count++] = catalog->key_count - 1;
    }
    return 0;
}

/* A 'crash <ID> | <remedy>' record (after "crash "): an exit key's status that is a Windows exception code
 * (exception_status) reports its line as <ID> with that remedy, unless a key names the line better. One
 * key, looked for apart (never anchored: it has no text of its own). */
static int parse_crash(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    long class_index = n == 2 ? find_class(catalog, fields[0]) : -1;
    if (n != 2 || !fields[1][0])
        return fail(error, error_size, number, "a crash needs 2 fields: id | remedy");
    if (class_index < 0 || catalog->classes[class_index].kind < 0)
        return fail(error, error_size, number, "a crash needs a log class defined above it");
    if (catalog->crash_key != (size_t)-1)
        return fail(error, error_size, number, "one crash record only");
    catalog->keys = grow(catalog->keys, &catalog->key_capacity, catalog->key_count + 1, sizeof(wg_key));
    wg_key *k = &catalog->keys[catalog->key_count++];
    memset(k, 0, sizeof *k);
    k->class_index = (size_t)class_index;
    k->type = KEY_CRASH;
    k->needle_length = strlen("exception status");
    k->needle = copy_bytes("exception status", k->needle_length);
    k->remedy = copy_bytes(fields[1], strlen(fields[1]));
    k->same_before = (size_t)-1;
    catalog->crash_key = catalog->key_count - 1;
    return 0;
}

/* A 'severity <ID> | <blocker|warning>' record (after "severity "). */
static int parse_severity(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    long class_index = n == 2 ? find_class(catalog, fields[0]) : -1;
    if (n != 2 || (strcmp(fields[1], "warning") != 0 && strcmp(fields[1], "blocker") != 0))
        return fail(error, error_size, number, "a severity needs 2 fields: id | blocker|warning");
    if (class_index < 0)
        return fail(error, error_size, number, "severity for a class not defined above it");
    catalog->classes[class_index].warning = strcmp(fields[1], "warning") == 0;
    return 0;
}

/* A 'consequence <ID> | <CAUSE>' record (after "consequence "). */
static int parse_consequence(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    long effect = n == 2 ? find_class(catalog, fields[0]) : -1, cause = n == 2 ? find_class(catalog, fields[1]) : -1;
    if (n != 2)
        return fail(error, error_size, number, "a consequence needs 2 fields: id | cause id");
    if (effect < 0 || cause < 0 || effect == cause)
        return fail(error, error_size, number, "a consequence names two different classes defined above it");
    catalog->consequences = grow(catalog->consequences, &catalog->consequence_capacity,
                                 catalog->consequence_count + 1, sizeof(wg_consequence));
    catalog->consequences[catalog->consequence_count].effect = (size_t)effect;
    catalog->consequences[catalog->consequence_count++].cause = (size_t)cause;
    return 0;
}

/* A 'failure <ID> | <code or text>' record (after "failure "): marks the class's keys of that code
 * (a warning code that fails the build alone), or its text keys of that needle (a tool that prints
 * a failure as a warning: R's "Warning: running command 'make ...' had status 127" is the failure,
 * ranked as one). */
static int parse_failure(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    long class_index = n == 2 ? find_class(catalog, fields[0]) : -1;
    size_t marked = 0;
    for (size_t i = 0; class_index >= 0 && i < catalog->key_count; ++i) {
        wg_key *k = &catalog->keys[i];
        if (k->class_index != (size_t)class_index || strcmp(k->needle, fields[1]) != 0)
            continue;
        if (k->type == KEY_CODE)
            k->fails_alone = 1, ++marked;
        else if (k->type == KEY_TEXT && !k->message_of && !k->note_of)
            k->fails_alone = 2, ++marked;
    }
    if (n != 2 || !marked)
        return fail(error, error_size, number, "a failure needs 2 fields: id | a code or text keyed for that class above it");
    return 0;
}

/* A 'reason <ID> | <needle>', 'outer <ID> | <needle>' (a wrapper class's), 'explains <ID> | <needle>'
 * (a generic class's), 'follows <ID> | <needle>' or 'replaces <ID> | <needle>' (any log class's) record:
 * marks the class's keys of that needle (defined above it), see the catalog's header. */
enum { MARK_REASON, MARK_OUTER, MARK_EXPLAINS, MARK_FOLLOWS, MARK_REPLACES, MARK_QUOTED };
static int mark_keys(wg_catalog *catalog, char *record, long number, char *error, size_t error_size, int mark)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    long class_index = n == 2 ? find_class(catalog, fields[0]) : -1;
    size_t marked = 0;
    if (n == 2) {
        size_t quoted = strlen(fields[1]); /* a needle in double quotes, as the key spells it */
        if (quoted >= 2 && fields[1][0] == '"' && fields[1][quoted - 1] == '"')
            fields[1][quoted - 1] = '\0', ++fields[1];
    }
    int kind = mark == MARK_EXPLAINS ? KIND_GENERIC : KIND_WRAPPER;
    int any_class = mark == MARK_FOLLOWS || mark == MARK_REPLACES || mark == MARK_QUOTED;
    for (size_t i = 0; class_index >= 0 && (any_class || catalog->classes[class_index].kind == kind) &&
                       i < catalog->key_count; ++i) {
        wg_key *k = &catalog->keys[i];
        if (k->class_index != (size_t)class_index || strcmp(k->needle, fields[1]) != 0 || k->message_of || k->note_of)
            continue;
        if (mark == MARK_OUTER)
            k->runs_command = 1;
        else if (mark == MARK_REASON)
            k->reason_below = 1;
        else if (mark == MARK_EXPLAINS)
            k->explains_unknown = 1;
        else if (mark == MARK_REPLACES)
            k->replaces_earlier = 1;
        else if (mark == MARK_QUOTED)
            k->quoted_rest = 1;
        else
            k->follows_errors = 1;
        ++marked;
    }
    if (n != 2 || !marked)
        return fail(error, error_size, number,
                    mark == MARK_EXPLAINS   ? "needs 2 fields: a generic class's id | a needle keyed for it above"
                    : any_class            ? "needs 2 fields: a class's id | a needle keyed for it above"
                                           : "needs 2 fields: a wrapper class's id | a needle keyed for it above");
    return 0;
}

static int parse_reason(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    return mark_keys(catalog, record, number, error, error_size, MARK_REASON);
}

static int parse_outer(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    return mark_keys(catalog, record, number, error, error_size, MARK_OUTER);
}

static int parse_explains(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    return mark_keys(catalog, record, number, error, error_size, MARK_EXPLAINS);
}

static int parse_follows(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    return mark_keys(catalog, record, number, error, error_size, MARK_FOLLOWS);
}

static int parse_replaces(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    return mark_keys(catalog, record, number, error, error_size, MARK_REPLACES);
}

/* A 'quoted <ID> | <needle>' record: the keys of that needle hold only where a double-quoted string after
 * the needle ends the line (clang's #error text, 'error: "No Target Architecture"'). */
static int parse_quoted(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    return mark_keys(catalog, record, number, error, error_size, MARK_QUOTED);
}

/* A 'context <ID> | <needle> | <text> [| <remedy>]' record (after "context "): a line that one of the
 * needle's text keys found is <ID>'s, with the remedy, where one of the lines just before it holds
 * <text>. */
static int parse_context(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    if (n < 3 || n > 4 || strlen(fields[1]) < 4 || strlen(fields[2]) < 4)
        return fail(error, error_size, number, "a context needs 3 or 4 fields: id | needle | text before [| remedy]");
    long class_index = find_class(catalog, fields[0]);
    if (class_index < 0 || catalog->classes[class_index].kind < 0)
        return fail(error, error_size, number, "a context's class must be a log class defined above it");
    int found = 0;
    for (size_t i = 0; i < catalog->key_count && !found; ++i)
        found = catalog->keys[i].type == KEY_TEXT && strcmp(catalog->keys[i].needle, fields[1]) == 0;
    if (!found)
        return fail(error, error_size, number, "a context's needle needs a text key above it");
    catalog->contexts = grow(catalog->contexts, &catalog->context_capacity, catalog->context_count + 1, sizeof(wg_context));
    wg_context *r = &catalog->contexts[catalog->context_count++];
    memset(r, 0, sizeof *r);
    r->key.class_index = (size_t)class_index;
    r->key.type = KEY_TEXT;
    r->key.needle_length = strlen(fields[1]);
    r->key.needle = copy_bytes(fields[1], r->key.needle_length);
    r->key.remedy = n == 4 && fields[3][0] ? copy_bytes(fields[3], strlen(fields[3])) : NULL;
    r->key.same_before = (size_t)-1;
    r->text_length = strlen(fields[2]);
    r->text = copy_bytes(fields[2], r->text_length);
    return 0;
}

/* A 'note <code> | <ID> | <text> [| <remedy>]' record (after "note "): a text key of class <ID>
 * whose line, a note after a <code> diagnostic, tells that diagnostic's cause. */
static int parse_note(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    if (n < 3 || n > 4 || strlen(fields[0]) < 4 || strlen(fields[2]) < 4)
        return fail(error, error_size, number, "a note needs 3 or 4 fields: code | id | text (at least 4 bytes) [| remedy]");
    long class_index = find_class(catalog, fields[1]);
    if (class_index < 0 || catalog->classes[class_index].kind < 0)
        return fail(error, error_size, number, "a note's class must be a log class defined above it");
    catalog->keys = grow(catalog->keys, &catalog->key_capacity, catalog->key_count + 1, sizeof(wg_key));
    wg_key *k = &catalog->keys[catalog->key_count++];
    memset(k, 0, sizeof *k);
    k->class_index = (size_t)class_index;
    k->type = KEY_TEXT;
    k->needle_length = strlen(fields[2]);
    k->needle = copy_bytes(fields[2], k->needle_length);
    k->remedy = n == 4 && fields[3][0] ? copy_bytes(fields[3], strlen(fields[3])) : NULL;
    k->note_of = copy_bytes(fields[0], strlen(fields[0]));
    return 0;
}

/* A 'message <code> | <text>' record (after "message "). */
static int parse_message(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    if (n != 2 || strlen(fields[1]) < 4)
        return fail(error, error_size, number, "a message needs 2 fields: code | its text (at least 4 bytes)");
    if (!add_message_keys(catalog, fields[0], fields[1]))
        return fail(error, error_size, number, "a message's code needs a code key above it");
    return 0;
}

/* A 'status <wrapper code> | <code prefix> | <format>' record (after "status "). */
static int parse_status(wg_catalog *catalog, char *record, long number, char *error, size_t error_size)
{
    char *fields[8];
    size_t n = split_fields(record, fields, 8);
    const char *conversion = n == 3 ? strchr(fields[2], '%') : NULL;
    if (!conversion || (conversion[1] != 'x' && conversion[1] != 'd') || strchr(conversion + 1, '%') ||
        strlen(fields[0]) < 4 || strlen(fields[2]) > 32)
        return fail(error, error_size, number, "a status needs 3 fields: wrapper code | code prefix | format with one %x or %d");
    if (!add_status_keys(catalog, fields[0], fields[1], fields[2]))
        return fail(error, error_size, number, "a status's code prefix needs code keys above it");
    return 0;
}

static int parse_catalog_line(wg_catalog *catalog, char *text, long number, char *error, size_t error_size)
{
    static const struct {
        const char *word;
        int (*parse)(wg_catalog *, char *, long, char *, size_t);
    } records[] = {{"class ", parse_class},             {"key ", parse_key},         {"severity ", parse_severity},
                   {"consequence ", parse_consequence}, {"failure ", parse_failure}, {"message ", parse_message},
                   {"note ", parse_note},               {"reason ", parse_reason},   {"outer ", parse_outer},
                   {"explains ", parse_explains},       {"follows ", parse_follows},
                   {"replaces ", parse_replaces},       {"status ", parse_status},   {"crash ", parse_crash},
                   {"quoted ", parse_quoted},           {"context ", parse_context}};
    char *s = trim(text);
    if (*s == '\0' || *s == '#')
        return 0;
    for (size_t i = 0; i < sizeof records / sizeof records[0]; ++i) {
        size_t n = strlen(records[i].word);
        if (strncmp(s, records[i].word, n) == 0)
            return records[i].parse(catalog, s + n, number, error, error_size);
    }
    return fail(error, error_size, number,
                "a line starts with 'class ', 'key ', 'severity ', 'consequence ', 'failure ', 'message ', 'note ', "
                "'reason ', 'outer ', 'explains ', 'follows ', 'replaces ', 'status ', 'crash ', 'quoted ', 'context '"
                " or '#'");
}

/* Keys that share a needle (C1083's sub-classes, a message text's copies of them) are found by one
 * anchor: sorted by needle, each group is chained (same_before) from its last key, which holds the
 * anchors. The same pass marks a code key that a wrapper's key shares (wrapper_code) and a key
 * without sub-class text whose needle has keys with one (refinable). */
static int compare_needles(const void *a, const void *b)
{
    const wg_key *x = *(const wg_key *const *)a, *y = *(const wg_key *const *)b;
    int by_needle = strcmp(x->needle, y->needle);
    if (by_needle)
        return by_needle;
    if (x->type != y->type)
        return x->type < y->type ? -1 : 1;
    return x < y ? -1 : 1; /* catalog order within a group */
}

static int group_keys(wg_catalog *catalog)
{
    size_t n = catalog->key_count;
    wg_key **order = malloc(n * sizeof *order);
    if (!order)
        return -1;
    for (size_t i = 0; i < n; ++i)
        order[i] = &catalog->keys[i];
    qsort(order, n, sizeof *order, compare_needles);
    for (size_t start = 0, end; start < n; start = end) {
        /* the keys of one needle (any type): [start, end) */
        for (end = start + 1; end < n && strcmp(order[end]->needle, order[start]->needle) == 0; ++end)
            ;
        int any_also = 0, wrapper_codes = 0;
        for (size_t i = start; i < end; ++i) {
            any_also |= order[i]->also != NULL && order[i]->type != KEY_BLOCK;
            wrapper_codes += order[i]->type == KEY_CODE && catalog->classes[order[i]->class_index].kind == KIND_WRAPPER;
        }
        for (size_t i = start; i < end; ++i) {
            wg_key *k = order[i];
            int own_wrapper = k->type == KEY_CODE && catalog->classes[k->class_index].kind == KIND_WRAPPER;
            k->wrapper_code = k->type == KEY_CODE && wrapper_codes > own_wrapper;
            k->refinable = !k->also && any_also;
            int same_type_before = i > start && order[i - 1]->type == k->type;
            int same_type_after = i + 1 < end && order[i + 1]->type == k->type;
            k->same_before = same_type_before ? (size_t)(order[i - 1] - catalog->keys) : (size_t)-1;
            k->anchored = !same_type_after;
            if (k->type == KEY_BLOCK || k->type == KEY_CRASH) /* looked for apart (block_cause_key, match_line) */
                k->refinable = 0, k->same_before = (size_t)-1, k->anchored = 0;
        }
    }
    free(order);
    return 0;
}

/* wg_catalog_parse's first step: every line of the text, as a record. */
static int parse_catalog_lines(wg_catalog *catalog, const char *text, size_t length, char *error, size_t error_size)
{
    long number = 0;
    size_t start = 0;
    while (start < length) {
        const char *newline = memchr(text + start, '\n', length - start);
        size_t end = newline ? (size_t)(newline - text) : length;
        char *line = copy_bytes(text + start, end - start);
        int rc = parse_catalog_line(catalog, line, ++number, error, error_size);
        free(line);
        if (rc)
            return -1;
        start = end + 1;
    }
    if (catalog->key_count == 0)
        return fail(error, error_size, number, "the catalog has no keys");
    return 0;
}

/* A hashed set of a text's adjacent byte pairs: a line that lacks one of a key's pairs cannot hold
 * its sub-class text, so the search for it is skipped. */
static void add_pairs(pair_set *set, const char *text, size_t length)
{
    for (size_t i = 0; i + 1 < length; ++i) {
        unsigned bit = ((unsigned char)text[i] * 31u + (unsigned char)text[i + 1]) & 255u;
        set->bits[bit / 64] |= (uint64_t)1 << (bit % 64);
    }
}

static int holds_pairs(const pair_set *line, const pair_set *text)
{
    return !((text->bits[0] & ~line->bits[0]) | (text->bits[1] & ~line->bits[1]) | (text->bits[2] & ~line->bits[2]) |
             (text->bits[3] & ~line->bits[3]));
}

static void set_also_pairs(wg_key *k)
{
    memset(&k->also_pairs, 0, sizeof k->also_pairs);
    memset(&k->also_lead, 0, sizeof k->also_lead);
    if (!k->also) /* no offset on a null pointer: UBSan's fuzz lane reads that as undefined */
        return;
    for (const char *part = k->also, *end = k->also + k->also_length; part < end; part += strlen(part) + 1)
        add_pairs(&k->also_pairs, part, strlen(part));
    size_t n = strlen(k->also);
    if (n == k->also_length)
        add_pairs(&k->also_lead, k->also, n < 4 ? n : 4);
    else
        k->also_lead = k->also_pairs;
}

/* The shortest needle (the anchor scan's stride follows from it) and each key's first 8 bytes,
 * compared before the whole needle. */
static void set_key_heads(wg_catalog *catalog)
{
    catalog->min_needle = (size_t)-1;
    for (size_t i = 0; i < catalog->key_count; ++i) {
        wg_key *k = &catalog->keys[i];
        if (k->needle_length < catalog->min_needle && k->type != KEY_BLOCK && k->type != KEY_CRASH)
            catalog->min_needle = k->needle_length;
        unsigned char head[8] = {0}, mask[8] = {0};
        for (size_t b = 0; b < 8 && b < k->needle_length; ++b)
            head[b] = (unsigned char)k->needle[b], mask[b] = 0xff;
        memcpy(&k->head, head, 8);
        memcpy(&k->head_mask, mask, 8);
        set_also_pairs(k);
    }
}

static int add_anchor(wg_catalog *catalog, uint32_t gram, size_t key, size_t offset, const char *marker,
                      int severity_only, int warning_word)
{
    wg_anchor *anchor = malloc(sizeof *anchor);
    if (!anchor)
        return -1;
    anchor->gram = gram;
    anchor->key = key;
    anchor->offset = offset;
    anchor->marker = marker;
    anchor->severity_only = severity_only;
    anchor->warning_word = warning_word;
    unsigned slot = gram_slot(gram);
    anchor->next = catalog->anchors[slot];
    catalog->anchors[slot] = anchor;
    catalog->slot_used[slot] = 1;
    return 0;
}

/* Every occurrence of a needle of length >= m covers a 4-byte window starting at a multiple of the
 * stride m - 3, at an offset 0..m-4 of the needle: index those windows. A code is also looked for
 * in lower case ("Error c1083" retyped from an error list). */
static int add_key_anchors(wg_catalog *catalog)
{
    for (size_t i = 0; i < catalog->key_count; ++i) {
        for (size_t offset = 0; offset + 4 <= catalog->min_needle && catalog->keys[i].anchored; ++offset) {
            char lower[4];
            for (size_t b = 0; b < 4; ++b)
                lower[b] = lower_ascii(catalog->keys[i].needle[offset + b]);
            int cases = catalog->keys[i].type == KEY_CODE && memcmp(lower, catalog->keys[i].needle + offset, 4) != 0 ? 2 : 1;
            for (int k = 0; k < cases; ++k) {
                uint32_t gram = k ? load_gram(lower) : load_gram(catalog->keys[i].needle + offset);
                if (add_anchor(catalog, gram, i, offset, NULL, 0, 0))
                    return -1;
            }
        }
    }
    return 0;
}

/* The failure, severity and warning words, where the stride cannot step over them. */
static int add_marker_anchors(wg_catalog *catalog)
{
    catalog->markers = catalog->min_needle <= MARKER_LENGTH;
    size_t failure_words = sizeof MARKERS / sizeof MARKERS[0];
    size_t severity_words = failure_words + sizeof SEVERITY_MARKERS / sizeof SEVERITY_MARKERS[0];
    size_t words = severity_words + sizeof WARNING_MARKERS / sizeof WARNING_MARKERS[0];
    for (size_t m = 0; catalog->markers && m < words; ++m)
        for (size_t offset = 0; offset + 4 <= catalog->min_needle; ++offset) {
            const char *word = m < failure_words    ? MARKERS[m]
                               : m < severity_words ? SEVERITY_MARKERS[m - failure_words]
                                                    : WARNING_MARKERS[m - severity_words];
            if (add_anchor(catalog, load_gram(word + offset), 0, offset, word, m >= failure_words && m < severity_words,
                           m >= severity_words))
                return -1;
        }
    return 0;
}

/* Copies the anchors' lists into one array, each slot's in its list's order. */
static int flatten_anchors(wg_catalog *catalog)
{
    size_t count = 0;
    for (size_t s = 0; s < ANCHOR_SLOTS; ++s)
        for (const wg_anchor *a = catalog->anchors[s]; a; a = a->next)
            ++count;
    catalog->probes = calloc(count ? count : 1, sizeof *catalog->probes);
    if (!catalog->probes || count > UINT32_MAX)
        return -1;
    size_t n = 0;
    for (size_t s = 0; s < ANCHOR_SLOTS; ++s) {
        catalog->slot_start[s] = (uint32_t)n;
        for (const wg_anchor *a = catalog->anchors[s]; a; a = a->next, ++n) {
            wg_probe *p = &catalog->probes[n];
            p->gram = a->gram, p->offset = (uint32_t)a->offset, p->key = a->key, p->marker = a->marker;
            p->severity_only = a->severity_only, p->warning_word = a->warning_word;
            if (!a->marker && catalog->keys[a->key].type != KEY_CODE)
                p->head = catalog->keys[a->key].head, p->head_mask = catalog->keys[a->key].head_mask;
        }
    }
    catalog->slot_start[ANCHOR_SLOTS] = (uint32_t)n;
    return 0;
}

/* The generic key that error-list rows with an unknown code are reported under, and the wrapper
 * key that Visual Studio's failed closing summary is reported under. */
static void find_special_keys(wg_catalog *catalog)
{
    catalog->row_key = (size_t)-1;
    for (size_t i = 0; i < catalog->key_count && catalog->row_key == (size_t)-1; ++i)
        if (catalog->classes[catalog->keys[i].class_index].kind == KIND_GENERIC &&
            strcmp(catalog->classes[catalog->keys[i].class_index].id, "UNCLASSIFIED") == 0)
            catalog->row_key = i;
    catalog->summary_key = (size_t)-1;
    for (size_t i = 0; i < catalog->key_count && catalog->summary_key == (size_t)-1; ++i)
        if (catalog->keys[i].type == KEY_TEXT &&
            strcmp(catalog->classes[catalog->keys[i].class_index].id, "MSBUILD_WRAPPER") == 0)
            catalog->summary_key = i;
    for (size_t i = 0; i < catalog->key_count && catalog->crash_key != (size_t)-1; ++i)
        if (catalog->keys[i].type == KEY_EXIT) {
            catalog->exit_keys = grow(catalog->exit_keys, &catalog->exit_key_capacity, catalog->exit_key_count + 1, sizeof(size_t));
            catalog->exit_keys[catalog->exit_key_count++] = i;
        }
    catalog->traceback_key = catalog->exit_wrapper_class = (size_t)-1;
    for (size_t i = 0; i < catalog->key_count && catalog->traceback_key == (size_t)-1; ++i)
        if (catalog->keys[i].type == KEY_TEXT && strncmp(catalog->keys[i].needle, "Traceback", 9) == 0 &&
            strcmp(catalog->classes[catalog->keys[i].class_index].id, "PY_SUBPROCESS_WRAPPER") == 0)
            catalog->traceback_key = i;
    for (size_t i = 0; i < catalog->class_count && catalog->exit_wrapper_class == (size_t)-1; ++i)
        if (strcmp(catalog->classes[i].id, "EXIT_CODE_WRAPPER") == 0)
            catalog->exit_wrapper_class = i;
    catalog->block_key = (size_t)-1;
    for (size_t i = 0; i < catalog->key_count && catalog->block_key == (size_t)-1; ++i)
        if (catalog->keys[i].type == KEY_TEXT && strcmp(catalog->classes[catalog->keys[i].class_index].id, "CMAKE_ERROR") == 0)
            catalog->block_key = i;
    catalog->symbol_tail_key = (size_t)-1;
    for (size_t i = 0; i < catalog->key_count && catalog->symbol_tail_key == (size_t)-1; ++i)
        if (catalog->keys[i].type == KEY_CODE && !catalog->keys[i].also && strcmp(catalog->keys[i].needle, "LNK2001") == 0 &&
            strcmp(catalog->classes[catalog->keys[i].class_index].id, "LINK_UNRESOLVED") == 0)
            catalog->symbol_tail_key = i;
    catalog->lost_command_key = (size_t)-1;
    for (size_t i = 0; i < catalog->key_count && catalog->lost_command_key == (size_t)-1; ++i)
        if (catalog->keys[i].type == KEY_TEXT && !catalog->keys[i].also &&
            strcmp(catalog->keys[i].needle, "is not recognized as an internal or external command") == 0 &&
            strcmp(catalog->classes[catalog->keys[i].class_index].id, "COMMAND_NOT_FOUND") == 0)
            catalog->lost_command_key = i;
}

wg_catalog *wg_catalog_parse(const char *text, size_t length, char *error, size_t error_size)
{
    wg_catalog *catalog = calloc(1, sizeof *catalog);
    if (!catalog)
        return NULL;
    catalog->crash_key = (size_t)-1;
    if (parse_catalog_lines(catalog, text, length, error, error_size)) {
        wg_catalog_free(catalog);
        return NULL;
    }
    set_key_heads(catalog);
    if (group_keys(catalog) || add_key_anchors(catalog) || add_marker_anchors(catalog) || flatten_anchors(catalog)) {
        wg_catalog_free(catalog);
        return NULL;
    }
    find_special_keys(catalog);
    if (error && error_size)
        error[0] = '\0';
    return catalog;
}

void wg_catalog_free(wg_catalog *catalog)
{
    if (!catalog)
        return;
    for (size_t i = 0; i < catalog->class_count; ++i) {
        wg_class *c = &catalog->classes[i];
        free(c->id), free(c->tool), free(c->layer), free(c->mitigation), free(c->remedy);
    }
    for (size_t i = 0; i < catalog->key_count; ++i)
        free(catalog->keys[i].needle), free(catalog->keys[i].also), free(catalog->keys[i].remedy), free(catalog->keys[i].note_of);
    for (size_t i = 0; i < ANCHOR_SLOTS; ++i)
        for (wg_anchor *a = catalog->anchors[i], *next; a; a = next) {
            next = a->next;
            free(a);
        }
    free(catalog->probes);
    free(catalog->classes);
    free(catalog->keys);
    free(catalog->consequences);
    free(catalog->cause_keys);
    free(catalog->exit_keys);
    for (size_t i = 0; i < catalog->context_count; ++i)
        free(catalog->contexts[i].key.needle), free(catalog->contexts[i].key.remedy), free(catalog->contexts[i].text);
    free(catalog->contexts);
    free(catalog);
}

/* ---- matching ----------------------------------------------------------------------------- */

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static int is_alnum(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

static int key_priority(const wg_catalog *catalog, const wg_key *key)
{
    int kind = catalog->classes[key->class_index].kind;
    if (kind == KIND_WRAPPER)
        return PRIO_WRAPPER;
    /* a generic key with a remedy of its own names a cause no class has (LNK1561, a PDB failure, a
     * crash's exit code): on one line with a wrapper ("linking with link.exe failed: exit code:
     * 1561") it is the cause the wrapper reports */
    if (kind == KIND_GENERIC)
        return key->remedy ? PRIO_NAMED_GENERIC : PRIO_GENERIC;
    return PRIO_SPECIFIC + (key->type == KEY_CODE) + (key->also != NULL) * 2;
}

/* A line cut after the first bytes of `text` (at least 4 of them): "... 'unist" still names
 * unistd.h when the excerpt ends there. The piece must start a name (after a quote, a bracket or
 * a path separator): a line that ends with "No such file" does not name <filesystem>. */
static int ends_with_start_of(const char *line, size_t length, const char *text, size_t text_length)
{
    while (length && (line[length - 1] == ' ' || line[length - 1] == '\t'))
        --length;
    for (size_t n = text_length - 1 < length ? text_length - 1 : length; n >= 4 && n < text_length; --n) {
        if (line[length - n] != text[0] || memcmp(line + length - n, text, n) != 0)
            continue;
        unsigned char before = length > n ? (unsigned char)line[length - n - 1] : ' ';
        if (before == '\'' || before == '"' || before == '<' || before == '/' || before == '\\' || before >= 0x80)
            return 1; /* >= 0x80: the last byte of a typographic or CJK quote */
    }
    return 0;
}

/* Finds a key's sub-class text on the line. A header's name counts where a name starts: 'time.h'
 * is not the CRT's header inside 'datetime.h' or 'cuda_runtime.h'. */
static const char *find_also(const char *line, size_t length, const char *also, size_t also_length)
{
    int header = also_length > 2 && memcmp(also + also_length - 2, ".h", 2) == 0 && is_alnum(also[0]);
    for (const char *p = line, *end = line + length; (p = find_bytes(p, (size_t)(end - p), also, also_length)) != NULL; ++p)
        if (!header || p == line || (!is_alnum(p[-1]) && p[-1] != '_' && p[-1] != '-'))
            return p;
    return NULL;
}

/* Whether the line holds a diagnostic code other than `code` ("A1000" in MASM's "error A1000:
 * cannot open file"): a code's message text stands for that code only on a line that shows none
 * of another tool's. A code: 1 to 4 capitals and 4 digits, a token, before a colon. */
static int holds_other_code(const char *line, size_t length, const char *code)
{
    for (size_t i = 0; i + 5 <= length; ++i) {
        if (line[i] < 'A' || line[i] > 'Z' || (i > 0 && (is_alnum(line[i - 1]) || line[i - 1] == '_')))
            continue;
        size_t digits = i;
        while (digits < length && digits - i < 4 && line[digits] >= 'A' && line[digits] <= 'Z')
            ++digits;
        size_t end = digits;
        while (end < length && end - digits < 4 && is_digit(line[end]))
            ++end;
        if (end - digits != 4 || (end < length && is_alnum(line[end])))
            continue;
        size_t after = end < length && line[end] == ' ' ? end + 1 : end;
        if (after < length && line[after] == ':' && !(strlen(code) == end - i && memcmp(line + i, code, end - i) == 0))
            return 1;
    }
    return 0;
}

static int same_needle(const wg_key *a, const wg_key *b)
{
    return a->type == b->type && a->needle_length == b->needle_length && memcmp(a->needle, b->needle, a->needle_length) == 0;
}

/* Whether key `a` (a generic key's) narrows key `b`'s text: its needle holds b's (the same text, or
 * "error: use of undeclared identifier" over C2065's message "undeclared identifier") and its sub-class
 * text is longer, so a line that holds a's whole text says more than b's does. */
static int narrows_key(const wg_key *a, const wg_key *b)
{
    return a->type == KEY_TEXT && a->also && a->also_length > b->also_length && b->type != KEY_CODE &&
           find_bytes(a->needle, a->needle_length, b->needle, b->needle_length) != NULL;
}

/* Whether the line holds every part of a key's sub-class text; a lone part may also be cut off
 * at the line's end. `pairs`: the line's byte pairs, or NULL. */
static int also_found(const char *line, size_t length, const wg_key *key, const pair_set *pairs)
{
    if (pairs && !holds_pairs(pairs, &key->also_lead))
        return 0;
    const char *part = key->also, *end = key->also + key->also_length;
    size_t n = strlen(part);
    if (part + n == end)
        return ((!pairs || holds_pairs(pairs, &key->also_pairs)) && find_also(line, length, part, n)) ||
               ends_with_start_of(line, length, part, n);
    for (; part < end; part += strlen(part) + 1)
        if (!find_also(line, length, part, strlen(part)))
            return 0;
    return 1;
}

static const pair_set *line_pairs(pair_set *set, int *read, const char *line, size_t length)
{
    if (!*read)
        add_pairs(set, line, length), *read = 1;
    return set;
}

static size_t outer_prefix(const char *line, size_t length);

/* A process status that is a Windows exception code: an NTSTATUS error (0xC0000000 and up: 0xC0000005
 * access violation, 0xC0000374 heap corruption, 0xC0000409 fail-fast) or a software exception's code
 * (0xE0434352 .NET, 0xE06D7363 C++), up to 0xEFFFFFFF, in hex, as a negative decimal (-1073740940) or
 * as an unsigned one (3221225477). The small negative statuses (-1, -2: 0xFFFFFFFx) are a program's
 * own, no exception. */
static int exception_status(unsigned long long value, int negative)
{
    if (negative) {
        if (value == 0 || value > 0x80000000ULL)
            return 0;
        value = 0x100000000ULL - value;
    }
    return value >= 0xC0000000ULL && value <= 0xEFFFFFFFULL;
}

/* An exit key's text ("exit code", "exit status") with the status it reports beside it: after it
 * ("exit code: 2", "exited with code -1", "exit status 0xC0000135", MSBuild's retyped `exited with code
 * "-1073740940"`, 'exited with code '1'') or before it, as ld words it ("returned 1 exit status"; a
 * number that starts the line, after a runner's prefix, is a log's own line counter, npm-debug.log's "10812 error code
 * ELIFECYCLE", not a status). Only a status other than 0 is a failure: "Process finished with exit
 * code 0" ends a clean run. Returns 0 (no status, or 0), 1 (another status) or 2 (a Windows exception
 * status: exception_status). */
static int exit_status_beside(const char *line, size_t length, size_t at, size_t needle_length)
{
    size_t i = at + needle_length;
    while (i < length && (line[i] == ' ' || line[i] == ':' || line[i] == '=' || line[i] == '\t' || line[i] == '"' ||
                          line[i] == '\''))
        ++i;
    int negative = i < length && line[i] == '-';
    if (negative)
        ++i;
    int hex = i + 2 < length && line[i] == '0' && (line[i + 1] == 'x' || line[i + 1] == 'X');
    if (hex)
        i += 2;
    size_t digits = 0, nonzero = 0;
    unsigned long long value = 0;
    for (; i < length && (is_digit(line[i]) || (hex && strchr("abcdefABCDEF", line[i]) && line[i])); ++i, ++digits) {
        nonzero |= line[i] != '0';
        if (value <= 0xffffffffffULL)
            value = value * (hex ? 16 : 10) + (unsigned long long)(is_digit(line[i]) ? line[i] - '0' : (line[i] | 0x20) - 'a' + 10);
    }
    if (digits && !(i < length && is_alnum(line[i])))
        return !nonzero ? 0 : exception_status(value, negative) ? 2 : 1;
    size_t j = at;
    while (j > 0 && line[j - 1] == ' ')
        --j;
    digits = nonzero = 0;
    for (; j > 0 && is_digit(line[j - 1]); --j, ++digits)
        nonzero |= line[j - 1] != '0';
    size_t body = outer_prefix(line, length); /* (after a runner's timestamp or a quote's "> ") */
    while (body < length && (line[body] == ' ' || line[body] == '\t'))
        ++body;
    return digits && j < at && j > body && line[j - 1] == ' ' && nonzero;
}

/* A double-quoted string that ends the line (blanks after it aside): text[from] is just after its
 * opening quote. */
static int quoted_to_end(const char *line, size_t length, size_t from)
{
    const char *close = from < length ? memchr(line + from, '"', length - from) : NULL;
    if (!close || close == line + from)
        return 0;
    for (const char *p = close + 1; p < line + length; ++p)
        if (*p != ' ' && *p != '\t' && *p != '\r')
            return 0;
    return 1;
}

/* The line's first exit key (catalog order) whose status is a Windows exception code: the line is the
 * 'crash' record's class where that outranks what the line matched. */
static void crash_status(const wg_catalog *catalog, const char *line, size_t length, wg_match *best)
{
    const wg_key *crash = &catalog->keys[catalog->crash_key];
    int priority = key_priority(catalog, crash);
    if (priority <= best->priority)
        return;
    for (size_t i = 0; i < catalog->exit_key_count; ++i) {
        const wg_key *key = &catalog->keys[catalog->exit_keys[i]];
        const char *p = find_bytes(line, length, key->needle, key->needle_length);
        if (p && exit_status_beside(line, length, (size_t)(p - line), key->needle_length) == 2) {
            best->priority = priority, best->key = crash, best->at = (size_t)(p - line);
            return;
        }
    }
}

/* The word error (any case) ends right before line[at], a word of its own on its left: "errorC2065". */
static int glued_to_error(const char *line, size_t at)
{
    static const char word[] = "error";
    if (at < 5 || (at > 5 && is_alnum(line[at - 6])))
        return 0;
    for (size_t i = 0; i < 5; ++i)
        if (lower_ascii(line[at - 5 + i]) != word[i])
            return 0;
    return 1;
}

/* What a key's needle found at line[at] must also have around it to be that key's. */
static int key_fits_place(const wg_key *key, const char *line, size_t length, size_t at)
{
    size_t end = at + key->needle_length;
    /* A code is a token: C1083 must not match C10830 or XC1083; one glued to the word error before it
     * ("errorMSB6006", retyped by hand) is still one. */
    if (key->type == KEY_CODE &&
        ((at > 0 && is_alnum(line[at - 1]) && !glued_to_error(line, at)) || (end < length && is_alnum(line[end]))))
        return 0;
    if (key->type == KEY_EXIT && !exit_status_beside(line, length, at, key->needle_length))
        return 0;
    /* a 'quoted' key (clang's #error text, "error: \"No Target Architecture\"") holds only where the quoted
     * string is the rest of the line: nvcc's "error: \"constexpr\" is not a function ..." says more */
    if (key->quoted_rest && !quoted_to_end(line, length, end))
        return 0;
    /* a key's closing colon followed by another is a path's separator, not a message's colon:
     * "winerror::NO_ERROR" in a source line rustc quotes under a warning is no "error:" */
    return !(key->type == KEY_TEXT && key->needle[key->needle_length - 1] == ':' && end < length && line[end] == ':');
}

/* Whether the gram at p falls in a slot that holds an anchor. */
static int slot_anchored(const wg_catalog *catalog, const char *p)
{
    return catalog->slot_used[gram_slot(load_gram(p))];
}

/* The first gram position from q on (q + k * stride, q < limit) whose slot holds an anchor, or one
 * at or past limit. Most of a log's grams have none: this loop is most of the classifier's time, so
 * it is kept apart from the probe loop (its few values stay in registers) and tests two grams per
 * branch. */
static size_t next_anchored(const wg_catalog *catalog, const char *line, size_t q, size_t limit, size_t stride)
{
    for (; q + stride < limit; q += 2 * stride)
        if (slot_anchored(catalog, line + q) | slot_anchored(catalog, line + q + stride))
            return slot_anchored(catalog, line + q) ? q : q + stride;
    return q < limit && !slot_anchored(catalog, line + q) ? limit : q;
}

static void error_list_cmake_row(const wg_catalog *catalog, const char *line, size_t length, wg_match *m);

/* Whether the text at line[at] is a severity a later release will give, not one now: "this warning will
 * become a fatal error in future CMake releases" (a CMake Warning's message, its header cut off by the
 * paste); the needle may start at "fatal" or at the blank after it (" error "). */
static int future_severity(const char *line, size_t at)
{
    size_t i = at;
    while (i > 0 && line[i - 1] == ' ')
        --i;
    if (i >= 5 && memcmp(line + i - 5, "fatal", 5) == 0)
        i -= 5;
    while (i > 0 && line[i - 1] == ' ')
        --i;
    return (i >= 8 && memcmp(line + i - 8, "become a", 8) == 0) || (i >= 9 && memcmp(line + i - 9, "become an", 9) == 0);
}

static wg_match match_line(const wg_catalog *catalog, const char *line, size_t length)
{
    wg_match best = {PRIO_NONE, NULL, 0, 0, 0, 0, NULL};
    pair_set pairs = {{0, 0, 0, 0}}; /* the line's, read at its first key with a sub-class text */
    int pairs_read = 0;
    if (length < catalog->min_needle)
        return best;
    size_t stride = catalog->min_needle - 3, limit = length - 3; /* (a gram at q < limit) */
    for (size_t q = next_anchored(catalog, line, 0, limit, stride); q < limit;
         q = next_anchored(catalog, line, q + stride, limit, stride)) {
        uint32_t gram = load_gram(line + q);
        unsigned slot = gram_slot(gram);
        for (uint32_t i = catalog->slot_start[slot], end = catalog->slot_start[slot + 1]; i < end; ++i) {
            const wg_probe *a = &catalog->probes[i];
            if (a->gram != gram || a->offset > q)
                continue;
            if (a->marker) {
                int found = q - a->offset + MARKER_LENGTH <= length && memcmp(line + q - a->offset, a->marker, MARKER_LENGTH) == 0;
                best.warned |= found && a->warning_word;
                best.severity |= found && !a->warning_word;
                best.marker |= found && !a->severity_only && !a->warning_word;
                continue;
            }
            size_t at = q - a->offset;
            if (at + 8 <= length) { /* most candidates differ in their first 8 bytes (a code's: no test) */
                uint64_t word;
                memcpy(&word, line + at, 8);
                if ((word & a->head_mask) != a->head)
                    continue;
            }
            const wg_key *key = &catalog->keys[a->key];
            if (at + key->needle_length > length ||
                (key->type == KEY_CODE ? !code_equal(line + at, key->needle, key->needle_length)
                                       : memcmp(line + at, key->needle, key->needle_length) != 0))
                continue;
            if (!key_fits_place(key, line, length, at))
                continue;
            for (;; key = &catalog->keys[key->same_before]) { /* the needle's keys, last first */
                if (key->note_of) {
                    if (!best.note) /* told apart from the line's own match: a note is no blocker; the */
                        best.note = key; /* needle's last note, whose chain holds every note of that text */
                } else if ((!key->also || also_found(line, length, key, line_pairs(&pairs, &pairs_read, line, length))) &&
                    !(key->message_of && holds_other_code(line, length, key->message_of))) {
                    int priority = key_priority(catalog, key);
                    size_t also = key->also_length, best_also = best.key ? best.key->also_length : 0;
                    int named = key->remedy != NULL, best_named = best.key && best.key->remedy != NULL;
                    /* of two keys alike, the one with the longer sub-class text ('sys/time.h' over
                     * 'time.h'), then the one that names a cause's remedy, then the first on the line;
                     * of two wrappers' lines joined into one, the inner one (wrapper classes are defined
                     * innermost first); of two wrappers' keys of one text, the one whose sub-class text
                     * names the tool (node-gyp's "failed with exit code" is not setuptools') */
                    int inner = priority == PRIO_WRAPPER && best.key && key->class_index != best.key->class_index &&
                                !(also != best_also && same_needle(key, best.key));
                    /* a generic key whose sub-class text narrows a specific key's needle to a cause that
                     * class does not have (clang's "error: use of undeclared identifier '__try'" on a
                     * MinGW target; "DLL load failed" with "cannot access the file") is the line's key
                     * where its text is on the line, over the specific one, whichever came first */
                    int narrows = best.key && priority == PRIO_NAMED_GENERIC && best.priority >= PRIO_SPECIFIC &&
                                  narrows_key(key, best.key);
                    int narrowed = best.key && best.priority == PRIO_NAMED_GENERIC && priority >= PRIO_SPECIFIC &&
                                   narrows_key(best.key, key);
                    int better = narrows || priority > best.priority ||
                                 (priority == best.priority && inner && key->class_index < best.key->class_index) ||
                                 (priority == best.priority && !inner &&
                                  (also > best_also ||
                                   (also == best_also && (named > best_named || (named == best_named && at < best.at)))));
                    if (!narrowed && better) {
                        best.priority = priority;
                        best.key = key;
                        best.at = at;
                    }
                }
                if (key->same_before == (size_t)-1)
                    break;
            }
        }
    }
    /* a status that is a Windows exception code ("exited with code -1073740940", 0xC0000374) names a crash,
     * whatever tool reports it, where no key on the line names more (a status's own key: 0xC0000135's
     * missing DLL, 0xC0000142's). Only a line an exit key matched (a wrapper at best) is looked at again,
     * off the per-line path. */
    if (best.priority > PRIO_NONE && best.priority < PRIO_NAMED_GENERIC && catalog->crash_key != (size_t)-1)
        crash_status(catalog, line, length, &best);
    if (best.priority == PRIO_GENERIC && future_severity(line, best.at))
        best.priority = PRIO_NONE, best.key = NULL; /* (once a line, off the per-gram path) */
    if (best.priority == PRIO_GENERIC && catalog->block_key != (size_t)-1)
        error_list_cmake_row(catalog, line, length, &best);
    return best;
}

/* "2023-05-04T10:11:12.1234567Z " (a CI runner's timestamp, GitHub's and Azure's): its length, or 0. */
static size_t timestamp_end(const char *s, size_t length)
{
    static const char shape[] = "dddd-dd-ddTdd:dd:dd";
    size_t n = sizeof shape - 1;
    if (length <= n)
        return 0;
    for (size_t i = 0; i < n; ++i)
        if (shape[i] == 'd' ? !is_digit(s[i]) : shape[i] == 'T' ? (s[i] != 'T' && s[i] != ' ') : s[i] != shape[i])
            return 0;
    if (s[n] == '.' || s[n] == ',')
        for (++n; n < length && is_digit(s[n]); ++n)
            ;
    if (n < length && s[n] == 'Z')
        ++n;
    return n < length && s[n] == ' ' ? n + 1 : 0;
}

/* "[23:48:22.95] ", Flutter's "[  +14 ms] " and "[        ] ": a time in brackets (not Ninja's
 * "[3/9]" or make's "[ 50%]"), or a CMake Tools channel ("[cmake] "): its length, or 0. */
static size_t bracket_end(const char *s, size_t length)
{
    if (length < 4 || s[0] != '[')
        return 0;
    static const unsigned char in_time[256] = {['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1,
                                               ['7'] = 1, ['8'] = 1, ['9'] = 1, [' '] = 1, [':'] = 1, ['.'] = 1, ['+'] = 1,
                                               ['-'] = 1, ['m'] = 1, ['s'] = 1, ['T'] = 1};
    size_t i = 1;
    while (i < length && i < 40 && in_time[(unsigned char)s[i]])
        ++i;
    if (i > 1 && i + 1 < length && s[i] == ']' && s[i + 1] == ' ')
        return i + 2;
    /* VS Code's CMake Tools: the channel of each line of its output ("[cmake] CMake Error at ...");
     * each starts with a small letter (not Ninja's "[3/9]", tested on every line) */
    if (s[1] < 'a' || s[1] > 'z')
        return 0;
    static const char *const channels[] = {"[cmake] ", "[build] ", "[proc] ", "[main] ", "[driver] ", "[ctest] "};
    for (size_t k = 0; k < sizeof channels / sizeof channels[0]; ++k) {
        size_t n = strlen(channels[k]);
        if (length >= n && memcmp(s, channels[k], n) == 0)
            return n;
    }
    return 0;
}

/* Where the log's own line starts after what a runner or a paste put before it: timestamps, a time
 * in brackets, a markdown quote ("> "). The line's own indentation is kept. */
static size_t outer_prefix(const char *line, size_t length)
{
    size_t i = 0;
    for (int round = 0; round < 3 && i < length; ++round) {
        size_t n = 0;
        if (is_digit(line[i]))
            n = timestamp_end(line + i, length - i);
        else if (line[i] == '[')
            n = bracket_end(line + i, length - i);
        else if (line[i] == '>' && (length - i == 1 || line[i + 1] == ' '))
            n = length - i == 1 ? 1 : 2; /* a quoted blank line is ">" alone */
        if (!n)
            break; /* most lines: a test or two */
        i += n;
    }
    return i;
}

/* Skips a runner's or a paste's prefix (outer_prefix), leading blanks and MSBuild's "12>" project
 * prefix. */
static size_t skip_prefix_after(const char *line, size_t length, size_t i)
{
    while (i < length && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    size_t digits = i;
    while (digits < length && line[digits] >= '0' && line[digits] <= '9')
        ++digits;
    if (digits > i && digits < length && line[digits] == '>')
        i = digits + 1;
    return i;
}

static size_t skip_prefix(const char *line, size_t length)
{
    return skip_prefix_after(line, length, outer_prefix(line, length));
}

/* Reads the digits of a line number at line[*j]; more than LINE_DIGITS_MAX digits are not a line
 * number (a hash, an address, a 19-digit counter) and would overflow a long. */
static int parse_number(const char *line, size_t length, size_t *j, long *value)
{
    size_t start = *j;
    long v = 0;
    while (*j < length && line[*j] >= '0' && line[*j] <= '9') {
        if (*j - start == LINE_DIGITS_MAX)
            return 0;
        v = v * 10 + (line[(*j)++] - '0');
    }
    *value = v;
    return *j > start;
}

/* Finds "file(line[,col]): " (MSVC) or "file:line:col: " (GCC, Clang, nvcc on Linux). */
static int parse_location(const char *line, size_t length, size_t *file_start, size_t *file_end,
                          long *number, size_t *rest)
{
    size_t start = skip_prefix(line, length);
    for (size_t i = start + 1; i < length; ++i) {
        if (line[i] == '(' && i + 1 < length && line[i + 1] >= '0' && line[i + 1] <= '9') {
            size_t j = i + 1;
            long value = 0;
            if (parse_number(line, length, &j, &value)) {
                while (j < length && (line[j] == ',' || (line[j] >= '0' && line[j] <= '9')))
                    ++j;
                if (j + 1 < length && line[j] == ')' && line[j + 1] == ':') {
                    *file_start = start, *file_end = i, *number = value, *rest = j + 2;
                    return 1;
                }
            }
        }
        if (line[i] == ':' && i + 1 < length && line[i + 1] >= '0' && line[i + 1] <= '9') {
            size_t j = i + 1;
            long value = 0;
            if (parse_number(line, length, &j, &value) && j < length && line[j] == ':') {
                size_t k = j + 1;
                while (k < length && line[k] >= '0' && line[k] <= '9')
                    ++k;
                if (k < length && line[k] == ':' && k > j + 1)
                    j = k;
                *file_start = start, *file_end = i, *number = value, *rest = j + 1;
                return 1;
            }
        }
        if (line[i] == ' ' && (i + 1 >= length || line[i + 1] == ':'))
            break; /* "LINK : fatal error": a tool name, not a file */
    }
    return 0;
}

static char *clean_message(const char *text, size_t length)
{
    while (length && (*text == ' ' || *text == ':' || *text == '\t'))
        ++text, --length;
    /* MSBuild appends the project: " [C:\src\x.vcxproj]". */
    if (length && text[length - 1] == ']') {
        const char *open = NULL;
        for (size_t i = length; i-- > 0;)
            if (text[i] == '[') {
                open = text + i;
                break;
            }
        if (open && open > text && open[-1] == ' ' && find_bytes(open, (size_t)(text + length - open), "proj", 4))
            length = (size_t)(open - text - 1);
    }
    while (length && (text[length - 1] == ' ' || text[length - 1] == '\t'))
        --length;
    if (length > MESSAGE_MAX)
        length = MESSAGE_MAX;
    return copy_bytes(text, length);
}

/* The first quoted token of a message ('unistd.h', "ssize_t", or typographic and CJK quotes): localized
 * messages differ in their words but quote the same subject, so it is the merge key. */
static char *quoted_subject(const char *message)
{
    /* the last: low-high quotes (U+201E), closed by U+201D in pl, by U+201C in cs and de */
    static const char *const openers[] = {"'", "\"", "`", "\xe2\x80\x98", "\xe2\x80\x9c", "\xe3\x80\x8c", "\xc2\xbb", "\xc2\xab",
                                          "\xe2\x80\x9e"};
    static const char *const closers[] = {"'", "\"", "'", "\xe2\x80\x99", "\xe2\x80\x9d", "\xe3\x80\x8d", "\xc2\xab", "\xc2\xbb",
                                          "\xe2\x80\x9d"};
    for (const char *p = message; *p; ++p)
        for (size_t i = 0; i < sizeof openers / sizeof openers[0]; ++i) {
            size_t n = strlen(openers[i]);
            if (strncmp(p, openers[i], n) != 0)
                continue;
            const char *start = p + n;
            const char *end = strstr(start, closers[i]);
            if (!end && i == 2)
                end = strchr(start, '`');
            const char *high = i == 8 ? strstr(start, "\xe2\x80\x9c") : NULL;
            if (high && (!end || high < end))
                end = high;
            if (end && end > start)
                return copy_bytes(start, (size_t)(end - start));
            return NULL;
        }
    return NULL;
}

static wg_text text_copy(const char *bytes, size_t length)
{
    wg_text t;
    if (length > EXCERPT_WIDTH)
        length = EXCERPT_WIDTH;
    t.bytes = copy_bytes(bytes, length);
    t.length = length;
    return t;
}

wg_classifier *wg_classifier_new(const wg_catalog *catalog)
{
    wg_classifier *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->catalog = catalog;
    c->block_record = (size_t)-1;
    c->block_taker = (size_t)-1;
    c->coded_record = (size_t)-1;
    c->texted_record = (size_t)-1;
    c->partial = malloc(MAX_LINE);
    c->pending = malloc(MAX_LINE);
    c->scrubbed = malloc(3 * (size_t)MAX_LINE);
    if (!c->partial || !c->pending || !c->scrubbed) {
        wg_classifier_free(c);
        return NULL;
    }
    return c;
}

void wg_classifier_free(wg_classifier *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->record_count; ++i) {
        wg_record *r = &c->records[i];
        free(r->code), free(r->message), free(r->file), free(r->subject);
        for (size_t j = 0; j < r->excerpt_count; ++j)
            free(r->excerpt[j].bytes);
    }
    free(c->records), free(c->open_excerpts), free(c->unit_explained), free(c->wrappers);
    free(c->merge_slots), free(c->block_file), free(c->scrubbed);
    free(c->final_order), free(c->partial), free(c->pending);
    free(c);
}

static int feature_probe_line(const char *line, size_t length);
static int ends_shared_object_call(const char *line, size_t length);

static void ring_push(wg_classifier *c, const char *line, size_t length)
{
    size_t slot = (c->ring_first + c->ring_count) % EXCERPT_BEFORE;
    if (c->ring_count == EXCERPT_BEFORE)
        c->ring_first = (c->ring_first + 1) % EXCERPT_BEFORE;
    else
        ++c->ring_count;
    c->ring_length[slot] = length < EXCERPT_WIDTH ? length : EXCERPT_WIDTH;
    /* (every line passes here once, whole: its last byte tells whether it may end a load call on a .so) */
    if (length && line[length - 1] == ')' && ends_shared_object_call(line, length))
        c->shared_object_line = c->lines;
    /* (a line the ring cuts may name a feature check past the cut: scratch_step_failed's question about
     * it is answered here, on long lines only) */
    c->ring_cut_probe = length > EXCERPT_WIDTH && find_bytes(line, length, "cmTC_", 5) && feature_probe_line(line, length);
    if ((uintptr_t)line >= (uintptr_t)c->feed_begin && (uintptr_t)line < (uintptr_t)c->feed_end) {
        c->ring_line[slot] = line; /* the caller's block: valid until wg_classifier_feed returns */
    } else {
        memcpy(c->ring[slot], line, c->ring_length[slot]);
        c->ring_line[slot] = c->ring[slot];
    }
}

/* The ring's lines that are still the caller's, copied before its block goes away. */
static void keep_ring(wg_classifier *c)
{
    for (size_t slot = 0; slot < EXCERPT_BEFORE; ++slot)
        if (c->ring_line[slot] && c->ring_line[slot] != c->ring[slot]) {
            memmove(c->ring[slot], c->ring_line[slot], c->ring_length[slot]);
            c->ring_line[slot] = c->ring[slot];
        }
    c->feed_begin = c->feed_end = NULL;
}

/* ---- units: wrappers are judged per unit, not by distance -------------------------------- */

/* A log interleaves units (MSBuild projects, Ninja edges, cargo crates, CMake try-compiles). A
 * unit is the run of lines of one MSBuild project stream ("N>" prefix) between two lines that
 * start a new one. A wrapper is redundant only when its own unit holds a diagnostic: in two
 * unrelated logs pasted one after the other, one log's diagnostic never hides the other's only
 * finding. */
static int starts_unit(const char *text, size_t length)
{
    static const struct { const char *text; size_t length; } starts[] = {
        {"FAILED: ", 8}, {"------ Build started", 20}, {"------ Rebuild All started", 26}, {"Build started", 13},
        {"Compiling ", 10}, {"Run Build Command(s)", 20}, {"Project \"", 9}};
    if (length == 0 || (text[0] != 'F' && text[0] != '-' && text[0] != 'B' && text[0] != 'C' && text[0] != 'R' &&
                        text[0] != 'P' && text[0] != '['))
        return 0;
    for (size_t i = 0; i < sizeof starts / sizeof starts[0] && text[0] != '['; ++i) /* (Ninja's "[" starts none) */
        if (text[0] == starts[i].text[0] && length >= starts[i].length && memcmp(text, starts[i].text, starts[i].length) == 0)
            return 1;
    /* Ninja's "[12/340] Building CXX object ..." */
    size_t i = 0;
    if (length < 5 || text[0] != '[')
        return 0;
    for (i = 1; i < length && text[i] >= '0' && text[i] <= '9'; ++i)
        ;
    if (i == 1 || i >= length || text[i] != '/')
        return 0;
    size_t j = i + 1;
    for (; j < length && text[j] >= '0' && text[j] <= '9'; ++j)
        ;
    return j > i + 1 && j + 1 < length && text[j] == ']' && text[j + 1] == ' ';
}

static long new_unit(wg_classifier *c)
{
    ++c->unit_count;
    c->unit_explained = grow(c->unit_explained, &c->unit_capacity, (size_t)c->unit_count + 1, 1);
    c->unit_explained[c->unit_count] = 0;
    return c->unit_count;
}

/* The unit a line belongs to (starting a new one where the line says so). */
static long unit_of_line(wg_classifier *c, const char *line, size_t length, size_t outer)
{
    size_t i = outer;
    while (i < length && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    size_t stream = 0, digits = i;
    while (digits < length && line[digits] >= '0' && line[digits] <= '9' && digits - i < 6)
        stream = stream * 10 + (size_t)(line[digits++] - '0');
    if (digits > i && digits < length && line[digits] == '>')
        i = digits + 1;
    else
        stream = 0;
    stream %= STREAMS;
    while (i < length && line[i] == ' ')
        ++i;
    if (c->stream_unit[stream] == 0 || starts_unit(line + i, length - i))
        c->stream_unit[stream] = new_unit(c);
    return c->stream_unit[stream];
}

/* ---- merging identical blockers ----------------------------------------------------------- */

static size_t merge_hash(size_t class_index, const char *code, const char *subject)
{
    uint64_t h = 1469598103934665603ull ^ class_index;
    for (const char *p = code; *p; ++p)
        h = (h ^ (unsigned char)*p) * 1099511628211ull;
    h = (h ^ 0xff) * 1099511628211ull;
    for (const char *p = subject; *p; ++p)
        h = (h ^ (unsigned char)*p) * 1099511628211ull;
    return (size_t)h;
}

/* Finds the record with this class, code and subject; returns its slot (a free one if none).
 * Open addressing kept under half full: the cost per blocker does not grow with the number of
 * distinct blockers (a log with 100,000 different errors stays linear). */
static size_t *merge_slot(wg_classifier *c, size_t class_index, const char *code, const char *subject)
{
    if (2 * (c->record_count + 1) > c->merge_capacity) {
        size_t capacity = c->merge_capacity ? 2 * c->merge_capacity : 1024;
        size_t *slots = calloc(capacity, sizeof *slots);
        if (!slots) {
            fputs("winport-gate-analyze: out of memory\n", stderr);
            exit(2);
        }
        for (size_t i = 0; i < c->merge_capacity; ++i) {
            size_t index = c->merge_slots[i];
            if (!index)
                continue;
            const wg_record *r = &c->records[index - 1];
            size_t at = merge_hash(r->class_index, r->code, r->subject) & (capacity - 1);
            while (slots[at])
                at = (at + 1) & (capacity - 1);
            slots[at] = index;
        }
        free(c->merge_slots);
        c->merge_slots = slots;
        c->merge_capacity = capacity;
    }
    size_t at = merge_hash(class_index, code, subject) & (c->merge_capacity - 1);
    while (c->merge_slots[at]) {
        const wg_record *r = &c->records[c->merge_slots[at] - 1];
        if (r->class_index == class_index && strcmp(r->subject, subject) == 0 && strcmp(r->code, code) == 0)
            break;
        at = (at + 1) & (c->merge_capacity - 1);
    }
    return &c->merge_slots[at];
}

/* A warning, not a failure: the line says warning (MSVC keeps the English word in localized
 * output; the other tools' words are listed) and no error word. */
/* "UserWarning:", "RuntimeWarning:" (a capitalized category word right before "Warning:"), or the
 * source line "warnings.warn(" that Python prints below one */
static int python_warning(const char *line, const char *warning, const char *end)
{
    if (end - warning >= 14 && memcmp(warning, "warnings.warn(", 14) == 0) {
        for (const char *p = line; p < warning; ++p)
            if (*p != ' ' && *p != '\t')
                return 0;
        return 1;
    }
    if (end - warning < 8 || memcmp(warning, "Warning:", 8) != 0 || warning == line)
        return 0;
    const char *word = warning;
    while (word > line && ((word[-1] >= 'a' && word[-1] <= 'z') || (word[-1] >= 'A' && word[-1] <= 'Z')))
        --word;
    return word < warning && word[0] >= 'A' && word[0] <= 'Z';
}

/* A failure's severity word in the languages Visual Studio ships (a line's first such word, before any
 * warning word, makes it an error line). */
static const char *const ERROR_WORDS[] = {
    "rror", "RROR", "fatal", "Fehler", "erreur", "errore", "erro ", "erro:",
    "\xd0\xbe\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba", /* ru */
    "\xe9\x94\x99\xe8\xaf\xaf", "\xe3\x82\xa8\xe3\x83\xa9\xe3\x83\xbc", "\xec\x98\xa4\xeb\xa5\x98", /* zh, ja, ko */
    "b\xc5\x82\xc4\x85" "d", "B\xc5\x82\xc4\x85" "d", "hata", "Hata", "HATA", /* pl, tr (cs "chyba" is also pl "probably") */
    "\xe9\x8c\xaf\xe8\xaa\xa4"}; /* zh-TW */

/* "warning D9002", "warning C4819", "warning LNK4098": the word, a blank and a code of a warning
 * range (cl's C4xxx and C5xxx, its command line's D9xxx, link's LNK4xxx). */
static int warning_code_after(const char *word, const char *end)
{
    const char *p = word;
    while (p < end && *p != ' ')
        ++p;
    if (end - p < 6 || *p != ' ')
        return 0;
    ++p;
    const char *digits = p;
    while (digits < end && digits - p < 3 && *digits >= 'A' && *digits <= 'Z')
        ++digits;
    if (end - digits < 4 || !is_digit(digits[0]) || !is_digit(digits[1]) || !is_digit(digits[2]) || !is_digit(digits[3]) ||
        (end - digits > 4 && is_alnum(digits[4])))
        return 0;
    size_t n = (size_t)(digits - p);
    return (n == 1 && *p == 'C' && (digits[0] == '4' || digits[0] == '5')) || (n == 1 && *p == 'D' && digits[0] == '9') ||
           (n == 3 && memcmp(p, "LNK", 3) == 0 && digits[0] == '4');
}

/* Whether a diagnostic's code follows an error word ("error D8000", "\xe9\x94\x99\xe8\xaf\xaf C2220"): the word then
 * starts a second diagnostic on the line, not a word of the warning's own message. */
static int diagnostic_code_follows(const char *p, const char *end)
{
    if (p < end && *p == ' ')
        ++p;
    const char *digits = p;
    while (digits < end && digits - p < 3 && *digits >= 'A' && *digits <= 'Z')
        ++digits;
    if (digits == p || end - digits < 4)
        return 0;
    for (int i = 0; i < 4; ++i)
        if (!is_digit(digits[i]))
            return 0;
    return end - digits == 4 || !is_alnum(digits[4]);
}

static int warning_line(const char *line, size_t length)
{
    static const char *const warnings[] = {
        "warning", "Warning", "WARNING", "Warnung", "avertissement", "advertencia", "avviso", "aviso",
        "\xd0\xbf\xd1\x80\xd0\xb5\xd0\xb4\xd1\x83\xd0\xbf\xd1\x80\xd0\xb5\xd0\xb6\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5", /* ru */
        "\xe8\xad\xa6\xe5\x91\x8a", /* ja, zh */
        "\xea\xb2\xbd\xea\xb3\xa0", /* ko */
        "ostrze\xc5\xbc" "enie", "upozorn\xc4\x9b" "n\xc3\xad", "uyar\xc4\xb1", /* pl, cs, tr */
        /* capitalized, as Visual Studio's error list writes its Severity column */
        "Avertissement", "Advertencia", "Avviso", "Aviso",
        "\xd0\x9f\xd1\x80\xd0\xb5\xd0\xb4\xd1\x83\xd0\xbf\xd1\x80\xd0\xb5\xd0\xb6\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5", /* ru */
        "Ostrze\xc5\xbc" "enie", "Upozorn\xc4\x9b" "n\xc3\xad", "Uyar\xc4\xb1"};
    /* The severity is the first such word after the source place: an error word later on the line
     * is the warning's subject ("ignoring unknown option '-Werror'", "'strerror': deprecated"),
     * and one in the file's name ("C:\\mirror\\error.c(3): warning") is no severity at all. */
    size_t file_start, file_end, rest = 0;
    long number;
    if (parse_location(line, length, &file_start, &file_end, &number, &rest))
        line += rest, length -= rest;
    const char *first_warning = NULL;
    for (size_t i = 0; i < sizeof warnings / sizeof warnings[0]; ++i) {
        const char *at = find_bytes(line, first_warning ? (size_t)(first_warning - line) : length, warnings[i], strlen(warnings[i]));
        if (at)
            first_warning = at;
    }
    if (!first_warning)
        return 0;
    /* a warning with its code ("warning D9002", "warning C4819") is one whatever a wrapper wrote
     * before it (xmake prefixes each line cl writes to stderr with "error: "), but the wrapper's
     * word says the step failed: 2, a warning that fails the log (it ranks after any error) */
    int coded = warning_code_after(first_warning, line + length), prefixed = 0;
    for (size_t i = 0; i < sizeof ERROR_WORDS / sizeof ERROR_WORDS[0] && !prefixed; ++i)
        if (find_bytes(line, (size_t)(first_warning - line), ERROR_WORDS[i], strlen(ERROR_WORDS[i]))) {
            if (!coded)
                return 0;
            prefixed = 1;
        }
    /* Python's warning categories ("UserWarning: Error checking compiler version for cl: ...") and
     * the warnings.warn(...) call it echoes below: the message is the warning's subject */
    if (python_warning(line, first_warning, line + length))
        return 1;
    /* after it, a second diagnostic on the same line still says error ("warning D9035 :cl: error
     * D8000"), a flag or a name does not ("-Werror=vla", "-Wno-error", "strerror") */
    static const char *const severities[] = {"error", "Error", "ERROR", "fatal", "Fehler", "erreur", "errore"};
    const char *end = line + length;
    /* ... and so does one of the CJK languages' ("\xe4\xbb\xa5\xe4\xb8\x8b\xe8\xad\xa6\xe5\x91\x8a\xe8\xa2\xab\xe8\xa7\x86\xe4\xb8\xba\xe9\x94\x99\xe8\xaf\xaf", C2220's "warning treated as error") */
    static const char *const cjk_errors[] = {"\xe9\x94\x99\xe8\xaf\xaf", "\xe9\x8c\xaf\xe8\xaa\xa4", "\xe3\x82\xa8\xe3\x83\xa9\xe3\x83\xbc", "\xec\x98\xa4\xeb\xa5\x98"};
    /* A coded warning's message is its own text, in any language ("warning C4554: ... \xe5\x8f\xaf\xe8\x83\xbd\xe5\xad\x98\xe5\x9c\xa8\xe7\x9a\x84\xe9\x94\x99\xe8\xaf\xaf",
     * "possible error", "mögliche Fehler"): an error word there is a second diagnostic only with a
     * code after it. An uncoded warning keeps the looser reading below. */
    for (size_t i = 0; i < sizeof cjk_errors / sizeof cjk_errors[0]; ++i) {
        size_t n = strlen(cjk_errors[i]);
        for (const char *p = first_warning; (p = find_bytes(p, (size_t)(end - p), cjk_errors[i], n)) != NULL; p += n)
            if (!coded || diagnostic_code_follows(p + n, end))
                return 0;
    }
    for (size_t i = 0; i < sizeof severities / sizeof severities[0]; ++i) {
        size_t n = strlen(severities[i]);
        for (const char *p = first_warning; (p = find_bytes(p, (size_t)(end - p), severities[i], n)) != NULL; ++p) {
            char before = p[-1], after = p + n < end ? p[n] : ' ';
            /* "warning: Compiler family detection failed due to error: ..." (cc-rs): the error is
             * what the warning is about */
            int subject = p - first_warning >= 7 && memcmp(p - 7, "due to ", 7) == 0;
            if (!is_alnum(before) && before != '-' && before != '_' && before != '=' && !is_alnum(after) && after != '_' &&
                !subject && (!coded || diagnostic_code_follows(p + n, end)))
                return 0;
        }
    }
    return prefixed ? 2 : 1;
}

/* ---- CMake Error blocks ------------------------------------------------------------------- */

/* A driver's progress message printed without its newline, CMake's stderr run into it
 * ("Generating ycmd build configuration...CMake Error at CMakeLists.txt:20 (project)"): the header
 * starts after the dots. Only a line that ends as a header does (its ')' or "):") is searched. */
static size_t run_in_header(const char *line, size_t length, size_t body)
{
    size_t end = length;
    while (end > body && (line[end - 1] == ' ' || line[end - 1] == '\t'))
        --end;
    if (end - body < 20 || (line[end - 1] != ')' && line[end - 1] != ':'))
        return body;
    const char *run = find_bytes(line + body, end - body, "...CMake Error at ", 18);
    return run ? (size_t)(run - line) + 3 : body;
}

/* The Severity column's error word of Visual Studio's Error List in the languages it ships. */
static const char *const error_list_severities[] = {"Error", "Erreur", "Fehler", "Errore", "Erro", "Chyba", "Hata",
                                                    "\xd0\x9e\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0", /* ru */
                                                    "B\xc5\x82\xc4\x85\x64", /* pl ("\x64" is the d) */
                                                    "\xe9\x94\x99\xe8\xaf\xaf", "\xe9\x8c\xaf\xe8\xaa\xa4", /* zh-CN, zh-TW */
                                                    "\xe3\x82\xa8\xe3\x83\xa9\xe3\x83\xbc", "\xec\x98\xa4\xeb\xa5\x98"}; /* ja, ko */

/* Where a CMake block's header would start on a line whose prefixes end at `body`: Visual Studio's
 * Error List shows a CMake project's error as a row with no code ("Error<TAB><TAB>CMake Error at"),
 * its Severity word in the UI's language (zh-CN's "\xe9\x94\x99\xe8\xaf\xaf<TAB><TAB>CMake Error at"). */
static size_t header_start(const char *line, size_t length, size_t body)
{
    /* (this runs on every line: most start with none of the words' first bytes) */
    unsigned char first = body < length ? (unsigned char)line[body] : 0;
    int row = first == 'E' || first == 'F' || first == 'C' || first == 'H' || first == 'B' || first >= 0xd0;
    for (size_t w = 0; row && w < sizeof error_list_severities / sizeof error_list_severities[0]; ++w) {
        const char *severity = error_list_severities[w];
        if (line[body] != severity[0])
            continue;
        size_t n = strlen(severity);
        if (length - body > n + 2 && memcmp(line + body, severity, n) == 0 &&
            line[body + n] == '\t' && line[body + n + 1] == '\t')
            return body + n + 2;
    }
    /* Bazel's progress line left in front of it ("__________CMake Error at CMakeLists.txt:6 (project):"),
     * a markdown code span's backtick around a pasted block ("`CMake Error at ..."), or markdown's
     * bold and heading marks over a paste ("**### CMake Error at ...") */
    size_t i = body;
    while (i < length && (line[i] == '_' || line[i] == '`' || line[i] == '*' || line[i] == '#'))
        ++i;
    while (i > body && i < length && line[i] == ' ')
        ++i;
    if (i > body && length - i >= 11 && memcmp(line + i, "CMake Error", 11) == 0)
        return i;
    return run_in_header(line, length, body);
}

/* A header whose first letter the paste lost ("Make Error at CMakeLists.txt:1 (cmake_minimum_required):"
 * where a comment quotes a log from its second byte): CMake's header all the same. GNU make and NMAKE
 * never print these words ("make: *** [all] Error 2"). */
static int clipped_cmake_header(const char *text, size_t length)
{
    return length >= 14 && text[0] == 'M' && memcmp(text, "Make Error at ", 14) == 0;
}

/* "CMake Error at <file>:<line> (<command>):" opens a block of indented message lines. */
static int cmake_error_header(const char *text, size_t length)
{
    return (length >= 11 && memcmp(text, "CMake Error", 11) == 0) || clipped_cmake_header(text, length);
}

/* A clipped header is CMake's error line: no key's needle holds it ("CMake Error" lost its C), so
 * process_line gives it the block key here, for a line no key matched that starts with an M after
 * its prefixes (`body`: where). */
static void clipped_cmake_row(const wg_catalog *catalog, const char *line, size_t length, size_t body, wg_match *m)
{
    if (!clipped_cmake_header(line + body, length - body))
        return;
    m->priority = PRIO_GENERIC;
    m->key = &catalog->keys[catalog->block_key];
    m->at = body;
}

/* A Visual Studio Error List row of a CMake project's error ("\xe9\x94\x99\xe8\xaf\xaf<TAB><TAB>CMake Error at ..."): the
 * Severity column's word is the row's, and where it is a language's error word with a generic key of
 * its own, that key would win as the first on the line; the row's diagnostic is CMake's error. Only a
 * line a generic key matched is looked at (off the per-line path). */
static void error_list_cmake_row(const wg_catalog *catalog, const char *line, size_t length, wg_match *m)
{
    size_t body = skip_prefix(line, length);
    size_t header = header_start(line, length, body);
    if (header == body || !cmake_error_header(line + header, length - header))
        return;
    m->key = &catalog->keys[catalog->block_key];
    m->at = header;
}

/* Bazel's report that a repository rule failed ("ERROR: An error occurred during the fetch of
 * repository 'local_config_cuda':", markdown's bold marks allowed before it) heads the rule's Starlark
 * traceback, indented under it: a block as CMake's is, whose frame or line that names the cause is
 * reported at the header (tensorflow's cuda_configure: find_msvc_tool found no cl.exe). Its first
 * byte is tested before the compare: most lines start otherwise. */
static int bazel_fetch_header(const char *text, size_t length)
{
    static const char header[] = "ERROR: An error occurred during the fetch of repository ";
    size_t i = 0;
    while (i < length && (text[i] == '*' || text[i] == '_'))
        ++i;
    return length - i >= sizeof header - 1 && text[i] == 'E' && memcmp(text + i, header, sizeof header - 1) == 0;
}

/* "CMake Warning at ...", "CMake Warning (dev) in ...", "CMake Deprecation Warning at ...": a
 * block whose findings are warnings. */
static int cmake_warning_header(const char *text, size_t length)
{
    return (length >= 13 && memcmp(text, "CMake Warning", 13) == 0) ||
           (length >= 25 && memcmp(text, "CMake Deprecation Warning", 25) == 0);
}

/* A header the terminal cut right after "CMake Error at": its file and "(message):" follow on
 * lines of their own, which still belong to the block. */
static int cmake_header_cut(const char *text, size_t length)
{
    while (length && text[length - 1] == ' ')
        --length;
    return length >= 13 && memcmp(text + length - 3, " at", 3) == 0 && length <= 16;
}

/* A block's lines are indented deeper than its header ("Call Stack" stands level with it): a
 * header that a wrapping tool indented (pip's "      CMake Error at ...") ends at the wrapper's own
 * less indented lines ("  error: subprocess-exited-with-error"), which are no part of it. */
static size_t indentation(const char *text, size_t length)
{
    size_t i = 0;
    while (i < length && (text[i] == ' ' || text[i] == '\t'))
        ++i;
    return i;
}

/* CMake's status lines ("-- Found CUDA", "-- Architectures:") go to stdout, its blocks to stderr: a
 * console or CI log interleaves them, so a status line inside an error block does not end it (a
 * warning block ends there: an error after it is never taken for the warning's). Its own summaries
 * ("-- Configuring incomplete", "-- Generating done") come after the blocks and end any. */
static int interleaved_status(const char *text, size_t length)
{
    return length >= 3 && memcmp(text, "-- ", 3) == 0 &&
           !(length >= 14 && (memcmp(text, "-- Configuring", 14) == 0 || memcmp(text, "-- Generating", 13) == 0 ||
                              memcmp(text, "-- Build files", 14) == 0));
}

static int in_cmake_block(const char *text, size_t length, size_t header_indent)
{
    size_t indent = indentation(text, length);
    return indent == length || indent > header_indent ||
           (indent == header_indent && length - indent >= 10 && memcmp(text + indent, "Call Stack", 10) == 0);
}

static void set_block_location(wg_classifier *c, const char *text, size_t length)
{
    free(c->block_file);
    c->block_file = NULL;
    c->block_line = 0;
    if (length < 15 || memcmp(text, "CMake Error at ", 15) != 0)
        return;
    size_t colon = length;
    for (size_t i = 15; i < length && text[i] != ' '; ++i)
        if (text[i] == ':')
            colon = i;
    size_t j = colon + 1;
    long line = 0;
    if (colon < length && parse_number(text, length, &j, &line)) {
        c->block_file = copy_bytes(text + 15, colon - 15);
        c->block_line = line;
    }
}

/* Turns a match into a blocker record (new, or merged into an identical one). */
/* A CMake feature check's try_compile (CheckSymbolExists, CheckIncludeFile, a source-compiles check,
 * FindThreads's pthread library links) in its scratch project, or xmake's report of a package
 * check's failed compile or link ("checkinfo: ..."): "no" is the check's answer, so its errors fail
 * nothing unless something else in the log failed (README: a probe's expected failure). The
 * compiler checks (testCCompiler.c, the CUDA identification) are no answers. */
static int wide_piece(const char *line, size_t length, size_t outer);

static int feature_probe_piece(const char *line, size_t length, int *piece)
{
    size_t body = skip_prefix(line, length);
    if (length - body >= 11 && memcmp(line + body, "checkinfo: ", 11) == 0)
        return 1;
    static const char *const scratch[] = {"CMakeScratch", "CMakeTmp", "cmTC_"};
    /* (and a package search's own test program: FindMPI's test_mpi, FindOpenMP's flag check; and a
     * scratch project's link that left symbols unresolved, a function or library check's answer as
     * CMakeConfigureLog.yaml quotes it without the check's name: a compiler check's program resolves
     * everything it calls, or fails on a library it cannot open) */
    static const char *const checks[] = {"CheckSymbolExists", "CheckIncludeFile", "CheckFunctionExists", "CheckLibraryExists",
                                         "CheckTypeSize", "CheckVariableExists", "CheckPrototypeDefinition", "pthread.lib",
                                         "pthreads.lib", "src.c", "test_mpi", "OpenMPTryFlag", "LNK1120", "LNK2019", "LNK2001"};
    int in_scratch = 0;
    for (size_t i = 0; i < sizeof scratch / sizeof scratch[0] && !in_scratch; ++i)
        in_scratch = find_bytes(line, length, scratch[i], strlen(scratch[i])) != NULL;
    for (size_t i = 0; i < sizeof checks / sizeof checks[0] && in_scratch; ++i)
        if (find_bytes(line, length, checks[i], strlen(checks[i])))
            return 1;
    if (in_scratch && piece)
        *piece |= 1; /* (a console's piece of a line: the check's name may be on another piece) */
    for (size_t i = 0; i < sizeof checks / sizeof checks[0] && piece; ++i)
        if (find_bytes(line, length, checks[i], strlen(checks[i])))
            *piece |= 2;
    return 0;
}

static int feature_probe_line(const char *line, size_t length)
{
    return feature_probe_piece(line, length, NULL);
}

/* emit's first step: the diagnostic's code (a code key's needle, else "") and its message (the
 * text after the code, or after the location or the line's prefixes). */
static void read_code_and_message(const wg_match *m, const char *line, size_t length, int located, size_t rest,
                                  char **code, char **message)
{
    const wg_key *key = m->key;
    if (key->type == KEY_CODE) {
        *code = copy_bytes(key->needle, key->needle_length);
        size_t after = m->at + key->needle_length;
        *message = clean_message(line + after, length - after);
    } else {
        *code = copy_bytes("", 0);
        size_t from = located ? rest : skip_prefix(line, length);
        *message = clean_message(line + from, length - from);
    }
}

/* A code key's code of a warning range (cl's C4xxx and C5xxx, its command line's D9xxx, link's LNK4xxx)
 * with no severity word before it on the line: UnrealBuildTool's bracketed form ("Foo.h(41): [C4996]
 * 'strcpy': This function ..."), an Error List row copied without its Severity column. The code then
 * has its default severity, a warning (corpus README, the eighth round's severity rule); an error word
 * before it (a wrapper's "error: ", a row's "Error" column, /WX's promotion) says otherwise. */
static int bare_warning_code(const wg_key *key, const char *line, size_t at)
{
    const char *code = key->needle;
    size_t n = key->needle_length;
    int range = (n == 5 && code[0] == 'C' && (code[1] == '4' || code[1] == '5')) || (n == 5 && code[0] == 'D' && code[1] == '9') ||
                (n == 7 && memcmp(code, "LNK4", 4) == 0);
    if (key->type != KEY_CODE || !range)
        return 0;
    for (size_t i = 0; i < sizeof ERROR_WORDS / sizeof ERROR_WORDS[0]; ++i) {
        size_t w = strlen(ERROR_WORDS[i]);
        for (const char *p = line; (p = find_bytes(p, (size_t)(line + at - p), ERROR_WORDS[i], w)) != NULL; ++p) {
            const char *word = p > line && (*p == 'r' || *p == 'R') && (p[-1] == 'e' || p[-1] == 'E') ? p - 1 : p;
            char before = word > line ? word[-1] : ' ';
            /* a word of its own, not part of a file's name ("C:\\src\\error.c(3): [C4996]", "mirror") */
            if (!is_alnum(before) && before != '\\' && before != '/' && before != '_' && before != '.')
                return 0;
        }
    }
    return !warning_line(line, at); /* (a warning word before it: warning_line reads that line) */
}

/* Whether the match is a warning: a wrapper is no warning, but a tool's report of a status it
 * printed as a warning is (cc-rs's "warning: Compiler family detection failed ... exit code: 2":
 * the build goes on). */
static int match_is_warning(const wg_classifier *c, const wg_match *m, const char *line, size_t length, long unit)
{
    const wg_key *key = m->key;
    const wg_class *cls = &c->catalog->classes[key->class_index];
    /* ... and so is a wrapper's code printed as a warning ("warning MSB4181: The "Exec" task returned
     * false": a task MSBuild let fail) */
    int coded_warning = key->type == KEY_CODE && m->at >= 8 && memcmp(line + m->at - 8, "warning ", 8) == 0;
    /* MSBuild's note under a task's failure it demoted (ContinueOnError): the error is now a warning,
     * and the build goes on */
    if ((coded_warning && cls->kind == KIND_WRAPPER) || find_bytes(line, length, "error was converted to a warning", 32))
        return 1;
    /* ... and so is a wrapper's text inside a warning whose subject is that error ("warning: Compiler
     * family detection failed due to error: ToolExecError: Command ...": cc-rs goes on without it),
     * where the same text relayed as the build script's own warning before its panic ("warning:
     * ring@0.17.8: ToolExecError: Command ...") is the failure's report */
    if (cls->kind == KIND_WRAPPER && key->type == KEY_TEXT && m->at >= 14 &&
        find_bytes(line, m->at, "due to error: ", 14) && warning_line(line, length))
        return 1;
    /* ... and a tool's own warning that an attempt of its failed, quoting the failure ("warning:
     * failed to find cuda devices: nvcc fatal : Cannot find compiler 'cl.exe' in PATH": xmake's
     * GPU probe, after which its configure goes on); cargo's relays name a crate there instead */
    size_t lead = outer_prefix(line, length); /* (a timestamp's, a quote's) */
    while (lead < length && (line[lead] == ' ' || line[lead] == '\t'))
        ++lead;
    if (cls->kind != KIND_WRAPPER && m->at >= lead + 18 && memcmp(line + lead, "warning: failed to ", 19) == 0)
        return 1;
    if (key->fails_alone == 2)
        return 0; /* a failure its tool prints as a warning ('failure' record of a text) */
    return (cls->kind != KIND_WRAPPER || key->type == KEY_EXIT) &&
           (cls->warning || (c->block_unit == unit && c->block_warning) || bare_warning_code(key, line, m->at) ||
            /* a warning word after the key is another diagnostic's, on a line that holds two
             * (Python's repr of a tool's output: "Cannot open include file: ...\r\nnvcc warning : ...") */
            (warning_line(line, length) && warning_line(line, m->at + key->needle_length)));
}

/* Whether a code key's line is a feature check's answer: on the line itself, on the line before
 * where the console cut the check's path off it, or in the output its failed command printed. A
 * check's coded diagnostic (cl's, link's) is its answer, and so is the exit status of the check's own
 * command that names it ("... cmTC_x ... failed (exit code 1104)"); a tool's own words that it cannot
 * run at all (nvcc's "Cannot find compiler 'cl.exe' in PATH" in xmake's checkinfo) are no answer. */
static int status_needle(const wg_key *key)
{
    if (key->reports_status)
        return 1; /* (its status is in its sub-class text: '" failed (exit code' + "(exit code 1104)") */
    for (size_t i = 0; i < key->needle_length; ++i)
        if (key->needle[i] >= '0' && key->needle[i] <= '9')
            return 1;
    return 0;
}

/* A build tool's report that a step failed which names only a scratch project's target ("FAILED:
 * cmTC_34cfe.exe"), where the line before is that step's command as a verbose Ninja echoed it ("[2/2]
 * ... CheckFunctionExists.c.obj ... pthreads.lib"): the check's own step, whose failure is its answer. */
static int scratch_step_failed(const wg_classifier *c, const wg_key *key, const char *line, size_t length)
{
    if (key->type != KEY_TEXT || c->catalog->classes[key->class_index].kind != KIND_WRAPPER || !c->ring_count ||
        !find_bytes(line, length, "cmTC_", 5))
        return 0;
    size_t last = (c->ring_first + c->ring_count - 1) % EXCERPT_BEFORE;
    /* (34m25) ... or MSBuild's end of a scratch project that names its folder ("Done Building Project
     * \"...\\CMakeScratch\\TryCompile-x\\cmTC_44c59.vcxproj\" -- FAILED."), outside a CMake Error block
     * (there a compiler check's output is embedded, and its error is the block's cause) */
    if (!c->block_unit && (find_bytes(line, length, "CMakeScratch", 12) || find_bytes(line, length, "CMakeTmp", 8)))
        return 1;
    return c->ring_cut_probe || c->cut_probe_before || (find_bytes(c->ring_line[last], c->ring_length[last], "cmTC_", 5) &&
                                 feature_probe_line(c->ring_line[last], c->ring_length[last]));
}

static int in_feature_probe(const wg_classifier *c, const wg_key *key, const char *line, size_t length)
{
    if (key->type != KEY_CODE)
        return (status_needle(key) && (feature_probe_line(line, length) || c->probe_chain)) ||
               scratch_step_failed(c, key, line, length);
    if (feature_probe_line(line, length) || c->probe_output_line)
        return 1;
    if (!c->ring_count)
        return 0;
    size_t last = (c->ring_first + c->ring_count - 1) % EXCERPT_BEFORE;
    const char *before = c->ring_line[last];
    size_t before_length = c->ring_length[last];
    return before_length < EXCERPT_WIDTH && wide_piece(before, before_length, outer_prefix(before, before_length)) &&
           feature_probe_line(before, before_length);
}

/* A specific diagnostic (or a wrapper of a CMake script's own: FindCUDA's, vcpkg's) inside a CMake
 * Error block is the block's blocker: the header's generic record gives way to it. A build tool's
 * summary there is the output of a program CMake ran (MSBuild's VCTargetsPath probe), which fails
 * the block rather than explaining it. Returns whether the match took the block's place. */
static int absorb_block_header(wg_classifier *c, const wg_class *cls, long unit)
{
    int block_wrapper = cls->kind == KIND_WRAPPER && (strcmp(cls->tool, "cmake") == 0 || strcmp(cls->tool, "vcpkg") == 0);
    if (!(cls->kind == KIND_SPECIFIC || block_wrapper) || c->block_unit != unit || c->block_record == (size_t)-1)
        return 0;
    wg_record *header = &c->records[c->block_record];
    if (--header->count == 0)
        header->absorbed = 1;
    c->block_record = (size_t)-1;
    return 1;
}

/* A Visual Studio error-list row's place: a tab-separated field that is a path (a separator and a
 * dot), then one of digits, its line ("Error\tC2039\t...\tproj\tC:\\src\\a.h\t118"). */
static int error_list_location(const char *line, size_t length, size_t *file_start, size_t *file_end, long *number)
{
    size_t start = 0;
    while (start < length) {
        const char *tab = memchr(line + start, '\t', length - start);
        if (!tab)
            return 0;
        size_t end = (size_t)(tab - line), next = end + 1, digits = next;
        int path = (memchr(line + start, '\\', end - start) || memchr(line + start, '/', end - start)) &&
                   memchr(line + start, '.', end - start);
        while (digits < length && is_digit(line[digits]))
            ++digits;
        if (path && digits > next && digits - next <= LINE_DIGITS_MAX && (digits == length || line[digits] == '\t' || line[digits] == ' ')) {
            *file_start = start, *file_end = end;
            size_t j = next;
            return parse_number(line, length, &j, number);
        }
        start = next;
    }
    return 0;
}

/* A new record for a blocker not seen before (it takes code, message and subject), with its
 * excerpt opened: the lines before it now, the lines after it as they come. */
static int error_list_row(const char *line, size_t length, size_t outer);

/* Whether a line names a CMake scratch project (a try_compile's folder or target). */
static int scratch_line(const char *line, size_t length)
{
    return find_bytes(line, length, "cmTC_", 5) || find_bytes(line, length, "CMakeTmp", 8) ||
           find_bytes(line, length, "CMakeScratch", 12);
}

static size_t add_record(wg_classifier *c, const wg_key *key, char *code, char *message, char *subject,
                         const char *line, size_t length, long log_line, int absorbs)
{
    size_t file_start = 0, file_end = 0, rest = 0;
    long number = 0;
    int located = parse_location(line, length, &file_start, &file_end, &number, &rest);
    c->records = grow(c->records, &c->record_capacity, c->record_count + 1, sizeof(wg_record));
    size_t index = c->record_count++;
    wg_record *r = &c->records[index];
    memset(r, 0, sizeof *r);
    r->class_index = key->class_index;
    r->key = key;
    r->code = code;
    r->message = message;
    r->subject = subject;
    if (located || error_list_location(line, length, &file_start, &file_end, &number)) {
        r->file = copy_bytes(line + file_start, file_end - file_start);
        r->line = number;
    } else if (absorbs && c->block_file) {
        r->file = copy_bytes(c->block_file, strlen(c->block_file));
        r->line = c->block_line;
    } else {
        r->file = copy_bytes("", 0);
    }
    r->log_line = absorbs ? c->block_log_line : log_line; /* the block is reported at its header */
    r->row = error_list_row(line, length, outer_prefix(line, length));
    r->count = 1;
    r->probe = c->in_probe || (c->check_output_from && log_line > c->check_output_from);
    r->scratch = scratch_line(line, length);
    r->predicted = key->type == KEY_EMULATED;
    size_t body = skip_prefix(line, length);
    r->status = length - body >= 3 && memcmp(line + body, "-- ", 3) == 0;
    for (size_t i = 0; i < c->ring_count; ++i) {
        size_t at = (c->ring_first + i) % EXCERPT_BEFORE;
        r->excerpt[r->excerpt_count++] = text_copy(c->ring_line[at], c->ring_length[at]);
    }
    r->excerpt[r->excerpt_count++] = text_copy(line, length);
    r->need_after = EXCERPT_AFTER;
    c->open_excerpts = grow(c->open_excerpts, &c->open_capacity, c->open_count + 1, sizeof(size_t));
    c->open_excerpts[c->open_count++] = index;
    return index;
}

/* Perl's own report of a script's failure, "<message> at <script> line <N>." (die, croak): its words
 * are the script's, so no key knows them; the shape and a wrapper right after tell them. */
static int perl_die_line(const char *line, size_t length)
{
    while (length && line[length - 1] == ' ')
        --length;
    if (length < 12 || line[length - 1] != '.')
        return 0;
    size_t i = length - 1;
    while (i > 0 && is_digit(line[i - 1]))
        --i;
    if (i == length - 1 || i < 6 || memcmp(line + i - 6, " line ", 6) != 0)
        return 0;
    size_t script_end = i - 6, script = script_end;
    while (script > 0 && line[script - 1] != ' ')
        --script;
    return script < script_end && script >= 4 && memcmp(line + script - 4, " at ", 4) == 0;
}

static size_t emit(wg_classifier *c, const wg_match *m, const char *line, size_t length, long log_line, long unit);

/* A step's own words for its failure, "Failed to read \"x.dll\" for compression" (MakeLZSA under a custom
 * build step): the line starts with them, after the runner's prefix and the blanks MSBuild indents it by. */
static int step_failure_line(const char *line, size_t length)
{
    size_t i = skip_prefix(line, length);
    while (i < length && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    return length - i > 12 && (line[i] == 'F' || line[i] == 'f') && memcmp(line + i + 1, "ailed to ", 9) == 0;
}

/* The most lines above a wrapper that a step's own failure lines are looked for in (the ring's). */
enum { STEP_FAILURE_REACH = EXCERPT_BEFORE };

/* A build script's own error line right above the wrapper that reports its interpreter's exit
 * (Perl's die before NMAKE's U1077 on perl.exe), or the first of the step's own "Failed to ..." lines
 * right above the wrapper that reports the step's exit (MSBuild's MSB3073): the script's failure, an
 * unknown error line. */
static void script_error_before(wg_classifier *c, const wg_key *wrapper, long log_line, long unit)
{
    if (!c->ring_count || c->catalog->row_key == (size_t)-1 || (c->record_count > 1 && c->records[c->record_count - 2].log_line == log_line - 1))
        return;
    size_t last = (c->ring_first + c->ring_count - 1) % EXCERPT_BEFORE;
    const char *before = c->ring_line[last];
    size_t length = c->ring_length[last];
    size_t body = skip_prefix(before, length);
    if (length >= EXCERPT_WIDTH || match_line(c->catalog, before, length).priority)
        return;
    long above = 1;
    if (!perl_die_line(before + body, length - body)) {
        /* (only above a code's wrapper, a command's exit: pip's "Failed to build x" above its own
         * "ERROR: Could not build wheels" is pip's summary, not a step's words) */
        if (wrapper->type != KEY_CODE || !step_failure_line(before, length))
            return;
        /* (the first of a run of them: "Failed to read ..." then "Failed to create ...") */
        for (size_t k = 1; k < STEP_FAILURE_REACH && k < c->ring_count; ++k) {
            size_t slot = (c->ring_first + c->ring_count - 1 - k) % EXCERPT_BEFORE;
            if (c->ring_length[slot] >= EXCERPT_WIDTH || !step_failure_line(c->ring_line[slot], c->ring_length[slot]))
                break;
            before = c->ring_line[slot], length = c->ring_length[slot], above = (long)k + 1;
        }
    }
    wg_match m = {PRIO_GENERIC, &c->catalog->keys[c->catalog->row_key], 0, 0, 0, 0, NULL};
    emit(c, &m, before, length, log_line - above, unit);
}

/* The length of a line's source place, "file(line)" with the column or not, before ": " or " : "
 * (cl of Visual Studio 2010 and older writes a blank before the colon); 0 where it has none. */
static size_t source_place_length(const char *line, size_t length, size_t start)
{
    for (size_t i = start + 1; i + 1 < length && line[i] != ' '; ++i) {
        if (line[i] != '(' || line[i + 1] < '0' || line[i + 1] > '9')
            continue;
        size_t j = i + 1;
        while (j < length && ((line[j] >= '0' && line[j] <= '9') || line[j] == ','))
            ++j;
        if (j < length && line[j] == ')' && j + 1 < length && (line[j + 1] == ':' || line[j + 1] == ' '))
            return j + 1 - start;
    }
    return 0;
}

/* Whether a coded warning comes right after cl's C2220 at the same source place (the C2220's message
 * may wrap over a few log lines): cl writes C2220 "the following warning is treated as an error" just
 * before the warning it promotes, which is then the failure with its own class (the eighth round's
 * severity rule: C4013's undefined function under /WX is MSVC_UNDECLARED). Remembers each C2220's
 * place; a line costs one code compare. */
static int promoted_by_c2220(wg_classifier *c, const char *code, const char *line, size_t length, long log_line)
{
    size_t start = skip_prefix(line, length);
    if (strcmp(code, "C2220") == 0) {
        size_t n = source_place_length(line, length, start);
        c->promote_line = n && n <= sizeof c->promote_place ? log_line : 0;
        if (c->promote_line)
            memcpy(c->promote_place, line + start, n), c->promote_place_length = n;
        return 0;
    }
    if (!c->promote_line || log_line - c->promote_line > 3)
        return 0;
    size_t n = source_place_length(line, length, start);
    return n == c->promote_place_length && memcmp(line + start, c->promote_place, n) == 0;
}

/* Records a matched line: a new blocker, or one more of a blocker already found (same class, code
 * and subject), and what it tells about its unit and an open CMake block. */
/* (34m25) A scratch project's failed end (a feature check's wrapper) answers for the diagnostics its
 * project printed right before it (onnxruntime's MSB8040 in TryCompile-x's cmTC_ project, no stop after
 * it): they are the check's answer too. Back over the unit's records, to the wrapper of another
 * project, a CMake block's header or 40 lines. */
static void scratch_project_answered(wg_classifier *c, size_t wrapper, long unit)
{
    long from = c->records[wrapper].log_line;
    for (size_t i = wrapper; i > 0; --i) {
        wg_record *r = &c->records[i - 1];
        const wg_class *cls = &c->catalog->classes[r->class_index];
        if (from - r->log_line > 40 || cls->kind == KIND_WRAPPER || r->absorbed || c->block_taker == i - 1)
            break;
        if (r->unit == unit)
            r->feature_probe = 1;
    }
}

/* (issue 34, twenty-eighth round) CMakeError.log's "Source file was:" after a source-compiles check's
 * output (check_c_source_compiles, check_c_compiler_flag: "Performing C SOURCE FILE Test C_FLAG_Og failed
 * with the following output:", whose header an excerpt may have cut off): the scratch project's
 * diagnostics right above it are that check's answer (D8016 on a flag the check tried). The compiler
 * checks print no such line. Back over the records to a wrapper, a CMake block's header or 40 lines. */
static void source_check_answered(wg_classifier *c, const char *body, size_t length)
{
    static const char echo[] = "Source file was:";
    if (length < sizeof echo - 1 || memcmp(body, echo, sizeof echo - 1) != 0)
        return;
    for (size_t i = c->record_count; i > 0; --i) {
        wg_record *r = &c->records[i - 1];
        const wg_class *cls = &c->catalog->classes[r->class_index];
        if (c->lines - r->log_line > 40 || cls->kind == KIND_WRAPPER || r->absorbed || c->block_taker == i - 1)
            break;
        if (r->scratch)
            r->feature_probe = 1;
    }
}

static size_t emit(wg_classifier *c, const wg_match *m, const char *line, size_t length, long log_line, long unit)
{
    const wg_key *key = m->key;
    const wg_class *cls = &c->catalog->classes[key->class_index];
    size_t file_start = 0, file_end = 0, rest = 0;
    long number = 0;
    int located = parse_location(line, length, &file_start, &file_end, &number, &rest);
    char *code, *message;
    read_code_and_message(m, line, length, located, rest, &code, &message);
    int warning = match_is_warning(c, m, line, length, unit);
    int promoted = key->type == KEY_CODE && code[0] == 'C' && promoted_by_c2220(c, code, line, length, log_line) &&
                   warning && !cls->cause_warning;
    if (promoted)
        warning = 0;
    /* a cl warning printed as one ("warning C4013") stays a warning where nothing promoted it, also
     * where the console joined the next line's error to it */
    else if (key->type == KEY_CODE && !cls->cause_warning && code[0] == 'C' && code[1] == '4' && warning_line(line, m->at))
        warning = 1;
    int wrapped_warning = warning && warning_line(line, length) == 2;
    if (located && !warning && cls->kind != KIND_WRAPPER)
        c->placed_error_line = log_line, c->placed_error_unit = unit;
    /* Only a diagnostic that names a cause explains its unit: an unknown error line, a warning or
     * a configure probe's expected failure does not make the unit's wrappers redundant. */
    int feature_probe = in_feature_probe(c, key, line, length);
    if (feature_probe)
        c->unit_explained[unit] |= 3; /* a feature check's error explains its own scratch build's wrappers */
    else if (cls->kind == KIND_SPECIFIC && (!warning || cls->cause_warning) && !c->in_probe)
        c->unit_explained[unit] |= 1;
    int absorbs = absorb_block_header(c, cls, unit);
    /* Codes are language-neutral: with a code, the quoted subject identifies the blocker;
     * without one, the whole message does. */
    char *subject = key->type == KEY_CODE ? quoted_subject(message) : NULL;
    if (!subject)
        subject = copy_bytes(message, strlen(message));
    size_t *slot = merge_slot(c, key->class_index, code, subject);
    size_t index;
    /* one CMake Error block is one blocker: a second text of the class that took the block's place,
     * on a later line of the same block (a call-stack frame's CMakeTestCCompiler.cmake under the
     * block's "Failed to generate test project build system."), is that blocker again */
    size_t taker_slot = 0; /* the block taker's record, one-based as merge slots hold it */
    if (!absorbs && !*slot && c->block_taker != (size_t)-1 && c->block_unit == unit && key->type != KEY_CODE &&
        c->records[c->block_taker].class_index == key->class_index) {
        taker_slot = c->block_taker + 1;
        slot = &taker_slot;
    }
    if (*slot) {
        index = *slot - 1;
        wg_record *r = &c->records[index];
        if (r->absorbed) {
            r->absorbed = 0;
            r->count = 0;
        }
        ++r->count;
        free(code), free(message), free(subject);
    } else {
        index = add_record(c, key, code, message, subject, line, length, log_line, absorbs);
        *slot = index + 1;
        if (absorbs)
            c->block_taker = index;
        c->records[index].warning = warning;
        c->records[index].promoted = promoted;
        c->records[index].wrapped_warning = wrapped_warning;
        c->records[index].feature_probe = feature_probe;
        c->records[index].unit = unit;
        if (feature_probe && cls->kind == KIND_WRAPPER)
            scratch_project_answered(c, index, unit);
    }
    if (key->type == KEY_CODE) {
        c->coded_record = index;
        c->coded_line = log_line;
        c->coded_unit = unit;
    } else if (key->type == KEY_TEXT && (cls->kind != KIND_GENERIC || key->remedy)) {
        c->texted_record = index; /* (an unknown error line between them, a cut "error", is no diagnostic) */
        c->texted_line = log_line;
        c->texted_unit = unit;
    }
    size_t header = header_start(line, length, skip_prefix(line, length));
    if (cls->kind == KIND_GENERIC && c->block_unit == unit && c->block_record == (size_t)-1 &&
        (cmake_error_header(line + header, length - header) || bazel_fetch_header(line + header, length - header)))
        c->block_record = index;
    if (cls->kind == KIND_WRAPPER) {
        c->wrappers = grow(c->wrappers, &c->wrapper_capacity, c->wrapper_count + 1, sizeof(wg_wrapper_hit));
        c->wrappers[c->wrapper_count].unit = unit;
        c->wrappers[c->wrapper_count++].record_index = index;
        script_error_before(c, key, log_line, unit);
    }
    return index;
}

static void feed_open_excerpts(wg_classifier *c, const char *line, size_t length)
{
    size_t kept = 0;
    for (size_t i = 0; i < c->open_count; ++i) {
        wg_record *r = &c->records[c->open_excerpts[i]];
        r->excerpt[r->excerpt_count++] = text_copy(line, length);
        /* (the line right after it: a console's cut put the MSBuild project tag that names a scratch
         * project on its own piece) */
        if (r->need_after == EXCERPT_AFTER && !r->scratch)
            r->scratch = scratch_line(line, length);
        if (--r->need_after > 0)
            c->open_excerpts[kept++] = c->open_excerpts[i];
    }
    c->open_count = kept;
}

/* ---- hard-wrapped lines ------------------------------------------------------------------- */

/* Console columns of a UTF-8 line, counting East Asian wide characters twice (the console wraps
 * at a width in cells). */
static void line_widths(const char *line, size_t length, size_t *points, size_t *cells)
{
    size_t p = 0, w = 0;
    const unsigned char *s = (const unsigned char *)line;
    for (size_t i = 0; i < length; ++i) {
        if ((s[i] & 0xc0) == 0x80)
            continue;
        ++p, ++w;
        if (s[i] >= 0xe1 && s[i] <= 0xef && i + 2 < length) {
            unsigned cp = ((unsigned)(s[i] & 0x0f) << 12) | ((unsigned)(s[i + 1] & 0x3f) << 6) | (s[i + 2] & 0x3f);
            if ((cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf) || (cp >= 0xac00 && cp <= 0xd7a3) ||
                (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xff00 && cp <= 0xff60) || (cp >= 0xffe0 && cp <= 0xffe6))
                ++w;
        }
    }
    *points = p, *cells = w;
}

static int non_ascii(const char *line, size_t length)
{
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        uint64_t word;
        memcpy(&word, line + i, 8);
        if (word & 0x8080808080808080ull)
            return 1;
    }
    for (; i < length; ++i)
        if ((unsigned char)line[i] & 0x80)
            return 1;
    return 0;
}

/* non_ascii over a whole block, 32 bytes a step */
static int block_non_ascii(const char *bytes, size_t length)
{
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        uint64_t w[4];
        memcpy(w, bytes + i, sizeof w);
        if ((w[0] | w[1] | w[2] | w[3]) & 0x8080808080808080ull)
            return 1;
    }
    return non_ascii(bytes + i, length - i);
}

/* Counts the characters of a message cmd.exe printed in an OEM code page (CP866, CP936, CP932, CP949)
 * and the paste showed in another: U+FFFD (bytes UTF-8 cannot read), Latin-1 and Latin Extended
 * letters, general punctuation and box drawing (what CP1252, CP437 and Latin-1 make of them), raw
 * bytes that are no UTF-8. Other non-ASCII characters (a real script, or a few bytes that happen to
 * form one) count in *other, ASCII letters in *letters. */
static size_t code_page_garbage(const unsigned char *s, size_t length, size_t *other, size_t *letters)
{
    size_t garbage = 0;
    *other = *letters = 0;
    for (size_t i = 0; i < length;) {
        unsigned char b = s[i];
        if (b < 0x80) {
            *letters += (b | 0x20) >= 'a' && (b | 0x20) <= 'z';
            ++i;
            continue;
        }
        size_t n = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 0;
        int valid = n && i + n <= length;
        for (size_t k = 1; valid && k < n; ++k)
            valid = (s[i + k] & 0xc0) == 0x80;
        if (!valid) { /* a byte of the code page itself, unread */
            ++garbage, ++i;
            continue;
        }
        if (n == 2)
            garbage += b <= 0xcb, *other += b > 0xcb; /* U+0080-U+02FF, or Greek, Cyrillic, ... */
        else if (n == 3 && ((b == 0xef && s[i + 1] == 0xbf && s[i + 2] == 0xbd) ||
                            (b == 0xe2 && (s[i + 1] == 0x80 || s[i + 1] == 0x81 || (s[i + 1] >= 0x94 && s[i + 1] <= 0x97)))))
            ++garbage; /* U+FFFD, U+2000-U+207F, U+2500-U+25FF */
        else
            ++*other;
        i += n;
    }
    return garbage;
}

/* cmd.exe's "'name' is not recognized as an internal or external command" with its words lost to a
 * code page: the quoted command (as cmd quotes it: 'x', "x", or ""x"" for a quoted one) first on the
 * line, after at most a wrapper's short tag ("npm ERR!"), then only code-page garbage to the line's
 * end (Korean's particle follows the quote without a blank). The message's real-script and known
 * mojibake spellings are catalog keys; this is the shape of the rest (U+FFFD runs, other pages). */
static int lost_not_recognized(const char *line, size_t length)
{
    while (length && (line[length - 1] == ' ' || line[length - 1] == '\t'))
        --length;
    if (length < 12 || !((unsigned char)line[length - 1] & 0x80)) /* (the garbage runs to the end) */
        return 0;
    size_t i = 0;
    while (i < length && i <= 16 && line[i] != '\'' && line[i] != '"' && line[i] != ':' && (unsigned char)line[i] < 0x80)
        ++i;
    if (i >= length || (line[i] != '\'' && line[i] != '"') || (i && line[i - 1] != ' ' && line[i - 1] != '\t'))
        return 0;
    char quote = line[i];
    size_t quotes = i + 1 < length && line[i + 1] == quote ? 2 : 1, name = i + quotes, end = name;
    while (end < length && end - name <= 120 && line[end] != quote && (unsigned char)line[end] >= 0x20 &&
           (unsigned char)line[end] < 0x80)
        ++end;
    if (end == name || end + quotes > length || line[end] != quote || (quotes == 2 && line[end + 1] != quote))
        return 0;
    size_t rest = end + quotes + (end + quotes < length && line[end + quotes] == ' ');
    size_t other, letters;
    size_t garbage = code_page_garbage((const unsigned char *)line + rest, length - rest, &other, &letters);
    return garbage >= 6 && garbage >= other && letters <= garbage / 2;
}

static int console_width(size_t n)
{
    return n >= 79 && n <= 320 && (n % 20 == 0 || n % 20 == 19);
}

/* A piece exactly as wide as a usual console (80, 100, 120, ... columns, or one less) was
 * probably cut by the console or by MSBuild; counted in cells, characters or bytes, since the
 * tool that cut it may have counted any of them. */
static int wrap_width(const char *line, size_t length)
{
    if (console_width(length))
        return 1;
    /* Fewer characters than bytes only with non-ASCII bytes, and never fewer than a quarter. */
    if (length < 79 || length / 4 > 320 || !non_ascii(line, length))
        return 0;
    size_t points, cells;
    line_widths(line, length, &points, &cells);
    return console_width(points) || console_width(cells);
}

/* A console-wide piece's rest that is not console-wide, where the two together are: a line a wide
 * console cut (120 columns) that a narrower one cut again (80: pieces of 80 and 40, Roslyn's MSB3026
 * warnings pasted from a 120-column console into an 80-column one). The line goes on after the rest as
 * after any console-wide piece, where every piece of the held line pairs so. `piece` holds the two
 * pieces, `first` and `rest` bytes long. */
static int rewrapped_rest(const char *piece, size_t first, size_t rest)
{
    return wrap_width(piece, first) && !wrap_width(piece + first, rest) && wrap_width(piece, first + rest);
}

/* A console-wide piece, counted with or without a prefix of `outer` bytes (a console shows Flutter's
 * timestamps and wraps them with the line; a markdown quote was added after the wrap). */
static int wide_piece(const char *line, size_t length, size_t outer)
{
    return wrap_width(line, length) || (outer && wrap_width(line + outer, length - outer));
}

/* A line that ends at its severity ("bzip2/1.0.8: ERROR: ", conan 2's line before its message): the
 * message is the next line, which the join may recognise where neither piece alone does. */
static int ends_at_severity(const char *line, size_t length)
{
    while (length && (line[length - 1] == ' ' || line[length - 1] == '\t'))
        --length;
    return length >= 6 && (memcmp(line + length - 6, "ERROR:", 6) == 0 || memcmp(line + length - 6, "error:", 6) == 0 ||
                           memcmp(line + length - 6, "Error:", 6) == 0);
}

/* A diagnostic's line that ends at its bare severity word, after a source place or a tool's name
 * ("x.h(1,1): error", "foo.obj : warning", "LINK : fatal error"): a wrap cut its code off, with the blank
 * before it (a paste trims a line's trailing blanks). */
static int severity_cut_off(const char *line, size_t length)
{
    while (length && (line[length - 1] == ' ' || line[length - 1] == '\t'))
        --length;
    size_t word = length >= 5 && memcmp(line + length - 5, "error", 5) == 0     ? 5
                  : length >= 7 && memcmp(line + length - 7, "warning", 7) == 0 ? 7
                                                                               : 0;
    if (!word || length < word + 4)
        return 0;
    const char *before = line + length - word;
    return memcmp(before - 3, "): ", 3) == 0 || memcmp(before - 3, " : ", 3) == 0 ||
           (length >= word + 6 && memcmp(before - 6, "fatal ", 6) == 0);
}

/* A piece that starts with a diagnostic's code and its colon ("C4819: ...", "LNK1120: 1 unresolved"). */
static int code_then_colon(const char *line, size_t length)
{
    size_t letters = 0;
    while (letters < length && letters < 3 && line[letters] >= 'A' && line[letters] <= 'Z')
        ++letters;
    if (!letters || length < letters + 5)
        return 0;
    for (size_t i = letters; i < letters + 4; ++i)
        if (!is_digit(line[i]))
            return 0;
    return line[letters + 4] == ':';
}

/* GNU ld's "<object>:(.text+0x17): undefined reference to `x'" cut after its "undefined" (a console wrap,
 * a paste with a blank line inside the message): the rest comes on a later line. */
static int ends_undefined(const char *line, size_t length)
{
    while (length && (line[length - 1] == ' ' || line[length - 1] == '\t'))
        --length;
    return length >= 12 && memcmp(line + length - 12, "): undefined", 12) == 0;
}

/* A line held back for a possible continuation: console-wide, or a long one that says error,
 * warning or fatal (`marker`, `warned`: its failure and warning words, found by the caller; `wide`:
 * wide_piece's answer). */
static int may_continue(const char *line, size_t length, int marker, int warned, int wide)
{
    if (ends_undefined(line, length))
        return 1;
    if (marker && (ends_at_severity(line, length) || severity_cut_off(line, length)))
        return 1;
    if (length < WRAP_MIN)
        return 0;
    return marker || warned || wide;
}

static void hold(wg_classifier *c, const char *line, size_t length, const wg_match *m, long unit)
{
    memcpy(c->pending, line, length);
    c->pending_length = length;
    c->pending_tail = length;
    c->pending_rewrap = wrap_width(line, length);
    c->pending_outer = outer_prefix(line, length);
    c->pending_line = c->lines;
    c->pending_unit = unit;
    c->pending_match = *m;
    c->has_pending = 1;
}

/* A feature check's command that failed, with its output below it (probe_output); and whether the
 * line being read is that output: indented as deep as the command's line or deeper, blank lines
 * included. The command's line may come cut by a console: its pieces go on while each fills the
 * console's width. */
static size_t line_indent(const char *line, size_t length, size_t from)
{
    size_t i = from;
    while (i < length && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    return i - from;
}

static int says_output_follows(const char *line, size_t length)
{
    static const char tail[] = "with the following output:";
    size_t n = length;
    while (n && (line[n - 1] == ' ' || line[n - 1] == '\r'))
        --n;
    /* (its last byte first: this runs on every line) */
    return n >= sizeof tail - 1 && line[n - 1] == ':' && memcmp(line + n - (sizeof tail - 1), tail, sizeof tail - 1) == 0;
}

/* (a line joined from its pieces, read whole) */
static void probe_output_header(wg_classifier *c, const char *line, size_t length)
{
    if (says_output_follows(line, length) && feature_probe_line(line, length))
        c->probe_output = line_indent(line, length, outer_prefix(line, length)) + 1;
}

static void probe_output_track(wg_classifier *c, const char *line, size_t length, size_t outer, int wide)
{
    size_t indent = line_indent(line, length, outer);
    if (c->probe_output && outer + indent < length && indent + 1 < c->probe_output)
        c->probe_output = 0;
    c->probe_output_line = c->probe_output != 0;
    /* (the check's words are looked for only where they matter: on a line that says its output
     * follows, or one a console cut, which may start a chain of pieces) */
    int follows = says_output_follows(line, length);
    int continued = c->probe_chain && c->probe_chain_wide;
    int own = !continued && (follows || wide) && feature_probe_line(line, length);
    if (own)
        c->probe_chain_indent = indent;
    c->probe_chain = own || continued;
    c->probe_chain_wide = c->probe_chain && wide;
    /* a line the console cut whose pieces together name a scratch project and a check: the line after
     * its last piece may be its step's failure (scratch_step_failed) */
    c->cut_probe_before = c->cut_probe;
    c->cut_probe = 0;
    if (wide || c->cut_open) {
        if (!c->cut_open)
            c->cut_bits = 0;
        if (feature_probe_piece(line, length, &c->cut_bits))
            c->cut_bits = 3;
        c->cut_probe = !wide && c->cut_open && c->cut_bits == 3;
    }
    c->cut_open = wide;
    if (c->probe_chain && follows)
        c->probe_output = c->probe_chain_indent + 1; /* (from the next line on) */
}

static void apply_note(wg_classifier *c, const wg_key *note, long unit, int own_stream, long log_line);

static void flush_pending(wg_classifier *c)
{
    if (!c->has_pending)
        return;
    c->has_pending = 0;
    int quoted_unknown = c->pending_source && c->pending_match.priority <= PRIO_GENERIC &&
                         !(c->pending_match.key && c->pending_match.key->remedy);
    /* a note its pieces joined ("...: error" + "MSB6006: ..." under cmd's words) is read at the line's first piece */
    if (c->pending_match.note && c->pending_length > c->pending_tail) {
        size_t body = skip_prefix(c->pending, c->pending_length);
        apply_note(c, c->pending_match.note, c->pending_unit, body > 0 && c->pending[body - 1] == '>', c->pending_line);
    }
    if (c->pending_match.priority > PRIO_NONE && !(c->pending_ignored && c->pending_match.priority <= PRIO_WRAPPER) &&
        !quoted_unknown)
        emit(c, &c->pending_match, c->pending, c->pending_length, c->pending_line, c->pending_unit);
    probe_output_header(c, c->pending, c->pending_length);
    ring_push(c, c->pending, c->pending_length);
}

static int error_marker(const char *line, size_t length);
static int unresolved_symbol_tail(const char *line, size_t length);
static int under_link_diagnostic(const wg_classifier *c, int wide_counts);

/* A line that starts with a bare severity and its colon: a tool's own line (setuptools' "error: command
 * '...cl.exe' failed with exit code 2", GNU tools' "error: ...", "warning: ..."), never the rest of the
 * line before, whatever that line's width (a cl note of 139 bytes only looks cut by a 140-column console). */
static int starts_with_severity(const char *line, size_t length)
{
    static const char *const severities[] = {"error: ", "warning: ", "fatal error: "};
    size_t i = skip_prefix(line, length);
    for (size_t s = 0; s < sizeof severities / sizeof severities[0]; ++s)
        if (length - i >= strlen(severities[s]) && memcmp(line + i, severities[s], strlen(severities[s])) == 0)
            return 1;
    return 0;
}

/* A compiler's note at a source place: cl's "C:\\x\\vec.h(128): note: ..." (also in the French and Chinese
 * cl), MSBuild's "1>C:\\x\\a.cpp(33,10): message : ..." (Visual Studio 2019 and later). */
static int note_at_place(const char *line, size_t length)
{
    size_t a, b, rest;
    long number;
    if (!parse_location(line, length, &a, &b, &number, &rest))
        return 0;
    while (rest < length && (line[rest] == ' ' || line[rest] == '\t'))
        ++rest;
    return (length - rest >= 5 && memcmp(line + rest, "note:", 5) == 0) ||
           (length - rest >= 9 && memcmp(line + rest, "message :", 9) == 0);
}

/* A line that starts a diagnostic of its own: a source place ("a.cpp(3): ", "C:\\x.targets(5,5): "), a
 * tool's name and a colon ("NMAKE : fatal error", "LINK : ") or a bare severity, never the rest of the
 * line before. */
static int starts_diagnostic(const char *line, size_t length)
{
    size_t a, b, r;
    long number;
    if (parse_location(line, length, &a, &b, &number, &r) || starts_with_severity(line, length))
        return 1;
    size_t i = skip_prefix(line, length);
    while (i < length && (is_alnum(line[i]) || line[i] == '.' || line[i] == '-' || line[i] == '_'))
        ++i;
    return i + 2 < length && line[i] == ' ' && line[i + 1] == ':' && line[i + 2] == ' ';
}

/* Puts the next piece's first *take bytes after the held line (not yet counted in its length) and
 * matches the join. MSBuild's console indents the piece it wrapped: a code cut in two ("error C2" +
 * "       065:") joins without the indentation where that reads better (*take then drops it). */
static wg_match join_piece(wg_classifier *c, const char *next, size_t *take)
{
    memcpy(c->pending + c->pending_length, next, *take);
    wg_match joined = match_line(c->catalog, c->pending, c->pending_length + *take);
    size_t indent = 0;
    while (indent < *take && (next[indent] == ' ' || next[indent] == '\t'))
        ++indent;
    if (indent && indent < *take && is_alnum(c->pending[c->pending_length - 1]) && is_alnum(next[indent])) {
        memcpy(c->pending + c->pending_length, next + indent, *take - indent);
        wg_match unindented = match_line(c->catalog, c->pending, c->pending_length + *take - indent);
        if (unindented.priority > joined.priority)
            joined = unindented, *take -= indent;
        else
            memcpy(c->pending + c->pending_length, next, *take);
    }
    return joined;
}

/* After a piece joined the held line (its tail now, after one of `prev_tail` bytes): whether its pieces
 * still pair as rewrapped_rest reads them, from the chain's first piece on (a long line cut at 80 alone,
 * whose last piece is 40 wide, is no rewrapped one). */
static void track_rewrap(wg_classifier *c, size_t prev_tail, const char *next, size_t next_length)
{
    const char *tail = c->pending + c->pending_length - c->pending_tail;
    if (c->pending_rewrap == 1 && rewrapped_rest(tail - prev_tail, prev_tail, c->pending_tail))
        c->pending_rewrap = 2;
    else
        c->pending_rewrap = c->pending_rewrap == 2 && wrap_width(next, next_length);
}

/* Joins take bytes of the piece next (already copied after the held line by join_piece) to the
 * held line, matched as joined. The chain goes on after a console-wide piece, or while it says
 * error and names no cause yet (a second wrap inside the piece: "...: err" + "or C2" + "       065:
 * ..."), or while its code still lacks the sub-class text its needle's other keys have, as a line
 * is held for it (a line wrapped at 104 columns wrapped again at 80: "...symbol __cudaRegisterLinked"
 * + "Binary_54_..."); else the held line is read now. */
static void join_continuation(wg_classifier *c, const char *next, size_t next_length, size_t take, wg_match joined)
{
    size_t prev_tail = c->pending_tail;
    c->pending_length += take;
    c->pending_tail = take;
    track_rewrap(c, prev_tail, next, next_length);
    c->pending_match = joined;
    int unresolved = joined.priority < PRIO_SPECIFIC && error_marker(c->pending, c->pending_length);
    int refinable = joined.key && joined.key->refinable;
    if ((!wrap_width(next, next_length) && c->pending_rewrap != 2 && !unresolved && !refinable) ||
        c->pending_length == MAX_LINE)
        flush_pending(c);
}

/* wide_piece for the held piece `tail` (`outer`: its prefix's bytes, 0 after its first piece). Where it
 * and the next line both start with a markdown quote ("> "), the person who pasted quoted every line,
 * a console's pieces too: the quote came after any wrap and does not count (a 77-byte MSBuild line
 * quoted is 79 wide, and no piece). A quoted line whose next line has no quote was wrapped after it
 * was quoted: the quote counts. */
static int quoted_piece_wide(const char *tail, size_t length, size_t outer, const char *next_line)
{
    if (outer && tail[0] == '>' && next_line[0] == '>') {
        size_t quote = length == 1 || tail[1] != ' ' ? 1 : 2;
        return wide_piece(tail + quote, length - quote, outer - quote);
    }
    return wide_piece(tail, length, outer);
}

/* Whether a line starts with MSBuild's "N>" project prefix (after a runner's or a paste's prefix). */
static int project_prefixed(const char *line, size_t length)
{
    size_t i = outer_prefix(line, length), digits = i;
    while (digits < length && is_digit(line[digits]))
        ++digits;
    return digits > i && digits < length && line[digits] == '>';
}

/* A held line that is a path alone after its prefixes (a drive's root, no ": " in it), cut by a wrap
 * inside a word that the next piece goes on with. */
static int path_cut_in_word(const char *line, size_t length, const char *next)
{
    size_t body = skip_prefix(line, length);
    if (length - body < 4 || !is_alnum(line[body]) || line[body + 1] != ':' || (line[body + 2] != '\\' && line[body + 2] != '/'))
        return 0;
    return is_alnum(line[length - 1]) && is_alnum(next[0]) && !find_bytes(line + body, length - body, ": ", 2);
}

/* The code its severity word was cut from, the blank between them trimmed by the paste ("x.h(1,1):
 * error" + "C4819: ..."): one diagnostic, joined with the blank put back into the held line. */
static int rejoin_cut_code(wg_classifier *c, const char *next, size_t next_length)
{
    if (c->pending_length + 1 >= MAX_LINE || !severity_cut_off(c->pending, c->pending_length) ||
        !code_then_colon(next, next_length))
        return 0;
    c->pending[c->pending_length++] = ' ';
    ++c->pending_tail;
    return 1;
}

/* A pasted LNK2001 tail that the console cut (its decorated name goes on on the next line, `take` bytes
 * of it after the held line): the join has the tail's shape where neither piece is a key. (The held
 * piece is not in the ring: the line before it is, which under_link_diagnostic reads.) */
static void match_symbol_tail(const wg_classifier *c, size_t take, wg_match alone, wg_match *joined)
{
    if (joined->priority != PRIO_NONE || alone.priority != PRIO_NONE || c->catalog->symbol_tail_key == (size_t)-1 ||
        !unresolved_symbol_tail(c->pending, c->pending_length + take) || under_link_diagnostic(c, 0))
        return;
    joined->key = &c->catalog->keys[c->catalog->symbol_tail_key];
    joined->priority = key_priority(c->catalog, joined->key);
    joined->at = 0;
}

/* Tries `next` as the continuation of the held line. Joined when that recognises more than either
 * piece alone; or when the held piece is console-wide and either it is already recognised and the
 * next piece is nothing by itself (the rest of a message: a header's name, a symbol), or it holds
 * the file and line the next piece lacks. Chains of any length: the joined line stays held while
 * its last piece is console-wide. */
static int continue_pending(wg_classifier *c, const char *next_line, size_t next_line_length)
{
    if (!c->has_pending)
        return 0;
    /* a paste that quotes or timestamps every line does so to the wrapped piece too: the piece
     * continues the held line without that prefix */
    size_t drop = outer_prefix(c->pending, c->pending_length) ? outer_prefix(next_line, next_line_length) : 0;
    const char *next = next_line + drop;
    size_t next_length = next_line_length - drop;
    /* a console's piece of a line MSBuild prefixed ("1>") has no prefix of its own: a prefixed line after a
     * prefixed one is a line of its own */
    if (project_prefixed(next, next_length) && project_prefixed(c->pending, c->pending_length))
        return 0;
    int cut_code = rejoin_cut_code(c, next, next_length);
    size_t room = MAX_LINE - c->pending_length;
    size_t take = next_length < room ? next_length : room;
    size_t blank = 0;
    while (blank < next_length && (next[blank] == ' ' || next[blank] == '\t'))
        ++blank;
    if (blank == next_length && ends_undefined(c->pending, c->pending_length))
        return 1; /* a blank line inside GNU ld's message: its rest comes after it */
    if (take == 0 || next_length == 0)
        return 0;
    size_t body = skip_prefix(next, next_length);
    if (starts_unit(next + body, next_length - body) || cmake_error_header(next + body, next_length - body) ||
        cmake_warning_header(next + body, next_length - body))
        return 0; /* "FAILED: ...", "[3/9] Building ...", "CMake Error at": a line of its own, never a continuation */
    wg_match joined = join_piece(c, next, &take);
    wg_match alone = match_line(c->catalog, next, next_length);
    const char *tail = c->pending + c->pending_length - c->pending_tail;
    int tail_wide = quoted_piece_wide(tail, c->pending_tail, c->pending_tail == c->pending_length ? c->pending_outer : 0,
                                      next_line) ||
                    c->pending_rewrap == 2;
    if (tail_wide)
        match_symbol_tail(c, take, alone, &joined);
    /* more: the join is recognised better, or as well but by a key cut in two (its start is in the
     * held piece: "subprocess.Ca" + "lledProcessError: ... exit status 1") */
    /* (never two diagnostics that each name their own source place: "1>C:\\...\\utility(347,1): error
     * C2678: ..." then "4>D:\\x\\y.cu(602): error : ...", a pasted list, are two lines, not one) */
    size_t a, b, r;
    long number;
    int own_place = parse_location(next, next_length, &a, &b, &number, &r) &&
                    parse_location(c->pending, c->pending_length, &a, &b, &number, &r);
    int more = joined.priority > c->pending_match.priority && !own_place &&
               (joined.priority > alone.priority ||
                (joined.priority == alone.priority && joined.at < c->pending_length && joined.key != alone.key));
    /* (a wrapper's rest may hold a bare failure word of its own: "...failed with: BU" + "ILD_FAILED";
     * an unknown error line's rest, the wrapper's words that name it: "error: Setup script exited
     * with error: command '...cl.exe" + "' failed with exit code 2") */
    int rest = tail_wide && joined.priority >= c->pending_match.priority && next[0] != ' ' && next[0] != '\t' &&
               ((c->pending_match.priority >= PRIO_SPECIFIC && alone.priority == PRIO_NONE) ||
                (c->pending_match.priority == PRIO_WRAPPER && alone.priority <= PRIO_GENERIC) ||
                /* (a wrapper's rest that another tool's wrapper key knows alone, where the join has a key
                 * of its own with a sub-class text from both pieces: "gyp ERR! stack Error: `...\Build" +
                 * "Tools\...\MSBuild.exe` failed with exit code: 1", node-gyp's, not setuptools') */
                (c->pending_match.priority == PRIO_WRAPPER && alone.priority == PRIO_WRAPPER && joined.key &&
                 joined.key->also && joined.key != alone.key && joined.key != c->pending_match.key) ||
                (c->pending_match.priority == PRIO_GENERIC && alone.priority <= PRIO_WRAPPER &&
                 !starts_diagnostic(next, next_length)));
    /* the held piece carries the file and line the next one lacks: "...\\load.cpp(12" + "): fatal error" */
    /* (the next piece's own place is that file's cut name where the held piece is a path alone, cut inside a
     * word: "1>C:\\Program Files\\...\\Microsoft.CppCommon.t" + "argets(151,5): error MSB3073: ...") */
    int place = tail_wide && !more && !rest && joined.priority > PRIO_NONE && joined.priority >= alone.priority &&
                !starts_with_severity(next, next_length) &&
                parse_location(c->pending, c->pending_length + take, &a, &b, &number, &r) &&
                (!parse_location(next, next_length, &a, &b, &number, &r) ||
                 (c->pending_tail == c->pending_length && path_cut_in_word(c->pending, c->pending_length, next)));
    /* ... or the word that makes it a warning, cut in two: "port.h : warnin" + "g C4819: ..." (the
     * join says warning, neither piece does; a whole warning line is not the next line's severity) */
    int joined_warning = warning_line(c->pending, c->pending_length + take);
    int severity = tail_wide && !more && !rest && !place && joined.priority > PRIO_NONE &&
                   joined.priority >= alone.priority && joined_warning != warning_line(next, next_length) &&
                   joined_warning != warning_line(c->pending, c->pending_length);
    /* ... or the rest of a warning that names a failed command: "warning: Compiler family detection
     * failed due to error: ..." + "(status code exit code: 2)." (cc-rs): the status is the warning's */
    int warned = tail_wide && !more && !rest && !place && !severity && next[0] != ' ' && next[0] != '\t' &&
                 alone.priority <= PRIO_WRAPPER && joined_warning && warning_line(c->pending, c->pending_length) &&
                 !parse_location(next, next_length, &a, &b, &number, &r);
    /* (34m25) ... or a warning's rest that says again what its held piece's key named, the cause it warns
     * of ("UserWarning: Error checking compiler version for cl: [WinError 2]" + the same error 2 in Windows'
     * words, Chinese on a console cut at 80 columns): the warning's words, not an error line of its own */
    int restated = tail_wide && !more && !rest && !place && !severity && !warned && alone.key &&
                   c->pending_match.key && alone.key->class_index == c->pending_match.key->class_index &&
                   joined_warning && warning_line(c->pending, c->pending_length) &&
                   !parse_location(next, next_length, &a, &b, &number, &r);
    /* ... or the rest of a line no key knows that makes it a warning (a file's place cut before its
     * "(3813,5): warning MSB3026: Could not cop", a console's 120-column piece wrapped again at 80): the
     * warning's line, whose further pieces then join as its rest */
    int warning_rest = tail_wide && !more && !rest && !place && !severity && !warned && !restated &&
                       joined.priority == PRIO_NONE && alone.priority == PRIO_NONE && joined_warning &&
                       next[0] != ' ' && next[0] != '\t' && !parse_location(next, next_length, &a, &b, &number, &r);
    if (!cut_code && !more && !rest && !place && !severity && !warned && !restated && !warning_rest)
        return 0;
    feed_open_excerpts(c, next_line, next_line_length);
    join_continuation(c, next, next_length, take, joined);
    return 1;
}

/* ---- truncated lines ---------------------------------------------------------------------- */

static int error_marker(const char *line, size_t length)
{
    return find_bytes(line, length, "rro", 3) || find_bytes(line, length, "RRO", 3) ||
           find_bytes(line, length, "atal", 4);
}

/* A pasted excerpt often ends mid-message: a line that ends with the first part of a key's text
 * (at least 12 bytes, and half of it) still counts as that key. Tried only on lines that say
 * error and matched nothing specific, so the cost stays off the common path. */
/* (34m25) A piece that starts a path's component ("(x86)/Microsoft Visual", where CMake's wrap of a quoted
 * compiler path cut "Microsoft Visual Studio/2017/...") is a file's name, not a message's cut words
 * ("Microsoft Visual Studio not found"). */
static int in_path_component(const char *line, size_t at, const char *needle)
{
    return at > 0 && (line[at - 1] == '/' || line[at - 1] == '\\') && is_alnum(needle[0]);
}

static wg_match match_truncated(const wg_catalog *catalog, const char *line, size_t length, wg_match best)
{
    while (length && (line[length - 1] == ' ' || line[length - 1] == '\t'))
        --length;
    for (size_t i = 0; i < catalog->key_count; ++i) {
        const wg_key *key = &catalog->keys[i];
        if (key->type == KEY_CODE || key->type == KEY_CRASH || key->also)
            continue;
        int priority = key_priority(catalog, key);
        if (priority <= best.priority)
            continue;
        size_t least = key->needle_length / 2 > 12 ? key->needle_length / 2 : 12;
        size_t n = key->needle_length - 1 < length ? key->needle_length - 1 : length;
        for (; n >= least; --n)
            if (memcmp(line + length - n, key->needle, n) == 0 &&
                !(is_digit(line[length - 1]) && is_digit(key->needle[n])) && /* "status 1" is no cut "status 1181" */
                !in_path_component(line, length - n, key->needle)) {
                best.priority = priority, best.key = key, best.at = length - n;
                break;
            }
    }
    return best;
}

/* ---- lines -------------------------------------------------------------------------------- */

/* A Visual Studio error-list row, as pasted (tabs, or blanks where the copy lost them): the
 * severity word, then a diagnostic code ("Error\tC2440\t'initializing': cannot convert ...",
 * "Fehler C1083 ...") or, with tabs, an empty code column, or no code column at all (the description,
 * then the row's further columns). It fails even where the catalog knows neither the code nor a word
 * on it. */
/* ... and such a numbered row whose tabs a copy turned into blanks: the number, then the description,
 * which starts with the tool's own "error" and its code ("错误  104 error LNK1181: 无法打开输入文件"). */
static int numbered_row_blanks(const char *line, size_t length, size_t j)
{
    while (j < length && line[j] == ' ')
        ++j;
    size_t digits = j;
    while (digits < length && digits - j <= 5 && is_digit(line[digits]))
        ++digits;
    if (digits == j || digits >= length || line[digits] != ' ')
        return 0;
    while (digits < length && line[digits] == ' ')
        ++digits;
    if (length - digits > 12 && memcmp(line + digits, "fatal error ", 12) == 0)
        digits += 6;
    if (length - digits <= 6 || memcmp(line + digits, "error ", 6) != 0)
        return 0;
    size_t letters = digits + 6;
    while (letters < length && line[letters] >= 'A' && line[letters] <= 'Z')
        ++letters;
    size_t code = letters;
    while (code < length && is_digit(line[code]))
        ++code;
    return letters > digits + 6 && letters - (digits + 6) <= 3 && code - letters == 4;
}

static int error_list_row(const char *line, size_t length, size_t outer)
{
    /* most lines start (after a runner's prefix) with neither a word's first byte nor a prefix */
    unsigned char first = outer < length ? (unsigned char)line[outer] : 0;
    if (first < 0x80 && !(first == ' ' || first == '\t' || first == '>' || first == '*' || first == '|' || is_digit((char)first) ||
                          first == 'E' || first == 'F' || first == 'C' || first == 'H' || first == 'B'))
        return 0;
    size_t i = skip_prefix_after(line, length, outer);
    while (i < length && (line[i] == '>' || line[i] == '*' || line[i] == ' ' || line[i] == '|'))
        ++i; /* a markdown quote, bold or table */
    unsigned char word = i < length ? (unsigned char)line[i] : 0;
    if (!(word == 'E' || word == 'F' || word == 'C' || word == 'H' || word == 'B' || word == 0xd0 || word == 0xe9 ||
          word == 0xe3 || word == 0xec))
        return 0;
    for (size_t w = 0; w < sizeof error_list_severities / sizeof error_list_severities[0]; ++w) {
        const char *severity = error_list_severities[w];
        if (line[i] != severity[0])
            continue;
        size_t n = strlen(severity);
        if (length - i <= n || memcmp(line + i, severity, n) != 0 || (line[i + n] != '\t' && line[i + n] != ' '))
            continue;
        size_t j = i + n;
        if (line[j] == '\t' && j + 1 < length && line[j + 1] == '\t')
            return 1; /* an empty code column: nvcc's front end ("Error<TAB><TAB>expected a \";\"") */
        size_t index = j + 1;
        while (line[j] == '\t' && index < length && index - j <= 5 && is_digit(line[index]))
            ++index;
        if (line[j] == '\t' && index > j + 1 && index < length && line[index] == '\t')
            return 1; /* Visual Studio 2010-2013's numbered rows ("Error<TAB>2<TAB>Source parameter ...") */
        if (numbered_row_blanks(line, length, j))
            return 1;
        int tabbed = line[j] == '\t';
        while (j < length && (line[j] == '\t' || line[j] == ' ' || line[j] == '|'))
            ++j;
        size_t letters = j;
        while (letters < length && ((line[letters] >= 'A' && line[letters] <= 'Z') || (line[letters] >= 'a' && line[letters] <= 'z')))
            ++letters;
        size_t digits = letters;
        while (digits < length && line[digits] >= '0' && line[digits] <= '9')
            ++digits;
        /* (up to four capitals: MSBuild's packaging APPX3217 and midl's MIDL2011 have four) */
        if (letters > j && letters - j <= 4 && digits - letters == 4 && (digits == length || !is_alnum(line[digits])))
            return 1;
        /* a row copied without its Code column: the description, then two more columns at least
         * (Project, File, Line: "Error<TAB>precompiled header file is from ...<TAB>app<TAB>C:\...") */
        size_t tabs = 0;
        for (size_t t = j; tabbed && t < length && tabs < 2; ++t)
            tabs += line[t] == '\t' && t > j;
        return tabs >= 2;
    }
    return 0;
}

/* The words MSVC, MSBuild and their localized releases print as a diagnostic's severity, where
 * English prints "error". Latin and Cyrillic ones count as whole words; CJK ones anywhere in the
 * severity (\xe8\x87\xb4\xe5\x91\xbd\xe9\x94\x99\xe8\xaf\xaf "fatal error" is one token). */
static const char *const SEVERITY_WORDS[] = {
    "error", "Error", "ERROR", "erro", "Erro", "ERRO", "errore", "Errore", "ERRORE", "erreur", "Erreur", "ERREUR",
    "Fehler", "FEHLER", "chyba", "Chyba", "CHYBA", "hata", "Hata", "HATA",
    "b\xc5\x82\xc4\x85" "d", "B\xc5\x82\xc4\x85" "d", "B\xc5\x81\xc4\x84" "D",                                     /* pl */
    "\xd0\xbe\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0", "\xd0\x9e\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0", /* ru */
    "\xd0\x9e\xd0\xa8\xd0\x98\xd0\x91\xd0\x9a\xd0\x90",
    "\xe9\x94\x99\xe8\xaf\xaf", "\xe9\x8c\xaf\xe8\xaa\xa4", "\xe3\x82\xa8\xe3\x83\xa9\xe3\x83\xbc", "\xec\x98\xa4\xeb\xa5\x98"}; /* zh, ja, ko */

/* The length of the severity word that starts at text[i] (a whole word for a Latin or Cyrillic
 * one), or 0. */
static size_t severity_word_at(const char *text, size_t length, size_t i)
{
    unsigned char before = i ? (unsigned char)text[i - 1] : ' ';
    for (size_t w = 0; w < sizeof SEVERITY_WORDS / sizeof SEVERITY_WORDS[0]; ++w) {
        const char *word = SEVERITY_WORDS[w];
        size_t n = strlen(word);
        if (n > length - i || memcmp(text + i, word, n) != 0)
            continue;
        if ((unsigned char)word[0] >= 0xe0)
            return n; /* CJK: no blanks between words */
        unsigned char after = i + n < length ? (unsigned char)text[i + n] : ' ';
        int letter_before = is_alnum((char)before) || before == '-' || before == '_' || before == '=' || before >= 0x80;
        int letter_after = is_alnum((char)after) || after == '_' || after >= 0x80;
        if (!letter_before && !letter_after)
            return n;
    }
    return 0;
}

/* "C:\\src\\a.cpp(12): schwerwiegender Fehler C1083: ...", "LINK : fatal error LNK1104: ...",
 * "a.cpp(3): \xe9\x94\x99\xe8\xaf\xaf: ...": a severity word of any of Visual Studio's languages
 * where MSVC, MSBuild and CMake print "error": among the first three words after a source place,
 * or anywhere right before a diagnostic code (1-4 capitals and 4 digits). Such a line fails the
 * build even where no key knows its words (reported as UNCLASSIFIED); a warning line does not. */
static int severity_position(const char *line, size_t length)
{
    size_t file_start, file_end, rest;
    long number;
    if (parse_location(line, length, &file_start, &file_end, &number, &rest)) {
        size_t i = rest;
        for (int word = 0; word < 3 && i < length; ++word) {
            while (i < length && (line[i] == ' ' || line[i] == '\t'))
                ++i;
            size_t end = i;
            while (end < length && line[end] != ' ' && line[end] != '\t' && line[end] != ':')
                ++end;
            for (size_t j = i; j < end; ++j)
                if ((j == i || (unsigned char)line[j] >= 0xe0) && severity_word_at(line, end, j))
                    return !warning_line(line, length);
            if (end < length && line[end] == ':')
                break; /* the severity ends at the first colon */
            i = end;
        }
        return 0;
    }
    for (size_t i = 0; i < length; ++i) {
        size_t n = severity_word_at(line, length, i);
        if (!n)
            continue;
        size_t j = i + n;
        if (j >= length || line[j] != ' ')
            continue;
        size_t letters = ++j;
        while (letters < length && line[letters] >= 'A' && line[letters] <= 'Z')
            ++letters;
        size_t digits = letters;
        while (digits < length && is_digit(line[digits]))
            ++digits;
        if (letters > j && letters - j <= 4 && digits - letters == 4 && (digits == length || !is_alnum(line[digits])))
            return !warning_line(line, length);
    }
    return 0;
}

/* A diagnostic code of an error range right before its colon ("C2664:", "LNK2019:", "D8021 :"):
 * codes are never localized and their number tells the severity (cl: C1xxx fatal, C2xxx, C3xxx
 * and C7xxx errors, C4xxx and C5xxx warnings; link: LNK1xxx, LNK2xxx errors, LNK4xxx warnings;
 * cl's command line D8xxx errors, D9xxx warnings; NMAKE U1xxx; rc RC1xxx, RC2xxx). A line that
 * holds one fails the build even where its severity word was cut off ("rror C2664: ...") or is in
 * a language no key knows. Looked for only on lines no key matched. */
static int error_code_colon(const char *line, size_t length)
{
    for (const char *colon = memchr(line, ':', length); colon; colon = memchr(colon + 1, ':', (size_t)(line + length - colon - 1))) {
        size_t end = (size_t)(colon - line);
        if (end && line[end - 1] == ' ')
            --end;
        /* link.exe's code with a digit lost in the retyping ("LNK110:Unable open file"): still a link error */
        if (end >= 6 && is_digit(line[end - 1]) && is_digit(line[end - 2]) && is_digit(line[end - 3]) &&
            memcmp(line + end - 6, "LNK", 3) == 0 && (line[end - 3] == '1' || line[end - 3] == '2') &&
            (end == 6 || !(is_alnum(line[end - 7]) || line[end - 7] == '_')))
            return !warning_line(line, length);
        if (end < 5 || !is_digit(line[end - 1]) || !is_digit(line[end - 2]) || !is_digit(line[end - 3]) || !is_digit(line[end - 4]))
            continue;
        size_t digits = end - 4, letters = digits;
        while (letters > 0 && digits - letters < 4 && line[letters - 1] >= 'A' && line[letters - 1] <= 'Z')
            --letters;
        if (letters == digits || (letters > 0 && (is_alnum(line[letters - 1]) || line[letters - 1] == '_')))
            continue;
        size_t n = digits - letters;
        char first = line[digits];
        if ((n == 1 && line[letters] == 'C' && (first == '1' || first == '2' || first == '3' || first == '7')) ||
            (n == 3 && memcmp(line + letters, "LNK", 3) == 0 && (first == '1' || first == '2')) ||
            (n == 1 && line[letters] == 'D' && first == '8') || (n == 1 && line[letters] == 'U' && first == '1') ||
            (n == 2 && memcmp(line + letters, "RC", 2) == 0 && (first == '1' || first == '2')))
            return !warning_line(line, length);
    }
    return 0;
}

/* An error list's row from its Code column on (copied without the Severity column): a tab right after
 * the code, then the description and two columns more at least (Project, File, Line), or, where a
 * console cut the row at its width (`cut`), what fits of the description: the columns after it went
 * on to the next line. */
static int row_columns(const char *line, size_t length, size_t end, int cut)
{
    if (end >= length || line[end] != '\t')
        return 0;
    size_t tabs = 0;
    for (size_t t = end + 1; t < length && tabs < 2; ++t)
        tabs += line[t] == '\t';
    return tabs >= 2 || cut;
}

/* The length of a diagnostic code of an error range written by hand at line[i] (letters in any case),
 * or 0: a space inside it ("LNK 2019", "C 1083", "MSB 3073"), glued to the word error before it
 * ("errorC2440"), or MSBuild's and link.exe's with its last digit cut ("MSB803", "LNK110"). A whole code
 * alone is no retyping: the keys and error_code_colon read it (" MSB8028:" is a warning the console wrapped),
 * except first in an error list's row copied without its Severity column ("MSB4057<TAB>The target ...<TAB>
 * klogger<TAB>C:\\...\\dcompile.targets<TAB>382"). */
static size_t retyped_code_at(const char *line, size_t length, size_t i, int cut)
{
    static const char *const prefixes[] = {"msb", "lnk", "rc", "c", "d", "u"};
    static const size_t lengths[] = {3, 3, 2, 1, 1, 1};
    static const char firsts[] = {0, '1', '1', '1', '8', '1'}; /* the error range's first digit (c: 1,2,3,7) */
    static const char lasts[] = {0, '2', '2', '7', '8', '1'};
    /* most lines start with none of the prefixes' letters: one test before the six compares (per-line path) */
    char first = i < length ? (char)(line[i] | 0x20) : 0;
    if (first != 'm' && first != 'l' && first != 'r' && first != 'c' && first != 'd' && first != 'u')
        return 0;
    for (size_t k = 0; k < sizeof prefixes / sizeof prefixes[0]; ++k) {
        size_t n = lengths[k], j = i + n, digits;
        if (j >= length || !code_equal(line + i, prefixes[k], n) || (i > 0 && is_alnum(line[i - 1]) && !glued_to_error(line, i)))
            continue;
        int spaced = line[j] == ' ';
        j += (size_t)spaced;
        for (digits = j; digits < length && is_digit(line[digits]); ++digits)
            ;
        size_t count = digits - j;
        if ((digits < length && (is_alnum(line[digits]) || line[digits] == '_')) || count < 3 || count > 4 ||
            (count == 3 && k > 1) || (count == 4 && !spaced && !glued_to_error(line, i) && !row_columns(line, length, digits, cut)))
            return 0;
        if (firsts[k] && (line[j] < firsts[k] || line[j] > lasts[k] || (k == 3 && (line[j] == '4' || line[j] == '5' || line[j] == '6'))))
            return 0;
        return digits - i;
    }
    return 0;
}

/* A code of a known tool retyped by hand (retyped_code_at) where a person writes the diagnostic: first on
 * the line, or after an error word ("error LNK 1108, cannot open ..."; "MSB803 Windows SDK version ...
 * cannot be found"): the build failed, whatever no key can tell. Looked for only on lines no key matched:
 * the line's start always, the rest only where it holds an error word (`marker`). */
static int retyped_code(const char *line, size_t length, int marker, int cut)
{
    size_t i = 0;
    while (i < length && (line[i] == ' ' || line[i] == '\t' || line[i] == '>' || line[i] == '`' || line[i] == '*'))
        ++i;
    if (retyped_code_at(line, length, i, cut))
        return !warning_line(line, length);
    for (const char *p = marker ? line : NULL; p && (p = find_bytes(p, (size_t)(line + length - p), "rror", 4)); p += 4) {
        size_t at = (size_t)(p - line) + 4;
        while (at < length && (line[at] == ' ' || line[at] == ':'))
            ++at;
        if (p > line && retyped_code_at(line, length, at, 0))
            return !warning_line(line, length);
    }
    return 0;
}

/* "    0 Error(s)", "3 Fehler", "1 个错误": a build's closing counts, not a failure of their own
 * (the failures they count are reported where they happened). */
static int build_summary(const char *text, size_t length)
{
    size_t i = 0;
    while (i < length && text[i] == ' ')
        ++i;
    size_t digits = i;
    while (digits < length && text[digits] >= '0' && text[digits] <= '9')
        ++digits;
    if (digits > i && digits < length && text[digits] == ' ')
        return 1;
    /* the word first, as Korean MSBuild writes it: "    \xec\x98\xa4\xeb\xa5\x98 0\xea\xb0\x9c" (0 errors): a severity
     * word, a count and at most a counter's suffix, nothing else */
    size_t word = severity_word_at(text, length, i);
    if (!word)
        return 0;
    size_t j = i + word;
    if (j < length && text[j] == ':')
        ++j;
    while (j < length && text[j] == ' ')
        ++j;
    for (digits = j; digits < length && is_digit(text[digits]); ++digits)
        ;
    size_t end = length;
    while (end > digits && text[end - 1] == ' ')
        --end;
    int suffix_ok = end - digits <= 6;
    for (size_t k = digits; k < end && suffix_ok; ++k)
        suffix_ok = (unsigned char)text[k] >= 0x80;
    return digits > j && suffix_ok;
}

/* The length of the list separator at text[i] (", ", a full-width comma, an ideographic comma), or 0. */
static size_t count_separator(const char *text, size_t length, size_t i)
{
    if (i + 1 < length && text[i] == ',' && text[i + 1] == ' ')
        return 2;
    if (i + 2 < length && (memcmp(text + i, "\xef\xbc\x8c", 3) == 0 || memcmp(text + i, "\xe3\x80\x81", 3) == 0))
        return 3;
    return 0;
}

/* Visual Studio's closing summary, in any language, by its shape:
 * "========== Rebuild All: 0 succeeded, 24 failed, 0 skipped ==========",
 * "========== \xe3\x83\x93\xe3\x83\xab\xe3\x83\x89: 1 ..., 1 ..., 0 ..., 0 ... ==========": after the first ": ", three or more
 * items of one number each, the second the failed projects'. SUMMARY_FAILED is a failure even
 * where the errors it counts were not pasted. The "started at 8:15 and took 01,234 s" line is
 * no such list. */
enum { SUMMARY_NONE, SUMMARY_SUCCEEDED, SUMMARY_FAILED };
static int solution_summary(const char *text, size_t length)
{
    while (length && (text[length - 1] == ' ' || text[length - 1] == '\t'))
        --length;
    if (length < 24 || memcmp(text, "==========", 10) != 0 || memcmp(text + length - 10, "==========", 10) != 0)
        return SUMMARY_NONE;
    const char *colon = find_bytes(text + 10, length - 20, ": ", 2);
    if (!colon)
        return SUMMARY_NONE;
    size_t end = length - 10;
    int items = 0, runs = 0, failed = 0;
    for (size_t i = (size_t)(colon - text) + 2; i <= end;) {
        size_t separator = i < end ? count_separator(text, end, i) : 0;
        if (i == end || separator) {
            if (runs != 1)
                return SUMMARY_NONE; /* each count is one number */
            ++items, runs = 0;
            i += i == end ? 1 : separator;
            continue;
        }
        if (is_digit(text[i])) {
            int nonzero = 0;
            for (; i < end && is_digit(text[i]); ++i)
                nonzero |= text[i] != '0';
            if (++runs == 1 && items == 1)
                failed = nonzero;
            continue;
        }
        ++i;
    }
    if (items < 3)
        return SUMMARY_NONE;
    return failed ? SUMMARY_FAILED : SUMMARY_SUCCEEDED;
}

/* A NUL byte (a log written by two processes at once, a UTF-16 fragment) must not cut the
 * message short: each becomes U+FFFD. */
static const char *scrub_nul(wg_classifier *c, const char *line, size_t *length)
{
    if (!memchr(line, '\0', *length))
        return line;
    size_t n = 0;
    for (size_t i = 0; i < *length; ++i) {
        if (line[i]) {
            c->scrubbed[n++] = line[i];
        } else {
            memcpy(c->scrubbed + n, "\xef\xbf\xbd", 3);
            n += 3;
        }
    }
    *length = n < MAX_LINE ? n : MAX_LINE;
    return c->scrubbed;
}

/* A terminal's colours (ESC [ ... m, and the other CSI sequences) in a raw CI log split a message's
 * words ("\x1b[31merror\x1b[0m: ..."): they are dropped before matching. */
static const char *strip_ansi(wg_classifier *c, const char *line, size_t *length)
{
    if (!memchr(line, 0x1b, *length))
        return line;
    if (line != c->scrubbed)
        memcpy(c->scrubbed, line, *length);
    size_t n = 0;
    for (size_t i = 0; i < *length; ++i) {
        if (c->scrubbed[i] == 0x1b && i + 1 < *length && c->scrubbed[i + 1] == '[') {
            size_t j = i + 2;
            while (j < *length && ((c->scrubbed[j] >= '0' && c->scrubbed[j] <= '9') || c->scrubbed[j] == ';'))
                ++j;
            if (j < *length && c->scrubbed[j] >= 0x40 && c->scrubbed[j] <= 0x7e) {
                i = j; /* the sequence's final byte */
                continue;
            }
        }
        c->scrubbed[n++] = c->scrubbed[i];
    }
    *length = n;
    return c->scrubbed;
}

/* An autoconf config.log runs compiler probes ("configure:NNN: cl.exe --version >&5") whose
 * failures are expected ("configure:NNN: $? = 2", then "configure: failed program was:" and its
 * source): what they print up to the next "configure:NNN:" line is not a failure. */
static int configure_line(const char *text, size_t length, size_t *rest)
{
    if (length < 12 || memcmp(text, "configure:", 10) != 0)
        return 0;
    size_t i = 10;
    while (i < length && text[i] >= '0' && text[i] <= '9')
        ++i;
    if (i == 10 || i + 1 >= length || text[i] != ':' || text[i + 1] != ' ')
        return 0;
    *rest = i + 2;
    return 1;
}

/* cl -Bv, run by hand to show the compiler's passes and their versions, lists them under "Compiler
 * Passes:" and ends with D8003, having no source file to compile: a query, not a build, so its
 * lines are a probe's, up to that D8003 (or 40 lines: a console may wrap each pass in two). */
static void pass_listing(wg_classifier *c, const char *text, size_t length)
{
    if (c->pass_listing && (c->pass_listing > 40 || c->pass_listing_done))
        c->pass_listing = 0, c->pass_listing_done = 0, c->in_probe = 0;
    if (length >= 16 && memcmp(text, "Compiler Passes:", 16) == 0)
        c->pass_listing = 1, c->in_probe = 1;
    else if (c->pass_listing && ++c->pass_listing && find_bytes(text, length, "D8003", 5))
        c->pass_listing_done = 1;
}

/* A script asking cl for its version the GNU way ("cl --version", "-v", "-dumpversion": Kokkos' and
 * autoconf's compiler identification) gets D9002 on the option and then D8003, cl having no source
 * to compile: the D8003 right after is the query's answer, not a failure. */
static void version_query(wg_classifier *c, const char *text, size_t length, const wg_match *m)
{
    static const char *const options[] = {"version", "-v'", "-V'", "-v\xe2\x80\x9d", "-v\"", "-V\""};
    if (c->version_answer)
        c->in_probe = 0, c->version_answer = 0;
    if (c->version_query && ++c->version_query > 2)
        c->version_query = 0;
    if (c->version_query && !c->in_probe && find_bytes(text, length, "D8003", 5)) {
        c->in_probe = 1; /* this line only: the next one ends the query */
        c->version_answer = 1;
        c->version_query = 0;
        return;
    }
    if (!m->key || m->key->type != KEY_CODE || m->key->needle_length != 5 || memcmp(m->key->needle, "D9002", 5) != 0)
        return; /* (the line's match says D9002: no second scan of every line) */
    for (size_t i = 0; i < sizeof options / sizeof options[0]; ++i)
        if (find_bytes(text, length, options[i], strlen(options[i])))
            c->version_query = 1;
}

static void configure_probe(wg_classifier *c, const char *text, size_t length)
{
    size_t rest;
    pass_listing(c, text, length);
    if (length >= 30 && memcmp(text, "configure: failed program was:", 30) == 0) {
        c->in_probe = 1; /* the probe's source follows, "| " lines */
    } else if (configure_line(text, length, &rest)) {
        /* an excerpt cut inside a probe: its first configure line is the probe's status ("$? = 2"),
         * so what the excerpt holds before it is that probe's output */
        if (!c->configure_seen && length - rest >= 5 && memcmp(text + rest, "$? = ", 5) == 0)
            for (size_t i = 0; i < c->record_count; ++i)
                c->records[i].probe = 1;
        c->configure_seen = 1;
        c->in_probe = length >= 3 && memcmp(text + length - 3, ">&5", 3) == 0;
        /* autoconf's first check, whether the compiler links a program at all, failed and stopped the
         * configure: that probe's output (the run of probe records it ends) is the cause, not an
         * expected "no" (ICU's configure under MSYS: LNK1181 on an option made into a path) */
        if (find_bytes(text + rest, length - rest, "compiler cannot create executables", 34)) {
            size_t i = c->record_count; /* (past the configure's own error lines right above this one) */
            while (i > 0 && !c->records[i - 1].probe && c->lines - c->records[i - 1].log_line <= 2)
                --i;
            for (; i > 0 && c->records[i - 1].probe; --i)
                c->records[i - 1].probe = 0;
        }
    }
}

/* (34m25) A configure that says "-- Configuring done" went on past what it printed before: a build it ran
 * at configure time (dlib's CUDA test project: nvcc could not set up Visual Studio, FindCUDA and MSB6006
 * wrap it, "Disabling CUDA support") failed as a probe does, and its errors are the probe's answer. Only
 * the unit's records: a configure run inside a build (an ExternalProject's step, a Ninja edge or an MSBuild
 * project of its own) leaves the build's failures in their units. Bounded: back to a record an earlier
 * configure's status already answered for, or 400 lines. */
static void configure_went_on(wg_classifier *c, long unit)
{
    for (size_t i = c->record_count; i > 0; --i) {
        wg_record *r = &c->records[i - 1];
        if (c->lines - r->log_line > 400 || r->configure_answered)
            break;
        if (r->unit == unit)
            r->probe = 1, r->configure_answered = 1;
    }
}

/* CMake's status lines that say the configure went on: "-- Configuring done" (and "-- Generating done"),
 * or the project's own word that it goes on without what its test build tried (dlib's "-- Disabling CUDA
 * support for dlib.  DLIB WILL NOT USE CUDA", where a paste ends before "Configuring done"). */
static void configure_status(wg_classifier *c, const char *text, size_t length, long unit)
{
    if (length >= 19 && memcmp(text, "-- Configuring done", 19) == 0) {
        c->configured = 1;
        configure_went_on(c, unit);
    } else if (length >= 18 && memcmp(text, "-- Generating done", 18) == 0) {
        c->configured = 1;
    } else if (length >= 13 && memcmp(text, "-- Disabling ", 13) == 0 && find_bytes(text, length, " support", 8)) {
        configure_went_on(c, unit);
    }
}

/* (34m25) xmake's verbose configure prints a check's failed command after "checkinfo: " and then the
 * check's Lua stack ("stack traceback:" and its indented frames): what the check's command printed
 * (LNK1136 on nul.lib, cl's D9002 for nvcc's flag probe) is its answer, "checking for the flags (-O3)
 * ... no", not a failure. The "checkinfo: " line itself keeps its reading (nvcc's "Cannot find
 * compiler 'cl.exe'" there). The output ends at the stack's end, at the next check, or 60 lines on. */
static void track_check_output(wg_classifier *c, const char *text, size_t length)
{
    if (length >= 11 && text[0] == 'c' && memcmp(text, "checkinfo: ", 11) == 0) {
        c->check_output_from = c->lines, c->check_traceback = 0;
        return;
    }
    if (!c->check_output_from)
        return;
    if (length >= 16 && text[0] == 's' && memcmp(text, "stack traceback:", 16) == 0)
        c->check_traceback = 1;
    else if ((c->check_traceback && length && text[0] != ' ' && text[0] != '\t') ||
             (length >= 13 && text[0] == 'c' && memcmp(text, "checking for ", 13) == 0) ||
             c->lines - c->check_output_from > 60)
        c->check_output_from = 0;
}

/* CMake's "Call Stack (most recent call first):" after indented lines, with no "CMake Error" or
 * "CMake Warning" header before them in the log: the message of a block whose header the paste
 * cut off. It is a CMake error where the log fails otherwise (colcon's failed package after a
 * package config's message), reported at the message's first line; alone it may be a warning's,
 * and fails nothing. */
static void headless_block(wg_classifier *c, const char *text, size_t length, long message_line, long unit)
{
    static const char call_stack[] = "Call Stack (most recent call first):";
    if (c->catalog->block_key == (size_t)-1 || length < sizeof call_stack - 1 ||
        memcmp(text, call_stack, sizeof call_stack - 1) != 0)
        return;
    wg_match m = {PRIO_GENERIC, &c->catalog->keys[c->catalog->block_key], 0, 0, 0, 0, NULL};
    size_t index = emit(c, &m, text, length, message_line, unit);
    c->records[index].warning = 1;
    c->records[index].headless = 1;
}

/* process_line's step for CMake's blocks: a "CMake Error" or "CMake Warning" header opens one, its
 * indented lines (and the pieces of a console-wide one) stay in it, a line of another unit or less
 * indented ends it. `body`: after the line's prefixes; `project`: after an MSBuild "N>" prefix. */
/* The message's first line right under a header that names its command ("CMake Error at x:4
 * (message):"), where the paste lost the block's indentation (a log quoted in a comment): CMake
 * writes the message there, so it is the block's line, not the end of the block. */
static int lost_indentation(const wg_classifier *c, const char *text, size_t length)
{
    return c->block_headed && c->lines == c->block_log_line + 1 && length && !interleaved_status(text, length) &&
           !(length >= 10 && memcmp(text, "Call Stack", 10) == 0);
}

/* CMake's own words inside a block retyped at the left margin: its report of a program it could not
 * run ("Running 'nmake' '-?'" / "failed with:" / the reason) keeps "failed with:" in the block. */
static int block_sentence(const char *text, size_t length)
{
    while (length && (text[length - 1] == ' ' || text[length - 1] == '\t'))
        --length;
    return length == 12 && memcmp(text, "failed with:", 12) == 0;
}

static void track_cmake_block(wg_classifier *c, const char *line, size_t length, size_t outer, size_t body, size_t project,
                              long unit)
{
    body = header_start(line, length, body);
    int error_header = cmake_error_header(line + body, length - body) || bazel_fetch_header(line + body, length - body);
    if (error_header || cmake_warning_header(line + body, length - body)) {
        c->cmake_header_seen = 1;
        c->block_unit = unit;
        c->block_record = (size_t)-1;
        c->block_taker = (size_t)-1;
        c->block_log_line = c->lines;
        c->block_warning = !error_header;
        c->block_indent = indentation(line + project, length - project);
        c->block_unprefixed = project == outer;
        /* a header cut after "at", or by the console's width before its "(message):" */
        c->block_header_cut = cmake_header_cut(line + body, length - body) ||
                              (wide_piece(line, length, outer) && !find_bytes(line, length, "):", 2));
        c->block_stack = 0;
        size_t end = length;
        while (end > body && (line[end - 1] == ' ' || line[end - 1] == '\t'))
            --end;
        c->block_headed = end - body > 2 && line[end - 2] == ')' && line[end - 1] == ':';
        set_block_location(c, line + body, length - body);
    } else if (c->block_unprefixed && c->block_unit != unit && c->lines == c->block_log_line + 1 && project != outer &&
               indentation(line + project, length - project) > c->block_indent) {
        /* a paste that began on the header cut its "N>" off: the stream's next line, indented under
         * it, is the block's message ("CMake Error at x.cmake:172 (message):" then "1>    Unknown ...") */
        c->block_unit = unit;
    } else if (c->block_header_cut && c->block_unit == unit) {
        c->block_header_cut = !find_bytes(line, length, "):", 2); /* the header's "(message):" ends it */
    } else if (c->block_unit && (c->block_unit != unit || (!in_cmake_block(line + project, length - project, c->block_indent) &&
                                                           !c->block_prev_wide && (c->block_warning || !interleaved_status(line + body, length - body)) &&
                                                           !lost_indentation(c, line + body, length - body) &&
                                                           !block_sentence(line + body, length - body)))) {
        c->block_unit = 0; /* a piece after a console-wide line continues it, indented or not */
    }
    c->block_prev_wide = c->block_unit && wide_piece(line, length, outer);
    if (c->block_unit && !error_header) {
        size_t text = project + indentation(line + project, length - project);
        if (length - text >= 10 && memcmp(line + text, "Call Stack", 10) == 0)
            c->block_stack = 1; /* "Call Stack (most recent call first):", then the frames' files */
    }
}

/* process_line's step for runs of indented lines (a headless CMake block's message): returns the
 * first line of the run the lines before this one were in (0: none), and starts or ends the run
 * with this line, noting whether the line before the run heads it (it says error or warning). */
static long track_indented_run(wg_classifier *c, const char *line, size_t length, size_t body, size_t project)
{
    long indented_from = c->indented_from;
    c->indented_from = indentation(line + project, length - project) && body < length ? (indented_from ? indented_from : c->lines) : 0;
    if (c->indented_from && !indented_from && c->ring_count) {
        size_t last = (c->ring_first + c->ring_count - 1) % EXCERPT_BEFORE;
        c->indented_headed = find_bytes(c->ring_line[last], c->ring_length[last], "rror", 4) ||
                             find_bytes(c->ring_line[last], c->ring_length[last], "arning", 6);
    } else if (c->indented_from && !indented_from) {
        c->indented_headed = 0;
    }
    return indented_from;
}

/* A note under a diagnostic tells its cause: the last coded diagnostic's where the note names its
 * code (C2131's constexpr notes), the last text diagnostic's where it names that diagnostic's text
 * (cmd's "The system cannot find the path specified." right above MSB3073: the step's program).
 * `note`: the needle's last note key; the others of the same text are before it. `own_stream`: the
 * line has its MSBuild "N>" prefix (a piece the console cut off a prefixed line has none, so its unit
 * tells nothing: a text note then needs only to be near). */
static void apply_note(wg_classifier *c, const wg_key *note, long unit, int own_stream, long log_line)
{
    const wg_catalog *catalog = c->catalog;
    for (const wg_key *k = note;; k = &catalog->keys[k->same_before]) {
        if (k->note_of && c->coded_record != (size_t)-1 && c->coded_unit == unit && log_line - c->coded_line <= NOTE_REACH &&
            strcmp(c->records[c->coded_record].code, k->note_of) == 0)
            c->records[c->coded_record].note = k;
        else if (k->note_of && c->texted_record != (size_t)-1 && (c->texted_unit == unit || !own_stream) &&
                 log_line - c->texted_line <= TEXT_NOTE_REACH && strcmp(c->records[c->texted_record].key->needle, k->note_of) == 0)
            c->records[c->texted_record].note = k;
        if (k->same_before == (size_t)-1)
            break;
    }
}

/* A Python traceback quotes the source line of each frame (`File "x.py", line 4` and the line under
 * it, with a caret line for a SyntaxError): that quote is code, not a diagnostic ('print "Error:
 * ..."'), up to the caret, the exception's own line or the next frame (a console may wrap the frame
 * line, so a few lines; `wide`: the line is console-wide, a frame line cut before its ", line N"). Returns
 * whether the line is such a quote (1), or the exception's line (2). */
static int python_source_line(wg_classifier *c, const char *text, size_t length, int wide)
{
    size_t i = 0;
    while (i < length && (text[i] == ' ' || text[i] == '\t'))
        ++i;
    /* (a frame line a console cut at its width keeps its ", line N" on the next piece) */
    if (length - i >= 6 && memcmp(text + i, "File \"", 6) == 0 &&
        (find_bytes(text, length, "\", line ", 8) || wide)) {
        c->python_source = 4;
        return 0;
    }
    if (!c->python_source || i == length)
        return 0;
    --c->python_source;
    size_t word = i;
    while (word < length && (is_alnum(text[word]) || text[word] == '_' || text[word] == '.'))
        ++word;
    int exception = word > i && word < length && text[word] == ':' &&
                    (find_bytes(text + i, word - i, "Error", 5) || find_bytes(text + i, word - i, "Exception", 9));
    if (text[i] == '^' || exception || (length - i >= 9 && memcmp(text + i, "Traceback", 9) == 0)) {
        c->python_source = 0; /* the caret, the exception or a new traceback ends the quote */
        return exception ? 2 : 0;
    }
    return 1;
}

/* Whether the exception line names a built-in exception ("RuntimeError: ..."), not a class of a module
 * ("conans.errors.ConanException: ..."). */
static int builtin_exception(const char *text, size_t length)
{
    size_t i = 0;
    while (i < length && (text[i] == ' ' || text[i] == '\t'))
        ++i;
    while (i < length && (is_alnum(text[i]) || text[i] == '_'))
        ++i;
    return i < length && text[i] == ':';
}

/* A traceback's quote of the code is no diagnostic; its exception's line, which no key knows
 * ("op_builder.builder.CUDAMismatchException: ..."), is the script's own error, an unknown one.
 * Returns python_source_line's answer. */
static int python_traceback_line(wg_classifier *c, const char *text, size_t length, int wide, wg_match *m)
{
    int python = python_source_line(c, text, length, wide);
    if (python == 1 && m->priority <= PRIO_GENERIC && !(m->key && m->key->remedy)) {
        m->priority = PRIO_NONE;
        m->key = NULL;
    } else if (python == 2 && m->priority == PRIO_WRAPPER && m->key->class_index == c->catalog->exit_wrapper_class &&
               c->catalog->traceback_key != (size_t)-1 && builtin_exception(text, length)) {
        /* a built-in exception's words say a command failed with a status ("RuntimeError: `ptxas` failed
         * with error code 4294967295"): the Python library's report of the step it ran, as its traceback
         * (a tool's own exception class, "conans.errors.ConanException: Error 1 while executing", is that
         * tool's wrapper) */
        m->key = &c->catalog->keys[c->catalog->traceback_key];
        m->at = 0;
    } else if (python == 2 && m->priority == PRIO_NONE && c->catalog->row_key != (size_t)-1) {
        m->priority = PRIO_GENERIC;
        m->key = &c->catalog->keys[c->catalog->row_key];
        m->at = 0;
    }
    return python;
}

/* A Python exception that is reported and then ignored: one a callback raised, which its caller
 * reports and goes on without ("WNDPROC return value cannot be converted to LRESULT", a window
 * procedure written in Python, then the exception's own line "TypeError: WPARAM is simple, ...", on
 * one line where a poster joined them: colcon's desktop notification after a finished build), and
 * one an exit handler raised as the interpreter ends ("Error in atexit._run_exitfuncs:", its
 * traceback, then "ValueError: underlying buffer has been detached": colorama after a failed
 * setuptools build). Neither the report, its traceback nor its exception line is a failure.
 * Returns whether the line is part of such a report (a console may cut the first sentence after
 * "return value": its "converted to LRESULT" is what is looked for). */
static int ignored_exception_report(wg_classifier *c, const char *text, size_t length, int piece, int matched)
{
    size_t indent = indentation(text, length);
    /* the report's sentence ends its line, or shares one with the exception a key matched: no search
     * on every line */
    size_t width = length;
    while (length > indent && (text[length - 1] == ' ' || text[length - 1] == '\t'))
        --length;
    const char *lresult = length >= 20 && memcmp(text + length - 7, "LRESULT", 7) == 0 ? text + length - 7
                          : matched ? find_bytes(text, length, "LRESULT", 7) : NULL;
    if ((lresult && lresult - text >= 13 && memcmp(lresult - 13, "converted to ", 13) == 0) ||
        (length - indent >= 31 && text[indent] == 'E' && memcmp(text + indent, "Error in atexit._run_exitfuncs:", 31) == 0)) {
        c->ignored_report = 1; /* a traceback, or the exception's line, comes next, */
        c->ignored_indent = indent; /* as indented as this line (pip indents what it ran) */
        c->ignored_wide = 0;
        return 1;
    }
    if (!c->ignored_report || piece) /* (a piece joined to the line before it is that line's) */
        return c->ignored_report;
    int wrapped = c->ignored_wide; /* the rest of a frame a console cut at its width */
    c->ignored_wide = wrap_width(text, width);
    if (wrapped || (indent < length && (indent > c->ignored_indent ||
                                        (indent == c->ignored_indent && length - indent >= 9 &&
                                         memcmp(text + indent, "Traceback", 9) == 0))))
        return 1; /* the traceback and its frames' quoted source */
    c->ignored_report = 0;
    size_t word = indent;
    while (word < length && (is_alnum(text[word]) || text[word] == '_' || text[word] == '.'))
        ++word;
    return indent == c->ignored_indent && word > indent + 5 && word < length && text[word] == ':' &&
           (find_bytes(text + indent, word - indent, "Error", 5) || find_bytes(text + indent, word - indent, "Exception", 9));
}

/* Python build helpers ask whether an optional library is there by compiling a lone probe source
 * and linking it with the library (DeepSpeed's op builders: "test.c"; numpy.distutils:
 * "_configtest.c"): cl echoes the source's name alone on its line. */
static int probe_source_name(const char *text, size_t length)
{
    static const char *const names[] = {"test.c", "_configtest.c"};
    if (length > 24 || length < 6)
        return 0;
    while (length && (text[length - 1] == ' ' || text[length - 1] == '\t'))
        --length;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; ++i)
        if (length == strlen(names[i]) && memcmp(text, names[i], length) == 0)
            return 1;
    return 0;
}

/* The best 'block' key on a line: a specific class's before a generic one's, then the longer
 * sub-class text, then catalog order. NULL: none. */
static const wg_key *block_cause_key(const wg_catalog *catalog, const char *line, size_t length, size_t *at)
{
    const wg_key *best = NULL;
    for (size_t i = 0; i < catalog->cause_key_count; ++i) {
        const wg_key *k = &catalog->keys[catalog->cause_keys[i]];
        const char *found = find_bytes(line, length, k->needle, k->needle_length);
        if (!found || (k->also && !also_found(line, length, k, NULL)))
            continue;
        int specific = catalog->classes[k->class_index].kind == KIND_SPECIFIC;
        int best_specific = best && catalog->classes[best->class_index].kind == KIND_SPECIFIC;
        if (!best || specific > best_specific || (specific == best_specific && k->also_length > best->also_length))
            best = k, *at = (size_t)(found - line);
    }
    return best;
}

/* A message line of an open CMake Error block (after its header, not a status line CMake printed
 * into it) with no diagnostic of its own, that names the block's cause in words: a specific class's
 * 'block' key makes it that class's diagnostic (the block's blocker, reported at its header); a
 * generic one's gives the header's record its remedy (a cause no class has). */
static void block_cause(wg_classifier *c, const char *line, size_t length, size_t body, long unit, wg_match *m)
{
    if (m->priority >= PRIO_SPECIFIC || !c->catalog->cause_key_count || c->block_unit != unit || c->block_warning ||
        c->block_record == (size_t)-1 || c->block_log_line == c->lines || c->block_stack ||
        (length - body >= 3 && memcmp(line + body, "-- ", 3) == 0))
        return; /* (a block a diagnostic already explained holds that tool's output: a compiler's command
                 * line; the call stack's frames name the files that led there, "FindCUDNN.cmake:5") */
    size_t at = 0;
    const wg_key *k = block_cause_key(c->catalog, line, length, &at);
    if (!k)
        return;
    if (c->catalog->classes[k->class_index].kind == KIND_SPECIFIC) {
        m->priority = PRIO_SPECIFIC;
        m->key = k;
        m->at = at;
    } else if (!c->records[c->block_record].block_cause) {
        c->records[c->block_record].block_cause = k;
    }
}

/* A message line of an open CMake Error block that a text key of the header's own class names
 * ("Failed to run MSBuild command:", the VCTargetsPath probe's sentence): the header's blocker stands
 * for it, where the key is there for a paste that cut the header off. */
static void header_class_line(const wg_classifier *c, long unit, wg_match *m)
{
    if (!m->key || m->key->type != KEY_TEXT || c->block_unit != unit || c->block_warning ||
        c->block_record == (size_t)-1 || c->block_log_line == c->lines ||
        c->records[c->block_record].class_index != m->key->class_index)
        return;
    m->priority = PRIO_NONE;
    m->key = NULL;
}

/* (34m25) A build script's echo of the command that failed ('Command "...\\nvcc" -c ... failed.': MatConvNet's
 * vl_compilenn under "Error using vl_compilenn>nvcc_compile (line 535)"): the command, not the failure's
 * words; its own output, where pasted, is above the header. */
static int command_echo(const char *text, size_t length)
{
    return length >= 9 && text[0] == 'C' && memcmp(text, "Command \"", 9) == 0;
}

/* `plain`: the caller knows the line holds no NUL and no ESC byte (it looked at its whole block). */
/* The line after a 'reason' wrapper's header (MATLAB's "Error using mexopencv.make>compiler_str (line
 * 463)") holds the failure's own words ("Unsupported C++ compiler: ..."), which no key knows: an
 * unknown error line, the cause the wrapper reports. Not an indented line (a compiler's output under
 * mex's header: "   Creating library ..."), nor after a blank line. */
static void reason_line(wg_classifier *c, const char *line, size_t length, size_t outer, wg_match *m)
{
    int pending = c->reason_pending;
    c->reason_pending = m->key && m->key->reason_below;
    if (!pending || c->catalog->row_key == (size_t)-1 || m->priority != PRIO_NONE || outer >= length ||
        line[outer] == ' ' || line[outer] == '\t' || command_echo(line + outer, length - outer))
        return;
    m->priority = PRIO_GENERIC;
    m->key = &c->catalog->keys[c->catalog->row_key];
    m->at = 0;
}

/* CMake's report of a compiler-identification run (CMakeError.log, CMakeConfigureLog.yaml): "The output
 * was:" and then the run's exit code, or, where the compiler could not be started at all, Windows' words
 * for why ("The requested operation requires elevation", "Access is denied"). Such a line, where no key
 * knows it, is an unknown error (UNCLASSIFIED): the compiler never ran. */
static void output_was_line(wg_classifier *c, const char *text, size_t length, wg_match *m)
{
    long header = c->output_was;
    size_t i = 0, n = length;
    while (n && (text[n - 1] == ' ' || text[n - 1] == '\t'))
        --n;
    while (i < n && (text[i] == ' ' || text[i] == '\t'))
        ++i;
    c->output_was = n - i == 15 && memcmp(text + i, "The output was:", 15) == 0 ? c->lines : 0;
    if (!header || header != c->lines - 1 || m->priority != PRIO_NONE || i == n || c->catalog->row_key == (size_t)-1)
        return;
    if (is_digit(text[i]) || (text[i] == '-' && i + 1 < n && is_digit(text[i + 1])))
        return; /* the exit code: the compiler ran */
    m->priority = PRIO_GENERIC;
    m->key = &c->catalog->keys[c->catalog->row_key];
    m->at = 0;
}

/* Whether the line ends a call on a Linux shared object ("ctypes.CDLL(path + '/libED.so')", a version
 * after it: 'libfoo.so.1'): only the line's last bytes are looked at, so every line can be. */
static int ends_shared_object_call(const char *line, size_t length)
{
    while (length && (line[length - 1] == ' ' || line[length - 1] == '\t'))
        --length;
    if (length < 6 || line[length - 1] != ')' || (line[length - 2] != '\'' && line[length - 2] != '"'))
        return 0;
    size_t end = length - 2;
    while (end > 3 && (is_digit(line[end - 1]) || line[end - 1] == '.') && memcmp(line + end - 3, ".so", 3) != 0)
        --end; /* (a version: ".so.1.2") */
    return end >= 4 && memcmp(line + end - 3, ".so", 3) == 0 && line[end - 4] != '/' && line[end - 4] != '\\';
}

/* A 'context' record's needle found on this line, with the record's text on a line just before it (the
 * excerpt ring's): the line is the record's class. Looked at only on a line a key matched. A DLL's
 * class is not read where a load call on a Linux shared object ended a line a few lines above: Windows
 * refused a file of another platform, not a DLL of the other architecture (WinError 193). */
static void context_key(const wg_classifier *c, wg_match *m)
{
    const wg_catalog *catalog = c->catalog;
    int shared_object = c->shared_object_line && c->lines - c->shared_object_line <= SHARED_OBJECT_REACH;
    for (size_t i = 0; i < catalog->context_count; ++i) {
        const wg_context *r = &catalog->contexts[i];
        if (!same_needle(&r->key, m->key) ||
            (shared_object && strcmp(catalog->classes[r->key.class_index].id, "RUNTIME_DLL_NOT_FOUND") == 0))
            continue;
        for (size_t k = 0; k < c->ring_count; ++k) {
            size_t slot = (c->ring_first + k) % EXCERPT_BEFORE;
            if (find_bytes(c->ring_line[slot], c->ring_length[slot], r->text, r->text_length)) {
                m->key = &r->key;
                m->priority = key_priority(catalog, &r->key);
                return;
            }
        }
    }
}

static void probe_link_warned(wg_classifier *c, const char *line, size_t length);

/* CMake's status line of an optional package search that found nothing ("-- Could NOT find OCaml
 * (missing: ...)"; a REQUIRED one stops in a CMake Error block instead) right after a run of unknown
 * error lines: those lines are what the search's own probe printed (LLVM's FindOCaml running
 * ocamlfind: "FATAL: ...ocamlfind.exe: no such command in PATH"), its answer, and the configure goes on
 * (the eighth round's probe rule): they fail the log only beside another failure, after it. Any other
 * diagnostic in the run (a specific one, a CMake Error header) keeps them all. */
static void optional_search_answer(wg_classifier *c, const char *text, size_t length)
{
    static const char status[] = "-- Could NOT find ";
    if (length < sizeof status - 1 || text[0] != '-' || memcmp(text, status, sizeof status - 1) != 0 ||
        c->quiet_line >= c->lines - 1 || c->lines - 1 - c->quiet_line > 12 || c->catalog->row_key == (size_t)-1)
        return;
    size_t unknown = c->catalog->keys[c->catalog->row_key].class_index, first = c->record_count;
    while (first > 0 && c->records[first - 1].log_line > c->quiet_line) {
        const wg_record *r = &c->records[first - 1];
        if (r->class_index != unknown || r->status || r->absorbed || r->key->type == KEY_CODE)
            return;
        --first;
    }
    for (size_t i = first; i < c->record_count; ++i)
        c->records[i].feature_probe = 1, c->records[i].probe_passed = 1; /* (beside a failure, it ranks as a warning) */
}

/* A byte of an MSVC decorated name ("?f@ns@@YAXPEBD@Z", "??$get@H@@YAHXZ", "??R<lambda_1>@@QEBAXXZ"). */
static int decorated_byte(char b)
{
    return is_alnum(b) || b == '_' || b == '?' || b == '@' || b == '$' || b == '<' || b == '>';
}

/* The most bytes a decorated name is looked back over: the backward scan stays bounded. */
enum { DECORATED_MAX = 2048 };

/* LNK2001's tail pasted alone, its code and words left in the thread's title: the quoted undecorated
 * name, then its decorated one in parentheses, to the line's end ('...(char const *)" (__imp_??0C@b@@QEAA@PEBD@Z)').
 * The undecorated name starts the line (its opening quote, or none where the paste cut it): LNK2019's
 * and LNK4217's tails have "in function" and an opening quote before theirs, link /VERBOSE's 'Found
 * "..." (?f@@YAXXZ)' a word, and LNK2005's go on after it. The last byte is looked at first. */
static int unresolved_symbol_tail(const char *line, size_t length)
{
    while (length && (line[length - 1] == ' ' || line[length - 1] == '\t'))
        --length;
    if (length < 16 || line[length - 1] != ')')
        return 0;
    size_t name = length - 1;
    while (name > 0 && length - name < DECORATED_MAX && decorated_byte(line[name - 1]))
        --name;
    size_t name_length = length - 1 - name;
    if (name < 3 || line[name - 1] != '(' || line[name - 2] != ' ' || line[name - 3] != '"' || name_length < 6)
        return 0;
    const char *decorated = line + name;
    if (name_length > 6 && memcmp(decorated, "__imp_", 6) == 0)
        decorated += 6, name_length -= 6;
    if (decorated[0] != '?' || !find_bytes(decorated, name_length, "@@", 2))
        return 0;
    size_t start = 0, close = name - 3;
    while (start < close && (line[start] == ' ' || line[start] == '\t'))
        ++start;
    const char *quote = memchr(line + start, '"', close - start);
    return start < close && (!quote || (quote == line + start && !memchr(quote + 1, '"', (size_t)(line + close - quote - 1))));
}

/* Whether the line before is a linker diagnostic's or a console-wide piece of one: a symbol tail under
 * it is that diagnostic's rest, wrapped by the paste or the console (LNK2005's '"..." (?f@@YAXXZ)' cut
 * before its "already defined in"), not a pasted LNK2001 of its own. */
static int under_link_diagnostic(const wg_classifier *c, int wide_counts)
{
    if (c->coded_line && c->coded_line == c->lines - 1)
        return 1;
    if (!c->ring_count)
        return 0;
    size_t last = (c->ring_first + c->ring_count - 1) % EXCERPT_BEFORE;
    return (wide_counts && wide_piece(c->ring_line[last], c->ring_length[last], 0)) ||
           find_bytes(c->ring_line[last], c->ring_length[last], "LNK", 3);
}

/* The keys a line gets from its shape when no catalogue text named it: a solution summary, a build's own
 * summary, an error-list row or a code followed by a colon, cmd's lost 'not recognized' words. */
static void shape_keys(wg_classifier *c, const char *line, size_t length, size_t outer, size_t body, int marker,
                       int wide, int plain, wg_match *m)
{
    if (m->priority == PRIO_GENERIC && build_summary(line + body, length - body))
        m->priority = PRIO_NONE, m->key = NULL;
    int summary = body < length && line[body] == '=' ? solution_summary(line + body, length - body) : SUMMARY_NONE;
    if (summary == SUMMARY_SUCCEEDED || (length - body >= 16 && memcmp(line + body, "Build succeeded.", 16) == 0))
        c->build_succeeded = 1;
    if (m->priority <= PRIO_GENERIC && c->catalog->summary_key != (size_t)-1 && summary == SUMMARY_FAILED) {
        m->priority = PRIO_WRAPPER;
        m->key = &c->catalog->keys[c->catalog->summary_key];
        m->at = 0;
    }
    if (m->priority == PRIO_NONE && c->catalog->row_key != (size_t)-1 &&
        (error_list_row(line, length, outer) ||
         ((m->severity || !c->catalog->markers) && severity_position(line + body, length - body)) ||
         error_code_colon(line + body, length - body) || retyped_code(line + body, length - body, marker, wide))) {
        m->priority = PRIO_GENERIC;
        m->key = &c->catalog->keys[c->catalog->row_key];
        m->at = 0;
    }
    /* (the line's last byte first: a tail ends in its parenthesis, or in a blank after it) */
    char last = length > body ? line[length - 1] : '\0';
    if (m->priority == PRIO_NONE && (last == ')' || last == ' ' || last == '\t') && c->catalog->symbol_tail_key != (size_t)-1 &&
        unresolved_symbol_tail(line + body, length - body) && !under_link_diagnostic(c, 1)) {
        m->priority = key_priority(c->catalog, &c->catalog->keys[c->catalog->symbol_tail_key]);
        m->key = &c->catalog->keys[c->catalog->symbol_tail_key];
        m->at = 0;
    }
    if (m->priority < PRIO_SPECIFIC && c->catalog->lost_command_key != (size_t)-1 && !(plain && c->feed_ascii) &&
        lost_not_recognized(line + body, length - body)) {
        m->priority = PRIO_SPECIFIC;
        m->key = &c->catalog->keys[c->catalog->lost_command_key];
        m->at = 0;
    }
}

static void process_line(wg_classifier *c, const char *line, size_t length, int plain)
{
    if (length && line[length - 1] == '\r')
        --length;
    if (!plain) {
        line = scrub_nul(c, line, &length);
        line = strip_ansi(c, line, &length);
    }
    ++c->lines;
    if (continue_pending(c, line, length)) { /* the line was the continuation of the one before */
        size_t skip = outer_prefix(line, length);
        ignored_exception_report(c, line + skip, length - skip, 1, 1); /* (a report joined to a failure's line) */
        return;
    }
    flush_pending(c);
    if (c->probe_source_echo && c->coded_line == c->lines - 1)
        probe_link_warned(c, line, length);
    size_t outer = outer_prefix(line, length); /* console widths count from the log's own line */
    /* (looked at once; a line of an ASCII block has as many characters as bytes) */
    int wide = plain && c->feed_ascii ? console_width(length) || (outer && console_width(length - outer))
                                      : wide_piece(line, length, outer);
    probe_output_track(c, line, length, outer, wide);
    long unit = unit_of_line(c, line, length, outer);
    size_t body = skip_prefix_after(line, length, outer);
    /* after an MSBuild "N>" prefix, but with the line's own indentation */
    size_t project = body > 0 && line[body - 1] == '>' ? body : outer;
    track_cmake_block(c, line, length, outer, body, project, unit);
    long indented_from = track_indented_run(c, line, length, body, project);
    configure_probe(c, line + body, length - body);
    if (body < length && line[body] == 'S')
        source_check_answered(c, line + body, length - body);
    /* (first bytes first: these run on every line) */
    if (body < length && (line[body] == 'c' || c->check_output_from))
        track_check_output(c, line + body, length - body);
    if (body < length && line[body] == '-')
        configure_status(c, line + body, length - body, unit);
    wg_match m = match_line(c->catalog, line, length);
    if (!m.key && body < length && line[body] == 'M' && c->catalog->block_key != (size_t)-1)
        clipped_cmake_row(c->catalog, line, length, body, &m);
    if (m.key && c->catalog->context_count)
        context_key(c, &m);
    version_query(c, line + body, length - body, &m);
    if (m.note)
        apply_note(c, m.note, unit, project != outer, c->lines);
    /* (34m29b) a generic key on a compiler's note under an error at a place ("...(33,10): message : while trying
     * to match the argument list") is that error's words, no blocker of its own; a note whose error the paste
     * lost stays one */
    if ((m.priority == PRIO_GENERIC || m.priority == PRIO_NAMED_GENERIC) && c->placed_error_line &&
        c->placed_error_unit == unit && c->lines - c->placed_error_line <= NOTE_REACH && note_at_place(line, length))
        m.priority = PRIO_NONE, m.key = NULL;
    int marker = m.priority < PRIO_SPECIFIC && (c->catalog->markers ? m.marker : error_marker(line, length));
    if (marker && !(m.key && m.key->type == KEY_CODE)) /* a code names its diagnostic: no cut text overrides it */
        m = match_truncated(c->catalog, line, length, m);
    else if (m.priority < PRIO_SPECIFIC && c->block_unit == unit && !c->block_warning) {
        /* a CMake Error block's line says error by its header: a cause's text cut there still names it */
        wg_match cut = match_truncated(c->catalog, line, length, m);
        if (cut.priority >= PRIO_SPECIFIC)
            m = cut;
    }
    block_cause(c, line, length, body, unit, &m);
    header_class_line(c, unit, &m);
    shape_keys(c, line, length, outer, body, marker, wide, plain, &m);
    reason_line(c, line, length, outer, &m);
    output_was_line(c, line + body, length - body, &m);
    c->probe_source_echo |= probe_source_name(line + body, length - body);
    int quoted_source = python_traceback_line(c, line + body, length - body, wide, &m) == 1;
    int ignored = ignored_exception_report(c, line + outer, length - outer, 0, m.priority > PRIO_NONE); /* (indented) */
    if (ignored && m.priority <= PRIO_WRAPPER)
        m.priority = PRIO_NONE, m.key = NULL; /* an exception reported and ignored */
    /* held too: a line whose code has sub-classes it does not show (C1083 without the header's name,
     * LNK2019 without its symbol), which a wrap of the console or of the poster may have moved to
     * the next line; the next line joins only where that recognises more than it does alone */
    int warned = c->catalog->markers ? m.warned : find_bytes(line, length, "arni", 4) != NULL;
    /* (a 'reason' header is whole: its next line is the failure's words, not its rest) */
    if (!(m.key && m.key->reason_below) &&
        ((m.priority < PRIO_SPECIFIC && may_continue(line, length, marker, warned, wide)) ||
         (m.priority > PRIO_NONE && wide) || (m.key && m.key->refinable))) {
        feed_open_excerpts(c, line, length);
        hold(c, line, length, &m, unit);
        c->pending_ignored = ignored;
        c->pending_source = quoted_source;
        return;
    }
    feed_open_excerpts(c, line, length);
    if (m.priority > PRIO_NONE) {
        emit(c, &m, line, length, c->lines, unit);
    } else {
        if (body < length && line[body] == '-') /* (a line no key knows; most start otherwise) */
            optional_search_answer(c, line + body, length - body);
        c->quiet_line = c->lines;
        if (indented_from && !c->indented_headed && !c->cmake_header_seen && !ignored)
            headless_block(c, line + body, length - body, indented_from, unit); /* (a traceback's frames are no CMake block) */
    }
    ring_push(c, line, length);
}

void wg_classifier_feed(wg_classifier *c, const char *bytes, size_t length)
{
    /* one look at the whole block for the bytes a line must be cleaned of, not two per line */
    int plain = !memchr(bytes, '\0', length) && !memchr(bytes, 0x1b, length);
    c->feed_ascii = plain && !block_non_ascii(bytes, length);
    c->feed_begin = bytes, c->feed_end = bytes + length;
    while (length) {
        const char *newline = memchr(bytes, '\n', length);
        size_t piece = newline ? (size_t)(newline - bytes) : length;
        if (c->partial_length == 0 && newline && !c->partial_overflow) {
            process_line(c, bytes, piece < MAX_LINE ? piece : MAX_LINE, plain);
        } else {
            size_t room = MAX_LINE - c->partial_length;
            size_t take = piece < room ? piece : room;
            memcpy(c->partial + c->partial_length, bytes, take);
            c->partial_length += take;
            if (take < piece)
                c->partial_overflow = 1;
            if (newline) {
                process_line(c, c->partial, c->partial_length, 0);
                c->partial_length = 0;
                c->partial_overflow = 0;
            }
        }
        if (!newline)
            break;
        bytes += piece + 1;
        length -= piece + 1;
    }
    keep_ring(c);
}

/* Report order, root cause first: specific diagnostics (those on error lines before those on
 * status lines: a status line describes, an error line fails), then unexplained error lines,
 * then wrappers inner to outer (the catalog defines wrapper classes and their keys innermost
 * first: cc-rs inside a build script inside cargo, inside a Python traceback), then warnings,
 * each group in log order. An error outranks any warning, except a warning of kind "cause" (a
 * source read in the wrong code page), which explains the errors after it. */
typedef struct report_rank {
    int tier;
    int cause_warning;          /* a warning of kind "cause" (C4819): it explains errors at its place */
    int consequence;            /* its class is a consequence of another class found (catalog) */
    int promoted;               /* a warning C2220 made an error at its place (its record's flag) */
    int echo;                   /* a text key of a class whose own code was found too (rustc's "exit code: 1181") */
    size_t key;                 /* wrappers: the key's place in the catalog, innermost first */
    const char *file;           /* the source place the diagnostic names ("" and 0: none) */
    long line;
    long log_line;
    size_t record;
} report_rank;

static int rank_tier(const wg_class *cls, const wg_record *r)
{
    if ((r->warning && !cls->cause_warning && !r->headless) || r->probe_passed)
        return 4;
    if (cls->kind == KIND_WRAPPER)
        return 3;
    return cls->kind == KIND_GENERIC || r->guessed ? 2 : r->status;
}

static int compare_rank(const void *a, const void *b)
{
    const report_rank *x = a, *y = b;
    if (x->tier != y->tier)
        return x->tier < y->tier ? -1 : 1;
    if (x->consequence != y->consequence)
        return x->consequence < y->consequence ? -1 : 1;
    if (x->echo != y->echo)
        return x->echo < y->echo ? -1 : 1;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return x->log_line < y->log_line ? -1 : x->log_line > y->log_line; /* distinct per record */
}

/* A compiler's first error in a source file is the cause of the ones after it there (a cascade:
 * cl's C2039 "'function': is not a member of 'std'" at line 12, then C2061 and C2065 on 'function';
 * a C2011 struct redefinition in ws2def.h, then syntax errors further down that header): an
 * unexplained error line ranks with the best classified diagnostic after it in its file. Sorts the
 * ranks by place (the report's order is sorted afterwards). */
static int compare_location(const void *a, const void *b)
{
    const report_rank *x = a, *y = b;
    int by_file = strcmp(x->file, y->file);
    if (by_file)
        return by_file;
    if (x->line != y->line)
        return x->line < y->line ? -1 : 1;
    return x->log_line < y->log_line ? -1 : x->log_line > y->log_line;
}

static void rank_cascades(report_rank *ranks, size_t count)
{
    qsort(ranks, count, sizeof *ranks, compare_location);
    for (size_t end = count; end > 0;) {
        size_t start = end - 1;
        while (start > 0 && strcmp(ranks[start - 1].file, ranks[end - 1].file) == 0)
            --start;
        int best_after = INT_MAX; /* of the errors after this one in the file (warnings and wrappers aside) */
        for (size_t i = end; i-- > start;) {
            /* C2220 "the following warning is treated as an error" is written before the warning it
             * means, at its place: where that warning names a cause (C4819) or it made the warning an
             * error of a class (C4013's undefined function), that warning is the root cause */
            if (ranks[i].line && ranks[i].file[0] && ranks[i].tier == 2 && i + 1 < end &&
                (ranks[i + 1].cause_warning || ranks[i + 1].promoted) &&
                ranks[i + 1].line == ranks[i].line)
                ranks[i].consequence = 1;
            if (ranks[i].line && ranks[i].file[0] && ranks[i].tier == 2 && best_after < 2)
                ranks[i].tier = best_after;
            if (ranks[i].tier < 2 && ranks[i].tier < best_after)
                best_after = ranks[i].tier;
        }
        end = start;
    }
}

/* A warning of kind "cause" explains the errors after it that its class's own codes report (C4819's
 * source read in the wrong code page: C2001) or that no class explains (C2143, C2220), and those of the
 * classes the catalog names its consequences (LINK_MISMATCH's LNK4272: LINK_UNRESOLVED). An error of
 * another specific class names a cause of its own (C1083 on an ASCII header's name after C4819): it
 * outranks the warning, as an error outranks any warning. Runs only where such a warning was found. */
static int cause_warning_outranked(const wg_classifier *c, size_t cause)
{
    for (size_t i = 0; i < c->final_count; ++i) {
        const wg_record *r = &c->records[c->final_order[i]];
        const wg_class *cls = &c->catalog->classes[r->class_index];
        if (r->class_index == cause || r->warning || r->status || r->feature_probe || r->probe || r->key->wrapper_code ||
            cls->kind != KIND_SPECIFIC || cls->cause_warning)
            continue;
        int explained = 0;
        for (size_t k = 0; k < c->catalog->consequence_count && !explained; ++k)
            explained = c->catalog->consequences[k].cause == cause && c->catalog->consequences[k].effect == r->class_index;
        if (!explained)
            return 1;
    }
    return 0;
}

/* Whether an error at a source place comes before the cause warning `warning` in the log, at another
 * place than the warning's (not C2220 "the following warning is treated as an error", written just
 * before it at its place): a warning explains the errors after it, and that one was not read through
 * it (another source's compile, before the header with the character was read: C2664 in _start.cpp,
 * then C4819 on genoverlay.hpp). */
static int error_before_cause_warning(const wg_classifier *c, const wg_record *warning)
{
    for (size_t i = 0; i < c->final_count; ++i) {
        const wg_record *r = &c->records[c->final_order[i]];
        if (r->log_line >= warning->log_line || r->warning || r->status || r->probe || r->feature_probe ||
            !r->file || !r->file[0] || r->line <= 0 || c->catalog->classes[r->class_index].kind == KIND_WRAPPER)
            continue;
        if (r->line != warning->line || !warning->file || strcmp(r->file, warning->file) != 0)
            return 1; /* (not at the warning's place) */
    }
    return 0;
}

/* A consequence ranks after its cause (catalog 'consequence' records: CUDA_ARCHITECTURES empty
 * after the CUDA compiler's identification failed): in the cause's tier at the latest, and after
 * every blocker of that tier that is no consequence. A cause that is only a warning moves nothing. */
static void rank_consequences(const wg_catalog *catalog, const wg_record *records, report_rank *ranks, size_t count)
{
    if (!catalog->consequence_count || !count)
        return;
    int *best = malloc((catalog->class_count + 1) * sizeof *best);
    if (!best) {
        fputs("winport-gate-analyze: out of memory\n", stderr);
        exit(2);
    }
    for (size_t i = 0; i < catalog->class_count; ++i)
        best[i] = INT_MAX;
    for (size_t i = 0; i < count; ++i) {
        size_t cls = records[ranks[i].record].class_index;
        if (ranks[i].tier < 4 && ranks[i].tier < best[cls])
            best[cls] = ranks[i].tier;
    }
    for (size_t i = 0; i < count; ++i)
        for (size_t k = 0; k < catalog->consequence_count; ++k) {
            const wg_consequence *q = &catalog->consequences[k];
            if (q->effect != records[ranks[i].record].class_index || best[q->cause] == INT_MAX)
                continue;
            ranks[i].consequence = 1;
            if (ranks[i].tier < best[q->cause])
                ranks[i].tier = best[q->cause];
        }
    free(best);
}

/* A search's result on a CMake "-- " status line ("-- Could NOT find BLAS (missing: ...)", FindBLAS's
 * "-- A library with BLAS API not found."): an optional find_package reports it and the configure
 * goes on ("-- Configuring done"), so it is then a finding only beside a failure. (A failed
 * compiler identification on a status line is no search: it always fails the configure; and an
 * excerpt that stops before CMake's verdict may stop before the error the search led to.) */
static int status_finding(const wg_classifier *c, size_t record)
{
    const wg_record *r = &c->records[record];
    if (!c->configured || !r->status || c->catalog->classes[r->class_index].kind != KIND_SPECIFIC)
        return 0;
    static const char *const results[] = {"Could NOT find", "not found", "NOTFOUND"};
    for (size_t i = 0; i < sizeof results / sizeof results[0]; ++i)
        if (strstr(r->message, results[i]))
            return 1;
    return 0;
}

/* A library's name without folder, extension and a debug suffix's case ("..\\scripts\\Debug\\scripts.lib"
 * -> "scripts"), lower case, into `stem` (empty where the subject is no .lib). */
static void library_stem(const char *subject, char *stem, size_t size)
{
    stem[0] = '\0';
    size_t n = strlen(subject);
    if (n < 5 || size < 2 || (strcmp(subject + n - 4, ".lib") != 0 && strcmp(subject + n - 4, ".LIB") != 0))
        return;
    const char *base = subject;
    for (const char *p = subject; *p; ++p)
        if (*p == '\\' || *p == '/')
            base = p + 1;
    size_t length = (size_t)(subject + n - 4 - base);
    if (length >= size)
        length = size - 1;
    for (size_t i = 0; i < length; ++i)
        stem[i] = lower_ascii(base[i]);
    stem[length] = '\0';
}

/* Whether `text` holds `word` (ASCII, any case). */
static int holds_word(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = text; n && *p; ++p) {
        size_t i = 0;
        while (i < n && p[i] && lower_ascii(p[i]) == word[i])
            ++i;
        if (i == n)
            return 1;
    }
    return 0;
}

/* Whether a folder named in `path` (a component followed by a separator) is in `stem`. */
static int folder_in(const char *path, const char *stem)
{
    static const char *const common[] = {"build", "debug", "release", "source", "include", "thirdparty", "program"};
    const char *part = path;
    for (const char *p = path; *p; ++p) {
        if (*p != '\\' && *p != '/')
            continue;
        size_t n = (size_t)(p - part);
        char folder[64];
        if (n >= 5 && n < sizeof folder) {
            for (size_t i = 0; i < n; ++i)
                folder[i] = lower_ascii(part[i]);
            folder[n] = '\0';
            int usual = 0;
            for (size_t i = 0; i < sizeof common / sizeof common[0]; ++i)
                usual |= strstr(folder, common[i]) != NULL;
            if (!usual && !strchr(folder, ' ') && strstr(stem, folder))
                return 1;
        }
        part = p + 1;
    }
    return 0;
}

/* Whether the earlier failure `e` is in the project that builds the library `stem`: it names the
 * library ("... scripts\\Commands\\cs_guild.cpp" of the scripts project), or a folder of its path
 * is in the library's name ("Foundation\\src\\pocomsg.mc" builds PocoFoundationd.lib). */
static int builds_library(const wg_record *e, const char *stem)
{
    return strlen(stem) >= 4 && (holds_word(e->message, stem) || holds_word(e->file, stem) ||
                                 folder_in(e->file, stem) || folder_in(e->message, stem));
}

/* cl's command-line errors (D8016 "'/RTC1' and '/O2' command-line options are incompatible", D8021,
 * D8036, D8045, in any language: the code is the token) are fatal before any source is compiled: the
 * project that printed one made no object and no library. */
static int command_line_error(const wg_record *e)
{
    const char *code = e->code ? e->code : "";
    if (e->message && strstr(e->message, "nvcc fatal"))
        return 1; /* nvcc's own fatal errors stop the compile before it writes anything */
    return code[0] == 'D' && code[1] == '8' && is_digit(code[2]) && is_digit(code[3]) && is_digit(code[4]) &&
           !code[5];
}

/* LNK1104/LNK1181 on a library that a project failing earlier in the log builds (a solution's
 * dependent project links what its dependency did not make) ranks after that failure; so does one
 * after a command-line error of cl or a fatal error of nvcc ("nvcc fatal : No input files
 * specified"), whose project (often unnamed on its line) built nothing. Rows of an Error List are
 * sorted (by code, then description), not printed in build order: there a failing row below the
 * library's row is as early. */
static void rank_failed_libraries(const wg_classifier *c, report_rank *ranks, size_t count)
{
    for (size_t i = 0; i < count; ++i) {
        const wg_record *r = &c->records[ranks[i].record];
        const char *code = r->code ? r->code : "";
        if (strcmp(code, "LNK1104") != 0 && strcmp(code, "LNK1181") != 0)
            continue;
        char stem[128];
        library_stem(r->subject ? r->subject : "", stem, sizeof stem);
        for (size_t j = 0; j < count && stem[0]; ++j) {
            const wg_record *e = &c->records[ranks[j].record];
            int earlier = e->log_line < r->log_line || (e->row && r->row);
            if (j == i || !earlier || e->warning || ranks[j].tier > 2 ||
                !(builds_library(e, stem) || command_line_error(e)))
                continue;
            ranks[i].consequence = 1;
            if (ranks[i].tier < ranks[j].tier)
                ranks[i].tier = ranks[j].tier;
        }
    }
}

/* A class found on a CMake status line and, later, on error lines ("-- The CUDA compiler
 * identification is unknown", then "CUDA_ARCHITECTURES is empty for target "cmTC_4f57c"" from the
 * identification's try-compile): one cause, which the status line said first, so it ranks with the
 * errors rather than after them. */
static void rank_status_first(const wg_classifier *c, report_rank *ranks, size_t count)
{
    for (size_t i = 0; i < count; ++i) {
        if (ranks[i].tier != 1)
            continue;
        size_t cls = c->records[ranks[i].record].class_index;
        for (size_t j = 0; j < count; ++j)
            if (ranks[j].tier == 0 && c->records[ranks[j].record].class_index == cls && ranks[j].log_line > ranks[i].log_line) {
                ranks[i].tier = 0;
                break;
            }
    }
}

/* Orders the blockers reported, root cause first (see report_rank). */
static int compare_log_line(const void *a, const void *b)
{
    const report_rank *x = *(report_rank *const *)a, *y = *(report_rank *const *)b;
    return x->log_line < y->log_line ? -1 : x->log_line > y->log_line;
}

/* `text` holds the start of `message` (its first 32 bytes, or all of a shorter one): a line that
 * repeats another's message, whatever a console's wrapping joined to either. */
static int echoes(const char *text, const char *message)
{
    size_t n = strlen(message);
    return find_bytes(text, strlen(text), message, n < 32 ? n : 32) != NULL;
}

/* Wrappers rank innermost first by their keys' catalog order, but a wrapper of a command the tool ran
 * ('outer': MSBuild's Exec task, MSB3073 "The command ... exited with code 1") is outer to every
 * wrapper printed before it: those are the command's own output (conan's "Error in build() method"
 * under ConanInstall.bat). Its rank goes after theirs (wrapper keys count double, so that it fits
 * between). */
static void rank_outer_wrappers(const wg_classifier *c, report_rank *ranks, size_t count)
{
    report_rank **wrappers = malloc((count + 1) * sizeof *wrappers);
    if (!wrappers) {
        fputs("winport-gate-analyze: out of memory\n", stderr);
        exit(2);
    }
    size_t n = 0;
    for (size_t i = 0; i < count; ++i)
        if (c->catalog->classes[c->records[ranks[i].record].class_index].kind == KIND_WRAPPER)
            wrappers[n++] = &ranks[i];
    qsort(wrappers, n, sizeof *wrappers, compare_log_line);
    for (size_t i = 0; i < n; ++i) {
        const wg_record *outer = &c->records[wrappers[i]->record];
        if (!outer->key->runs_command)
            continue;
        size_t before = wrappers[i]->key;
        for (size_t j = 0; j < i; ++j) {
            const wg_record *inner = &c->records[wrappers[j]->record];
            /* (a line that only echoes this one's message, "The command ... exited with code 1.", is
             * MSBuild's own, not the command's) */
            if (inner->key->runs_command || echoes(outer->message, inner->message) ||
                echoes(inner->message, outer->message))
                continue;
            if (wrappers[j]->key + 1 > before)
                before = wrappers[j]->key + 1;
        }
        wrappers[i]->key = before;
    }
    free(wrappers);
}

/* The best (lowest) tier of the error lines before the rank `i` (after it: `after`); INT_MAX where
 * there is none. */
static int best_error_tier(const report_rank *ranks, size_t count, size_t i, int after)
{
    int best = INT_MAX;
    for (size_t j = 0; j < count; ++j) {
        if (j == i || ranks[j].tier >= 3 || ranks[j].tier >= best)
            continue;
        if (after ? ranks[j].log_line > ranks[i].log_line : ranks[j].log_line < ranks[i].log_line)
            best = ranks[j].tier;
    }
    return best;
}

/* Whether a wrapper's line comes before rank i's in the log. */
static int wrapper_before(const report_rank *ranks, size_t count, size_t i)
{
    for (size_t j = 0; j < count; ++j)
        if (j != i && ranks[j].tier == 3 && ranks[j].log_line < ranks[i].log_line)
            return 1;
    return 0;
}

/* A 'follows' key's line reports what an error before it left undone (cabal's "setup-Cabal-...exe: does
 * not exist" after ld failed to link that program; cl's C1907 "unable to recover from previous error(s)"
 * and the crash banner under it): where an error line comes before it, it ranks with that error's group,
 * after it. A code key's line whose code itself says it follows errors (C1907) ranks so also where none
 * comes before it but one after it: the tool printed its stop ahead of the error it stopped on (VS 2022
 * 17.14 above the C2106). A text key's words (a program that does not exist) say that only in order. */
static void rank_followers(const wg_classifier *c, report_rank *ranks, size_t count)
{
    for (size_t i = 0; i < count; ++i) {
        const wg_record *r = &c->records[ranks[i].record];
        if (!r->key->follows_errors || r->warning)
            continue;
        int before = best_error_tier(ranks, count, i, 0);
        if (before == INT_MAX && r->key->type == KEY_CODE)
            before = best_error_tier(ranks, count, i, 1);
        if (before == INT_MAX && wrapper_before(ranks, count, i))
            before = 3; /* only a wrapper above: the failure it reports (Python's exception raised while
                         * it handled a CalledProcessError), whose cause its tool's output held */
        if (before == INT_MAX)
            continue;
        if (ranks[i].tier < before)
            ranks[i].tier = before;
        ranks[i].consequence = 1;
    }
}

/* A 'replaces' key's line is the failure of a later run that replaced the attempt before it (CMake's
 * generator mismatch: the cache a run with another generator left, whose own failure, "could not find
 * any instance of Visual Studio", is in the log above it): the errors before it are that attempt's and
 * rank after it. */
static void rank_replaced_attempts(const wg_classifier *c, report_rank *ranks, size_t count)
{
    for (size_t i = 0; i < count; ++i) {
        const wg_record *r = &c->records[ranks[i].record];
        if (!r->key->replaces_earlier || r->warning || ranks[i].tier >= 3)
            continue;
        for (size_t j = 0; j < count; ++j) {
            if (j == i || ranks[j].tier >= 3 || ranks[j].log_line >= ranks[i].log_line)
                continue;
            ranks[j].consequence = 1;
            if (ranks[j].tier < ranks[i].tier)
                ranks[j].tier = ranks[i].tier;
        }
    }
}

/* An error line that says nothing after its failure word ("error:" alone, as a build script's
 * output shows a tool's empty diagnostic before its own panic over it) names no cause: it ranks
 * after every wrapper, the failure the wrappers report (cc-rs's ToolExecError, a panic's
 * CompilationFailed) first; alone, it still fails the log. */
static int bare_failure_word(const wg_record *r, const wg_class *cls)
{
    if (cls->kind != KIND_GENERIC || r->key->remedy || r->warning || !r->message)
        return 0;
    const char *s = r->message;
    while (*s == ' ' || *s == '\t')
        ++s;
    if (strncmp(s, "fatal ", 6) == 0)
        s += 6;
    if (strncmp(s, "error", 5) && strncmp(s, "Error", 5) && strncmp(s, "ERROR", 5))
        return 0;
    s += 5;
    if (*s == ':')
        ++s;
    while (*s == ' ' || *s == '\t')
        ++s;
    return *s == '\0';
}

static void rank_report(wg_classifier *c)
{
    report_rank *ranks = malloc((c->final_count + 1) * sizeof *ranks);
    if (!ranks) {
        fputs("winport-gate-analyze: out of memory\n", stderr);
        exit(2);
    }
    /* A class found by its code (LNK1181) and by a text that only echoes it (rustc's "exit code:
     * 1181") is reported at the code's line first; one found by a wrapper's code that names it
     * (MSB8066 "exited with code 9009") and by its own diagnostic (cmd's "bash is not recognized"),
     * at the diagnostic's line first, and so is any other class's diagnostic: the wrapper's code
     * says only that a command was missing, cmd's line says which ("'codegen.exe' is not
     * recognized"). has_code: bit 1 a code of the class's own, bit 2 a record not found by a
     * wrapper's code; any_diagnostic: an error-line diagnostic not found by a wrapper's code. */
    unsigned char *has_code = calloc(c->catalog->class_count + 1, 1);
    if (!has_code) {
        fputs("winport-gate-analyze: out of memory\n", stderr);
        exit(2);
    }
    int any_diagnostic = 0;
    for (size_t i = 0; i < c->final_count; ++i) {
        const wg_record *r = &c->records[c->final_order[i]];
        if (r->key->type == KEY_CODE && !r->key->wrapper_code)
            has_code[r->class_index] |= 1;
        if (!r->key->wrapper_code)
            has_code[r->class_index] |= 2;
        any_diagnostic |= !r->key->wrapper_code && !r->warning && !r->status &&
                          c->catalog->classes[r->class_index].kind == KIND_SPECIFIC;
    }
    for (size_t i = 0; i < c->final_count; ++i) {
        const wg_record *r = &c->records[c->final_order[i]];
        const wg_class *cls = &c->catalog->classes[r->class_index];
        ranks[i].tier = rank_tier(cls, r);
        ranks[i].cause_warning = r->warning && cls->cause_warning;
        ranks[i].promoted = r->promoted;
        ranks[i].consequence = ranks[i].cause_warning && cause_warning_outranked(c, r->class_index);
        if (ranks[i].cause_warning && error_before_cause_warning(c, r))
            ranks[i].tier = 4, ranks[i].cause_warning = 0; /* (then a warning like any other) */
        /* (an unknown error line echoes nothing: UNCLASSIFIED's records are all different failures,
         * unless the line's key names the cause, rustc's "exit code: 1561" after LNK1561) */
        ranks[i].echo = r->key->wrapper_code ? (has_code[r->class_index] & 2) != 0 || any_diagnostic
                                             : r->key->type != KEY_CODE && (has_code[r->class_index] & 1) &&
                                                   !(cls->kind == KIND_GENERIC && !r->key->remedy);
        ranks[i].key = cls->kind == KIND_WRAPPER ? 2 * (size_t)(r->key - c->catalog->keys) : 0;
        if (bare_failure_word(r, cls)) {
            ranks[i].tier = 3;
            ranks[i].key = (size_t)-1; /* after the outermost wrapper */
        }
        ranks[i].file = r->file;
        ranks[i].line = r->line;
        ranks[i].log_line = r->log_line;
        ranks[i].record = c->final_order[i];
    }
    free(has_code);
    rank_outer_wrappers(c, ranks, c->final_count);
    rank_followers(c, ranks, c->final_count);
    /* An error line whose cause another line names ('explains': avr-g++ reading MSVC's /I and /D
     * options as files, then failing on what those options held: unknown lines, and g++'s "'Serial'
     * was not declared" of a header it no longer finds) ranks after that line. */
    int explained = 0;
    for (size_t i = 0; i < c->final_count; ++i)
        explained |= c->records[ranks[i].record].key->explains_unknown && !c->records[ranks[i].record].warning;
    for (size_t i = 0; i < c->final_count && explained; ++i) {
        const wg_record *r = &c->records[ranks[i].record];
        const wg_class *cls = &c->catalog->classes[r->class_index];
        if (cls->kind == KIND_SPECIFIC && ranks[i].tier < 2)
            ranks[i].tier = 2; /* (with the generic line that explains it, after it) */
        if ((cls->kind == KIND_GENERIC && !r->key->remedy) || cls->kind == KIND_SPECIFIC)
            ranks[i].consequence = 1;
    }
    /* Where no error line says why (only wrappers and warnings: R's "Warning in system(cmd) : 'make'
     * not found" before "ERROR: compilation failed"), a tool's own warning in words that name a cause
     * is the best explanation the log has: it ranks before the wrappers. A compiler's coded warning
     * does not (cl's D9002 ignores the option; the error it did not paste failed the build). */
    int any_error = 0;
    for (size_t i = 0; i < c->final_count; ++i)
        any_error |= ranks[i].tier < 3;
    for (size_t i = 0; i < c->final_count && !any_error; ++i) {
        const wg_record *r = &c->records[ranks[i].record];
        const wg_class *cls = &c->catalog->classes[r->class_index];
        if (ranks[i].tier == 4 && r->key->type == KEY_TEXT && cls->kind == KIND_SPECIFIC && !cls->warning)
            ranks[i].tier = 2; /* (a class of severity warning is never a cause: pip's resolver report) */
    }
    rank_status_first(c, ranks, c->final_count);
    rank_cascades(ranks, c->final_count);
    rank_consequences(c->catalog, c->records, ranks, c->final_count);
    rank_failed_libraries(c, ranks, c->final_count);
    rank_replaced_attempts(c, ranks, c->final_count);
    qsort(ranks, c->final_count, sizeof *ranks, compare_rank);
    for (size_t i = 0; i < c->final_count; ++i)
        c->final_order[i] = ranks[i].record;
    free(ranks);
}

/* Beside a probe source's echo (probe_source_name), a link that found no library (LNK1181, LNK1104 on
 * a .lib) whose next line is the script's warning about it ("[WARNING] async_io requires the dev libaio
 * .so object and headers but these were not found") is a probe's answer the build went on past,
 * whatever fails later (a CUDA version check's exception). A stop right after the link (its
 * traceback: "Unable to pre-compile async_io") keeps it the failure. Runs only beside such an echo,
 * on the line after a coded diagnostic. */
static int probe_library_link(const wg_record *r)
{
    size_t n = r->subject ? strlen(r->subject) : 0;
    int library = n > 4 && (strcmp(r->subject + n - 4, ".lib") == 0 || strcmp(r->subject + n - 4, ".LIB") == 0);
    return library && r->code && (strcmp(r->code, "LNK1181") == 0 || strcmp(r->code, "LNK1104") == 0);
}

static void probe_link_warned(wg_classifier *c, const char *line, size_t length)
{
    if (c->coded_record >= c->record_count || !probe_library_link(&c->records[c->coded_record]) ||
        warning_line(line, length) != 1)
        return;
    c->records[c->coded_record].feature_probe = 1;
    c->records[c->coded_record].probe_passed = 1;
}

/* Beside a probe source's echo (probe_source_name), a log whose only failures are links that found
 * no library (LNK1181, LNK1104 on a .lib) holds the probes' answers ("no aio.lib"), not a failed
 * build: they are feature checks'. Any other failure, a wrapper's included, keeps them. */
static void probe_links(wg_classifier *c)
{
    if (!c->probe_source_echo)
        return;
    for (size_t i = 0; i < c->record_count; ++i) {
        const wg_record *r = &c->records[i];
        if (!r->warning && !probe_library_link(r))
            return;
    }
    for (size_t i = 0; i < c->record_count; ++i)
        c->records[i].feature_probe = 1;
}

/* A scratch project's unresolved symbols: the LNK2019/LNK2001 records right before the LNK1120 that
 * counts them are that link's answer where the LNK1120 is a feature check's (its line names the
 * CMakeTmp or cmTC_ project), also where a console cut the project's name off their own long lines. */
static void probe_unresolved(wg_classifier *c)
{
    for (size_t i = 0; i < c->record_count; ++i) {
        const wg_record *counted = &c->records[i];
        if (!counted->feature_probe || !counted->code || strcmp(counted->code, "LNK1120") != 0)
            continue;
        for (size_t j = i; j-- > 0;) {
            wg_record *r = &c->records[j];
            if (!r->code || (strcmp(r->code, "LNK2019") != 0 && strcmp(r->code, "LNK2001") != 0) ||
                r->log_line > counted->log_line)
                break;
            r->feature_probe = 1;
        }
    }
}

/* cl's C4430 "missing type specifier - int assumed" follows the parser's reading of its place: beside
 * another error at the same source line (C2146 "missing ';' before identifier" on a type name it does
 * not know, C2143 "missing ',' before '*'" in a declaration it cannot parse) it is that error's
 * consequence and takes its class. Alone there it names no name (an unknown type's C2146 would), and
 * may be a declaration without a type (default-int, as compilers before VS 2005 took it: old code): its
 * class is a guess from the code, which ranks with the unexplained errors, in log order. */
static void default_int_by_place(wg_classifier *c)
{
    for (size_t i = 0; i < c->record_count; ++i) {
        wg_record *r = &c->records[i];
        if (r->warning || !r->code || strcmp(r->code, "C4430") != 0 || !r->file || !r->file[0] || r->line <= 0 ||
            c->catalog->classes[r->class_index].kind != KIND_SPECIFIC)
            continue;
        const wg_record *beside = NULL;
        for (size_t j = 0; j < c->record_count && !beside; ++j) {
            const wg_record *o = &c->records[j];
            if (j != i && !o->warning && o->code && strcmp(o->code, "C4430") != 0 && o->line == r->line && o->file &&
                strcmp(o->file, r->file) == 0)
                beside = o;
        }
        if (beside && c->catalog->classes[beside->class_index].kind == KIND_SPECIFIC)
            r->class_index = beside->class_index;
        else if (!beside)
            r->guessed = 1;
    }
}

/* A generic finding of a CMake status line: the step's summary, not its cause. */
static int is_summary(const wg_classifier *c, const wg_record *r)
{
    return r->status && c->catalog->classes[r->class_index].kind == KIND_GENERIC;
}

/* A status line that only says the step failed ("-- Configuring incomplete, errors occurred!")
 * is a summary: reported only where nothing else is. A wrapper printed after the summary is no
 * such failure: it reports the step from outside (Ninja's "rebuilding 'build.ninja': subcommand
 * failed" is the CMake run whose summary this is), so the summary, the innermost word of the
 * failure, stays; one printed before it (Hunter's failed build step) ran inside that step and
 * still outranks it. */
static void drop_summary_beside_failures(wg_classifier *c)
{
    long summary_line = 0;
    for (size_t i = 0; i < c->final_count; ++i) {
        const wg_record *r = &c->records[c->final_order[i]];
        if (is_summary(c, r) && (!summary_line || r->log_line < summary_line))
            summary_line = r->log_line;
    }
    int other_failure = 0;
    for (size_t i = 0; i < c->final_count && !other_failure; ++i) {
        const wg_record *r = &c->records[c->final_order[i]];
        int outer_wrapper = c->catalog->classes[r->class_index].kind == KIND_WRAPPER && summary_line &&
                            r->log_line > summary_line;
        other_failure = !r->warning && !outer_wrapper && !is_summary(c, r);
    }
    size_t kept = 0;
    for (size_t i = 0; i < c->final_count; ++i) {
        const wg_record *r = &c->records[c->final_order[i]];
        if (!other_failure || !is_summary(c, r))
            c->final_order[kept++] = c->final_order[i];
    }
    c->final_count = kept;
}

void wg_classifier_finish(wg_classifier *c)
{
    if (c->partial_length) {
        c->truncated = 1; /* the last line has no newline: the log was cut */
        process_line(c, c->partial, c->partial_length, 0);
        c->partial_length = 0;
    }
    flush_pending(c);
    /* Wrappers count only where no diagnostic of their own unit explains them. */
    long *uncovered = calloc(c->record_count + 1, sizeof(long));
    if (!uncovered) {
        fputs("winport-gate-analyze: out of memory\n", stderr);
        exit(2);
    }
    /* ... and a wrapper fails the log only where it is not a feature check's own ("ninja: build
     * stopped" after a CheckSymbolExists scratch build's error) */
    unsigned char *outside_probe = calloc(c->record_count + 1, 1);
    if (!outside_probe) {
        fputs("winport-gate-analyze: out of memory\n", stderr);
        exit(2);
    }
    for (size_t i = 0; i < c->wrapper_count; ++i) {
        if (!c->unit_explained[c->wrappers[i].unit])
            ++uncovered[c->wrappers[i].record_index];
        if (!(c->unit_explained[c->wrappers[i].unit] & 2))
            outside_probe[c->wrappers[i].record_index] = 1;
    }
    probe_links(c);
    probe_unresolved(c);
    /* A note after a diagnostic that tells its cause (C2131's "heap allocated during constant
     * evaluation": no variable-length array) gives it the note's class. */
    for (size_t i = 0; i < c->record_count; ++i)
        if (c->records[i].note)
            c->records[i].class_index = c->records[i].note->class_index;
    default_int_by_place(c);
    /* Warnings are reported only beside a failure: a log of warnings alone is clean. So are the
     * findings of CMake's status lines ("-- Could NOT find BLAS" of an optional search): a
     * configure that goes on after them has not failed. */
    int failed = 0;
    for (size_t i = 0; i < c->record_count && !failed; ++i)
        failed = !c->records[i].absorbed && !c->records[i].probe && !c->records[i].feature_probe && !status_finding(c, i) &&
                 (c->catalog->classes[c->records[i].class_index].kind != KIND_WRAPPER || outside_probe[i]) &&
                 (!c->records[i].warning || c->records[i].wrapped_warning ||
                  (c->records[i].key->fails_alone && !c->build_succeeded));
    free(outside_probe);
    c->final_order = malloc((c->record_count + 1) * sizeof(size_t));
    if (!c->final_order) {
        fputs("winport-gate-analyze: out of memory\n", stderr);
        exit(2);
    }
    c->final_count = 0;
    for (size_t i = 0; i < c->record_count; ++i) {
        wg_record *r = &c->records[i];
        if (r->absorbed || r->probe || ((r->warning || r->feature_probe || status_finding(c, i)) && !failed))
            continue;
        if (c->catalog->classes[r->class_index].kind == KIND_WRAPPER) {
            if (!uncovered[i])
                continue;
            r->count = uncovered[i];
        }
        c->final_order[c->final_count++] = i;
    }
    free(uncovered);
    drop_summary_beside_failures(c);
    rank_report(c);
}

size_t wg_blocker_count(const wg_classifier *c) { return c->final_count; }
void wg_classifier_set_encoding(wg_classifier *c, const char *encoding) { c->encoding = encoding; }
long wg_classifier_lines(const wg_classifier *c) { return c->lines; }
int wg_classifier_truncated(const wg_classifier *c) { return c->truncated; }

static const char *kind_name(int kind)
{
    return kind == KIND_WRAPPER ? "wrapper" : kind == KIND_GENERIC ? "generic" : "specific";
}

void wg_blocker_get(const wg_classifier *c, size_t index, wg_blocker_view *view)
{
    const wg_record *r = &c->records[c->final_order[index]];
    const wg_class *cls = &c->catalog->classes[r->class_index];
    view->class_id = cls->id;
    view->kind = kind_name(cls->kind);
    view->tool = cls->tool;
    view->code = r->code;
    view->layer = cls->layer;
    view->mitigation = cls->mitigation;
    view->remedy = r->note ? (r->note->remedy ? r->note->remedy : cls->remedy)
               : r->block_cause && r->block_cause->remedy ? r->block_cause->remedy
               : r->key && r->key->remedy ? r->key->remedy : cls->remedy;
    view->message = r->message;
    view->file = r->file;
    view->line = r->line;
    view->log_line = r->log_line;
    view->count = r->count;
    view->predicted = r->predicted;
}

/* ---- JSON --------------------------------------------------------------------------------- */

/* Writes bytes as a JSON string. Logs come in any encoding (OEM code pages, cut UTF-8): valid
 * UTF-8 passes through, every other byte becomes U+FFFD, so the report is always valid JSON. */
void wg_json_string(FILE *out, const char *s, size_t length)
{
    fputc('"', out);
    const unsigned char *p = (const unsigned char *)s, *end = p + length;
    while (p < end) {
        unsigned char b = *p;
        if (b < 0x80) {
            if (b == '"' || b == '\\')
                fprintf(out, "\\%c", b);
            else if (b == '\n')
                fputs("\\n", out);
            else if (b == '\t')
                fputs("\\t", out);
            else if (b < 0x20 || b == 0x7f)
                fprintf(out, "\\u%04x", b);
            else
                fputc(b, out);
            ++p;
            continue;
        }
        size_t n = (b & 0xe0) == 0xc0 ? 2 : (b & 0xf0) == 0xe0 ? 3 : (b & 0xf8) == 0xf0 ? 4 : 0;
        int valid = n && (size_t)(end - p) >= n;
        for (size_t i = 1; valid && i < n; ++i)
            valid = (p[i] & 0xc0) == 0x80;
        if (valid && n == 2 && b < 0xc2)
            valid = 0; /* overlong */
        if (valid && n == 3 && ((b == 0xe0 && p[1] < 0xa0) || (b == 0xed && p[1] >= 0xa0)))
            valid = 0; /* overlong or surrogate */
        if (valid && n == 4 && ((b == 0xf0 && p[1] < 0x90) || b > 0xf4 || (b == 0xf4 && p[1] >= 0x90)))
            valid = 0;
        if (valid) {
            fwrite(p, 1, n, out);
            p += n;
        } else {
            fputs("\\ufffd", out);
            ++p;
        }
    }
    fputc('"', out);
}

static void json_field(FILE *out, const char *name, const char *value)
{
    fprintf(out, "\"%s\": ", name);
    wg_json_string(out, value, strlen(value));
}

int wg_classifier_write_json(const wg_classifier *c, FILE *out, const char *log_name)
{
    fputs("{\"schema\": \"winport-gate-blockers/1\", ", out);
    json_field(out, "log", log_name);
    fputs(", ", out);
    json_field(out, "encoding", c->encoding ? c->encoding : "utf-8");
    fprintf(out, ", \"lines\": %ld, \"truncated\": %s,\n \"blockers\": [", c->lines, c->truncated ? "true" : "false");
    for (size_t i = 0; i < c->final_count; ++i) {
        const wg_record *r = &c->records[c->final_order[i]];
        wg_blocker_view v;
        wg_blocker_get(c, i, &v);
        fputs(i ? ",\n  {" : "\n  {", out);
        json_field(out, "id", v.class_id), fputs(", ", out);
        json_field(out, "kind", v.kind), fputs(", ", out);
        json_field(out, "tool", v.tool), fputs(", ", out);
        json_field(out, "code", v.code), fputs(", ", out);
        json_field(out, "layer", v.layer), fputs(", ", out);
        json_field(out, "winport", v.mitigation), fputs(", ", out);
        json_field(out, "remedy", v.remedy), fputs(", ", out);
        json_field(out, "message", v.message), fputs(", ", out);
        json_field(out, "file", v.file);
        fprintf(out, ", \"line\": %ld, \"log_line\": %ld, \"count\": %ld, \"predicted\": %s, \"excerpt\": [",
                v.line, v.log_line, v.count, v.predicted ? "true" : "false");
        for (size_t j = 0; j < r->excerpt_count; ++j) {
            if (j)
                fputs(", ", out);
            wg_json_string(out, r->excerpt[j].bytes, r->excerpt[j].length);
        }
        fputs("]}", out);
    }
    fputs(c->final_count ? "\n ]}\n" : "]}\n", out);
    return ferror(out) ? -1 : 0;
}
