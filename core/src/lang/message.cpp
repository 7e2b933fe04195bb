#include "hs/lang/message.h"

#include <sstream>

namespace hs {

std::string Message::english() const {
    if (verbatim) return format;
    std::vector<std::string> texts;
    texts.reserve(args.size());
    for (const Message& a : args) texts.push_back(a.english());
    return substitute(format, texts);
}

std::string substitute(std::string_view format, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(format.size() + 16 * args.size());
    for (std::size_t i = 0; i < format.size(); ++i) {
        if (format[i] == '%' && i + 1 < format.size() && format[i + 1] >= '1' &&
            format[i + 1] <= '9') {
            const std::size_t n = static_cast<std::size_t>(format[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += format[i];
    }
    return out;
}

Message verbatim(std::string text) {
    Message m;
    m.format = std::move(text);
    m.verbatim = true;
    return m;
}

Message num(double value, int precision) {
    std::ostringstream out;
    out.precision(precision);
    out << value;
    return verbatim(out.str());
}

Message joined(const std::vector<std::string>& parts, std::string_view separator) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += separator;
        out += parts[i];
    }
    return verbatim(std::move(out));
}

}  // namespace hs
