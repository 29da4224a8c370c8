#pragma once
namespace relay::impl
{
  class Channel
  {
  public:
    void run();
    struct Port
    {
      int number() const;
    };
  };
}
