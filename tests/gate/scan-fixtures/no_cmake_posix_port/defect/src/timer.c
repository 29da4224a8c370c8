/* The interpreter's side: the port of the platform provides timer_now_ms(). */
long timer_now_ms(void);

long elapsed_ms(long since)
{
    return timer_now_ms() - since;
}
