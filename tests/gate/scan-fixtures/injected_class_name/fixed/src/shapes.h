#pragma once
namespace shapes
{
  namespace detail { namespace detail { inline int depth() { return 2; } } }

  template<int N>
  struct Bundle
  {
    struct Kind
    {
      const char* label() const;
    };
    static Kind kind;
  };
  typedef Bundle<4> Bundle4;
}
