// LiveChecker: a BackgroundCheck (common/background_check.h) whose work parses and
// compiles a copy of the newest text (or document) on the global thread pool; a result
// whose text has changed in the meantime is dropped.

#include "editor/equation_editor.h"

#include "common/background_check.h"

#include "hs/model/model_loader.h"

#include <QMetaType>

#include <algorithm>
#include <optional>

namespace hs::ui {

namespace {

constexpr int kDefaultDelayMilliseconds = 500;

struct CheckResult {
    std::vector<Diagnostic> diagnostics;
    QStringList variables;
};

// Runs on a pool thread: parse and compile, collect the variables' names for completion
// (not the internal `$...` ones nor the derivatives `der(x)`).
CheckResult collect(LoadResult loaded) {
    CheckResult result;
    result.diagnostics = std::move(loaded.diagnostics.items());
    if (loaded.model) {
        for (const VariableInfo& v : loaded.model->variables) {
            if (v.name.empty() || v.name.front() == '$' || v.name.starts_with("der(")) continue;
            result.variables << QString::fromStdString(v.name);
        }
    }
    return result;
}

CheckResult check(const std::string& text, const std::string& fileName) {
    return collect(loadModelText(text, fileName));
}

}  // namespace

class LiveChecker::Impl {
public:
    explicit Impl(LiveChecker* q)
        : background(
              q, kDefaultDelayMilliseconds,
              [this]() -> BackgroundCheck<CheckResult>::Work {
                  // the work takes copies: the text may change while it runs
                  if (document)
                      return [document = *document, fileName = fileName.toStdString()] {
                          return collect(loadDocument(document, fileName));
                      };
                  return [text = text.toStdString(), fileName = fileName.toStdString()] { return check(text, fileName); };
              },
              [q](const CheckResult& result) { emit q->checked(result.diagnostics, result.variables); }) {}

    QString text;
    QString fileName;
    std::optional<doc::Document> document;  // set: check this document instead of the text
    BackgroundCheck<CheckResult> background;  // last: destroyed (and waited for) first
};

LiveChecker::LiveChecker(QObject* parent) : QObject(parent), d(new Impl(this)) {
    qRegisterMetaType<std::vector<hs::Diagnostic>>("std::vector<hs::Diagnostic>");
}

LiveChecker::~LiveChecker() { delete d; }

void LiveChecker::setDelay(int milliseconds) { d->background.setDelay(milliseconds); }

void LiveChecker::documentChanged(const doc::Document& document, const QString& fileName) {
    d->document = document;
    d->fileName = fileName;
    d->background.schedule();
}

void LiveChecker::textChanged(const QString& text, const QString& fileName) {
    d->document.reset();
    d->text = text;
    d->fileName = fileName;
    d->background.schedule();
}

}  // namespace hs::ui
