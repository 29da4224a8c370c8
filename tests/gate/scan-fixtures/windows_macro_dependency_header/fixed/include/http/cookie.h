#pragma once
#include <curl/curl.h>
#include <chrono>

class Cookie {
  public:
    explicit Cookie(std::chrono::time_point<std::chrono::system_clock> expires =
                        (std::chrono::time_point<std::chrono::system_clock>::min)())
        : expires_{expires} {}
    bool expired() const;

  private:
    std::chrono::time_point<std::chrono::system_clock> expires_;
};
