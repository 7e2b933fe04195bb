#include "hs/model/experiment_annotation.h"

#include "hs/lang/lexer.h"
#include "hs/lang/number_format.h"

#include <vector>

namespace hs {

namespace {

using lang::Token;
using lang::TokenKind;

// Index of the bracket closing the one at `open`, or -1.
int closing(const std::vector<Token>& tokens, int open) {
    int depth = 0;
    for (int i = open; i < static_cast<int>(tokens.size()); ++i) {
        const TokenKind k = tokens[i].kind;
        if (k == TokenKind::LeftParen || k == TokenKind::LeftBracket || k == TokenKind::LeftBrace) ++depth;
        if (k == TokenKind::RightParen || k == TokenKind::RightBracket || k == TokenKind::RightBrace)
            if (--depth == 0) return i;
    }
    return -1;
}

std::string arguments(const ExperimentValues& v) {
    std::string out;
    auto add = [&](const char* key, const std::optional<double>& value) {
        if (!value) return;
        if (!out.empty()) out += ", ";
        out += std::string(key) + " = " + formatNumber(*value);
    };
    add("StartTime", v.startTime);
    add("StopTime", v.stopTime);
    add("Interval", v.interval);
    add("Tolerance", v.tolerance);
    return out;
}

bool known(const std::string& key) {
    return key == "StartTime" || key == "StopTime" || key == "Interval" || key == "Tolerance";
}

}  // namespace

bool setExperimentAnnotation(std::string& text, const ExperimentValues& values) {
    std::vector<lang::LexError> errors;
    const std::vector<Token> tokens = lang::tokenize(text, &errors);
    const int n = static_cast<int>(tokens.size());
    // the class annotation: `annotation(` at the start of an element (after ';')
    int classAnnotation = -1;
    for (int i = 1; i + 1 < n; ++i)
        if (tokens[i].kind == TokenKind::KwAnnotation && tokens[i - 1].kind == TokenKind::Semicolon &&
            tokens[i + 1].kind == TokenKind::LeftParen)
            classAnnotation = i;
    if (classAnnotation >= 0) {
        const int open = classAnnotation + 1, close = closing(tokens, open);
        if (close < 0) return false;
        // experiment( ... ) directly inside the annotation
        for (int i = open + 1; i + 1 < close; ++i) {
            if (tokens[i].kind == TokenKind::Identifier && tokens[i].text == "experiment" &&
                tokens[i + 1].kind == TokenKind::LeftParen) {
                const int eOpen = i + 1, eClose = closing(tokens, eOpen);
                if (eClose < 0) return false;
                // keep the arguments HybridStudio does not write
                std::string kept;
                int argStart = eOpen + 1;
                for (int j = eOpen + 1; j <= eClose; ++j) {
                    const bool end = j == eClose || (tokens[j].kind == TokenKind::Comma);
                    if (!end) {
                        if (tokens[j].kind == TokenKind::LeftParen || tokens[j].kind == TokenKind::LeftBracket ||
                            tokens[j].kind == TokenKind::LeftBrace)
                            j = closing(tokens, j);
                        if (j < 0) return false;
                        continue;
                    }
                    if (j > argStart && !known(tokens[argStart].text)) {
                        if (!kept.empty()) kept += ", ";
                        kept += text.substr(static_cast<std::size_t>(tokens[argStart].begin),
                                            static_cast<std::size_t>(tokens[j - 1].end - tokens[argStart].begin));
                    }
                    argStart = j + 1;
                }
                std::string args = arguments(values);
                if (!kept.empty()) args += (args.empty() ? "" : ", ") + kept;
                text.replace(static_cast<std::size_t>(tokens[eOpen].begin),
                             static_cast<std::size_t>(tokens[eClose].end - tokens[eOpen].begin), "(" + args + ")");
                return true;
            }
            if (tokens[i].kind == TokenKind::LeftParen) i = closing(tokens, i);
            if (i < 0) return false;
        }
        // an annotation without experiment: add it first
        text.insert(static_cast<std::size_t>(tokens[open].end), "experiment(" + arguments(values) + "), ");
        return true;
    }
    // no class annotation: a new line before the model's `end Name;`
    for (int i = n - 1; i >= 2; --i) {
        if (tokens[i].kind != TokenKind::Semicolon || tokens[i - 1].kind != TokenKind::Identifier ||
            tokens[i - 2].kind != TokenKind::KwEnd)
            continue;
        std::size_t lineStart = static_cast<std::size_t>(tokens[i - 2].begin);
        while (lineStart > 0 && text[lineStart - 1] != '\n') --lineStart;
        text.insert(lineStart, "  annotation(experiment(" + arguments(values) + "));\n");
        return true;
    }
    return false;
}

}  // namespace hs
