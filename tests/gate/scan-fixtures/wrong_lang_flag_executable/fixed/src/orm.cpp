int orm() { return 0; }
