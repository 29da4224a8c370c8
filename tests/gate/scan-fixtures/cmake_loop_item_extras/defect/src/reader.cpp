bool readable(bool open, bool eof) { return open and !eof; }
