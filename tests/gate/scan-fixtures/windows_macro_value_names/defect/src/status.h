enum StatusCode {
  OK = 0,
  ERROR = 1,
};
enum Method {
  GET,
  DELETE,
};
struct Channel {
  int IN;
  int OUT;
};
