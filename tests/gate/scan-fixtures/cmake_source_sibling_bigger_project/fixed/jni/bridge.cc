struct Options { int timeout; int retries; };

int store_open_default()
{
    Options options{.timeout = 30, .retries = 2};
    return options.timeout + options.retries;
}
