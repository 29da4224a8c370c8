/* a K&R definition: its parameter count is this unit's, no other's */
int legacy_twice(count)
int count;
{
    return count * 2;
}
