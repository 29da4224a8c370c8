typedef struct SYSTEM_DRIVER { int id; } SYSTEM_DRIVER;

/* the table of a platform's functions (the defect's first member has another name) */
typedef struct SYSTEM_INTERFACE {
   SYSTEM_DRIVER *(*get_display)(void);
   void (*rest_seconds)(double seconds);
} SYSTEM_INTERFACE;
