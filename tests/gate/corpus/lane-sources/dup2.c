/* SPDX-License-Identifier: BSD-3-Clause */
int counter = 2;
