#include "widgets/file_list.inl"

int entries() { return gui::count_entries("."); }
