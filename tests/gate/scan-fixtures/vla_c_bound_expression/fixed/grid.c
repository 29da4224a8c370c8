#include <stdio.h>

#define ROWS 4
enum { columns = 3 };

typedef struct Cell {
    int x, y;
} Cell;

static int fill(Cell *cells, int count)
{
    int i;
    for (i = 0; i < count; i++)
        cells[i].x = cells[i].y = i;
    return count;
}

int main(void)
{
    enum { xdiv = 3, ydiv = 4, m = 5 };
    Cell grid[xdiv * ydiv];
    int address[m * m * m][3];
    Cell fixed_grid[ROWS * columns];
    printf("%d %d\n", fill(grid, xdiv * ydiv), (int)sizeof address);
    return fill(fixed_grid, ROWS * columns) == 0;
}
