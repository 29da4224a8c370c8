#ifndef METER_H
#define METER_H

#if defined(_WIN32) && !defined(METER_STATIC)
#  define METER_EXPORT __declspec(dllexport)
#endif
#ifndef METER_EXPORT
#  define METER_EXPORT
#endif
#define METER_CALL
#define METER_EXPORT_CALL METER_EXPORT METER_CALL /**< export and calling convention */

int METER_EXPORT METER_CALL meter_open(void);
void METER_EXPORT METER_CALL meter_close(void);
void METER_EXPORT METER_CALL meter_reset(void);
int METER_EXPORT METER_CALL meter_peak(void);
/* Exported through the macro that spells the export macro and the calling convention. */
int METER_EXPORT_CALL meter_read(void);

#endif
