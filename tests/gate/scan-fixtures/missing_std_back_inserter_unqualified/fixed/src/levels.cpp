#include <algorithm>
#include <cctype>
#include <iterator>
#include <map>
#include <string>
#include <vector>

using namespace std;

static map<string, int> level_names;

void add_level(const string &name, int value)
{
    string key;
    transform(name.begin(), name.end(), back_inserter(key), [](char c) { return (char)tolower((unsigned char)c); });
    level_names[key] = value;
}

vector<int> all_levels()
{
    vector<int> out;
    for (const auto &entry : level_names)
        out.push_back(entry.second);
    return out;
}
