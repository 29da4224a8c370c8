extern int engNROLE;        // set when the renderer starts
