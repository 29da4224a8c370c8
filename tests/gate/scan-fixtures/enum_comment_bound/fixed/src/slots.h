enum { engNSLOT = 4 };
