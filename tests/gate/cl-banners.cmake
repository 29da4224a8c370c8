# SPDX-License-Identifier: BSD-3-Clause
# cl-banners.cmake: the doctor phase reads cl's banner in the languages Visual Studio ships.
# Banners as cl prints them (first line; the version and target numbers are what matters).
# cmake -DWINPORT_ROOT=<root> -P cl-banners.cmake
include("${WINPORT_ROOT}/scripts/gate/GatePhases.cmake")
set(banners
  "en|Microsoft (R) C/C++ Optimizing Compiler Version 19.38.33133 for x64"
  "de|Microsoft (R) C/C++-Optimierungscompiler Version 19.38.33133 für x64"
  "fr|Compilateur d'optimisation Microsoft (R) C/C++ version 19.38.33133 pour x64"
  "es|Compilador de optimización de C/C++ de Microsoft (R) versión 19.38.33133 para x64"
  "it|Compilatore di ottimizzazione Microsoft (R) C/C++ versione 19.38.33133 per x64"
  "pt-BR|Compilador de Otimização do Microsoft (R) C/C++ Versão 19.38.33133 para x64"
  "ru|Оптимизирующий компилятор Microsoft (R) C/C++ версии 19.38.33133 для x64"
  "ja|Microsoft(R) C/C++ Optimizing Compiler Version 19.38.33133 for x64"
  "zh-CN|用于 x64 的 Microsoft (R) C/C++ 优化编译器 19.38.33133 版"
  "ko|Microsoft (R) C/C++ 최적화 컴파일러 버전 19.38.33133(x64)")
foreach(entry IN LISTS banners)
  string(FIND "${entry}" "|" bar)
  string(SUBSTRING "${entry}" 0 ${bar} language)
  math(EXPR from "${bar} + 1")
  string(SUBSTRING "${entry}" ${from} -1 banner)
  gate_parse_cl_banner("${banner}\nCopyright (C) Microsoft Corporation.  All rights reserved.\n" msc_ver target)
  if(NOT msc_ver STREQUAL "1938" OR NOT target STREQUAL "x64")
    message(FATAL_ERROR "cl banner (${language}): got _MSC_VER ${msc_ver}, target ${target}; expected 1938, x64")
  endif()
endforeach()
gate_parse_cl_banner("Microsoft (R) C/C++ Optimizing Compiler Version 19.29.30154 for x86" msc_ver target)
if(NOT "${msc_ver} ${target}" STREQUAL "1929 x86")
  message(FATAL_ERROR "cl banner (x86): got ${msc_ver} ${target}")
endif()
gate_parse_cl_banner("cl: command not found" msc_ver target)
if(NOT "${msc_ver} ${target}" STREQUAL "unknown unknown")
  message(FATAL_ERROR "not a banner: got ${msc_ver} ${target}")
endif()
message("cl banners: 12 read")
