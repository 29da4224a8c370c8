int player_plugins(void) { return 0; }
