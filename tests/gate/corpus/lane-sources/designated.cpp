/* SPDX-License-Identifier: BSD-3-Clause */
struct options { int threads; int verbose; };
options defaults() { return options{.threads = 4, .verbose = 0}; }
