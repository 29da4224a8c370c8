#pragma once
template <typename T> constexpr bool is_map_v = false;
template <typename T> constexpr bool is_hash_map_v = false;
template <typename T>
constexpr bool is_any_map_v = is_map_v<T> or is_hash_map_v<T>;
template <typename T>
constexpr bool is_small_v = sizeof(T) < 4 and sizeof(T) > 1;
