#include <filesystem>
#include <string>
#include <vector>
#include <fmt/format.h>
#include <asio/ssl.hpp>
#include <QString>

namespace fs = std::filesystem;

std::vector<std::string> arguments(const std::vector<fs::path> &inputs, const fs::path &where)
{
    std::vector<std::string> argv;
    for (fs::path input : inputs)
        argv.push_back(input.string());
    std::string joined;
    std::string name = "main";
    joined = (where / name).string();
    argv.push_back(joined);
    return argv;
}

std::string label(const fs::path &source)
{
    return fmt::format("{}: done", source.filename().string());
}

void secure(asio::ssl::context &context, const std::string &base)
{
    auto cert_file = fs::path(base).append("server.crt");
    context.use_certificate_chain_file(cert_file.string());
}

QString shown(const fs::path &folder)
{
    return QString::fromStdString(folder.string());
}
