#pragma once

#if defined(_WIN32) && defined(VAULT_BUILDING)
#define VAULT_API __declspec(dllexport)
#elif defined(_WIN32)
#define VAULT_API __declspec(dllimport)
#else
#define VAULT_API
#endif

#define VAULT_VERSION_NAME v3
#define VAULT_USE_VERSION_NAMESPACE namespace VAULT_VERSION_NAME {} using namespace VAULT_VERSION_NAME;
