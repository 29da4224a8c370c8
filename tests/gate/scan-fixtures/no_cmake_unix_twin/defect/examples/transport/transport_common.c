/* what both platforms' transports share */
int transport_port(void)
{
    return 9091;
}
