extern int engNSLOT;
