#pragma once
/* The configuration of the old hand-written Visual Studio projects. */
#define ENGINE_PAGE_SIZE 4096
