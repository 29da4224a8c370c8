#include <geo/grid.h>

int main()
{
    geo::Grid grid(4);
    geo::Cursor cursor;
    cursor.next();
    return grid.at(cursor.index).length() > 0.0 ? 1 : 0;
}
