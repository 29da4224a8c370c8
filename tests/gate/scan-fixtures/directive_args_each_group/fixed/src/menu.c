#define MENU_TABLE(name, ...) static const char *const name[] = {__VA_ARGS__}

#if MENU_HAS_SAVE
#define MENU_SAVE_ITEM "save",
#else
#define MENU_SAVE_ITEM
#endif
#if MENU_HAS_HELP
#define MENU_HELP_ITEM , "help"
#else
#define MENU_HELP_ITEM
#endif
MENU_TABLE(main_menu, "open", MENU_SAVE_ITEM "close", "print", "quit" MENU_HELP_ITEM);

const char *first_item(void) { return main_menu[0]; }
