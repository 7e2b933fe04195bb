#pragma once
// Messages as data. A Message is an English template with numbered placeholders
// (%1 ... %9) and its arguments; an argument is a verbatim text (a name, a number, an
// expression, a text from outside such as a solver library) or a Message of its own
// (a reason inside "%1; your model is safe", a fixed phrase such as "end of input").
// The core renders the English text with english(); a client in another language
// translates the template, substitutes the (translated) arguments and never has to
// take an English sentence apart.
//
// Templates are string literals at their call site, written as msg(template, args...):
// the number of arguments is checked against the template's placeholders when the
// call is compiled, and the message catalogue (the list the translators work from)
// is extracted from those literals.

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace hs {

struct Message {
    std::string format;         // the English template, or a verbatim text
    std::vector<Message> args;  // args[0] replaces %1, ...
    bool verbatim = false;      // shown as it is: neither translated nor scanned for %n

    // The English text: the template with each %n replaced by its argument's text.
    std::string english() const;
    bool empty() const { return format.empty() && args.empty(); }
    friend bool operator==(const Message&, const Message&) = default;
};

// A template (English or translated) with %n replaced by args[n-1], in one pass: the
// arguments' own text is never scanned, and %n without an argument stays as it is.
std::string substitute(std::string_view format, const std::vector<std::string>& args);

// A text shown as it is (names, numbers, expressions, texts of other libraries).
Message verbatim(std::string text);
// A number as the messages print it: %g-like with `precision` significant digits.
Message num(double value, int precision = 6);

// The highest placeholder of a template, or -1 when the numbers 1..highest are not all
// used (a template with %2 but no %1). "%%" is not special: only % followed by 1-9 is.
constexpr int placeholderCount(std::string_view format) {
    bool seen[10] = {};
    int highest = 0;
    for (std::size_t i = 0; i + 1 < format.size(); ++i) {
        if (format[i] != '%' || format[i + 1] < '1' || format[i + 1] > '9') continue;
        const int n = format[i + 1] - '0';
        seen[n] = true;
        if (n > highest) highest = n;
    }
    for (int n = 1; n <= highest; ++n)
        if (!seen[n]) return -1;
    return highest;
}

namespace detail {

// A template literal whose placeholders are checked against the number of arguments
// when the call is compiled.
template <std::size_t Arity>
struct MessageFormat {
    const char* text;
    template <std::size_t Length>
    consteval MessageFormat(const char (&literal)[Length]) : text(literal) {
        if (placeholderCount(std::string_view(literal, Length - 1)) != static_cast<int>(Arity))
            throw "the template's placeholders %1..%n do not match the number of arguments";
    }
};

inline Message argument(Message m) {
    return m;
}
inline Message argument(std::string text) {
    return verbatim(std::move(text));
}
inline Message argument(std::string_view text) {
    return verbatim(std::string(text));
}
inline Message argument(const char* text) {
    return verbatim(text);
}
inline Message argument(double value) {
    return num(value);
}
template <typename T>
requires(std::is_integral_v<T> && !std::is_same_v<T, bool> && !std::is_same_v<T, char>) Message
    argument(T value) {
    return verbatim(std::to_string(value));
}

}  // namespace detail

// For example: msg with the template '%1' is declared twice and the argument name.
template <typename... Args>
Message msg(detail::MessageFormat<sizeof...(Args)> format, Args&&... args) {
    Message m;
    m.format = format.text;
    m.args.reserve(sizeof...(Args));
    (m.args.push_back(detail::argument(std::forward<Args>(args))), ...);
    return m;
}

// Joins parts with ", " as one verbatim argument (a list of names).
Message joined(const std::vector<std::string>& parts, std::string_view separator = ", ");

}  // namespace hs
