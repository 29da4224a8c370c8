int chime_volume(int level) { return level > 100 ? 100 : level; }
