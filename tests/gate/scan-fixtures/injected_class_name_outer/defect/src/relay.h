#pragma once
namespace relay
{
  class Channel
  {
  public:
    void close();
    struct Port
    {
      int number() const;
    };
  };
}
