enum StatusCode {
  STATUS_OK = 0,
  STATUS_ERROR = 1,
};
enum Method {
  GET,
  METHOD_DELETE,
};
struct Channel {
  int input;
  int output;
};
