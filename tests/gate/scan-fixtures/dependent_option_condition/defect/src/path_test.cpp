#include <string>

#ifdef _WIN32
std::wstring widen(const std::string &text)
{
    std::wstring out(text.size(), L'\0');
    int n = MultiByteToWideChar(CP_UTF8, 0, text.data(), (int)text.size(), &out[0], (int)out.size());
    out.resize(n > 0 ? n : 0);
    return out;
}
#endif
int main() { return 0; }
