#include <cassert>
#include <vector>

void notify_owner(const char *where); /* another unit's: declared noreturn there, for all the scan knows */

class Route {
public:
    Route& operator=(const Route& other);
    bool resize(unsigned stops);
    bool reset(unsigned stops);
    bool clear();
    int legacy_count();
private:
    std::vector<unsigned> stops_;
};

Route& Route::operator=(const Route& other)
{
    assert(false);
}

bool Route::resize(unsigned stops)
{
    stops_.resize(stops);
    return true;
}

bool Route::reset(unsigned stops)
{
    resize(stops);
    stops_.clear();
}

bool Route::clear()
{
}

int Route::legacy_count()
{
    notify_owner("legacy_count");
}

/* the body is a generated file the build #includes: its return is there */
int route_api_version()
{
#include "route_version.inc"
}
