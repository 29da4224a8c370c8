#define MENU_TABLE(name, ...) static const char *const name[] = {__VA_ARGS__}

MENU_TABLE(main_menu,
    "open",
#if MENU_HAS_SAVE
    "save",
#endif
    "close",
    "print",
    "quit"
#if MENU_HAS_HELP
    , "help"
#endif
    );

const char *first_item(void) { return main_menu[0]; }
