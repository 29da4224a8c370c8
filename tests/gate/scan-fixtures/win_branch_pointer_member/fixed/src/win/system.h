typedef struct SYSTEM_DRIVER { int id; } SYSTEM_DRIVER;

/* the table of a platform's functions */
typedef struct SYSTEM_INTERFACE {
   SYSTEM_DRIVER *(*get_display_driver)(void);
   void (*rest_seconds)(double seconds);
} SYSTEM_INTERFACE;
