// LiveChecker: a single-shot debounce timer; when it fires, the current text is parsed and
// compiled on the global thread pool. Every text change bumps a generation counter and a
// check remembers the generation it started with, so a result whose text has changed in
// the meantime is dropped and only the newest text's diagnostics are delivered. The
// checks capture copies of the text only; the destructor waits for running ones.

#include "editor/equation_editor.h"

#include "hs/model/model_loader.h"

#include <QFutureWatcher>
#include <QMetaType>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

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
    QTimer timer;
    QString text;
    QString fileName;
    std::optional<doc::Document> document;  // set: check this document instead of the text
    quint64 generation = 0;  // bumped by every text change
    std::vector<QFutureWatcher<CheckResult>*> running;
};

LiveChecker::LiveChecker(QObject* parent) : QObject(parent), d(new Impl) {
    qRegisterMetaType<std::vector<hs::Diagnostic>>("std::vector<hs::Diagnostic>");
    d->timer.setSingleShot(true);
    d->timer.setInterval(kDefaultDelayMilliseconds);
    connect(&d->timer, &QTimer::timeout, this, [this] {
        const quint64 generation = d->generation;
        auto* watcher = new QFutureWatcher<CheckResult>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
            std::erase(d->running, watcher);
            watcher->deleteLater();
            if (generation != d->generation) return;  // the text has changed since
            const CheckResult result = watcher->result();
            emit checked(result.diagnostics, result.variables);
        });
        d->running.push_back(watcher);
        if (d->document)
            watcher->setFuture(QtConcurrent::run([document = *d->document, fileName = d->fileName.toStdString()] {
                return collect(loadDocument(document, fileName));
            }));
        else
            watcher->setFuture(QtConcurrent::run(
                [text = d->text.toStdString(), fileName = d->fileName.toStdString()] {
                    return check(text, fileName);
                }));
    });
}

LiveChecker::~LiveChecker() {
    d->timer.stop();
    for (QFutureWatcher<CheckResult>* watcher : d->running) {
        watcher->disconnect(this);
        watcher->waitForFinished();
    }
    delete d;
}

void LiveChecker::setDelay(int milliseconds) {
    d->timer.setInterval(std::max(0, milliseconds));
}

void LiveChecker::documentChanged(const doc::Document& document, const QString& fileName) {
    d->document = document;
    d->fileName = fileName;
    ++d->generation;
    d->timer.start();
}

void LiveChecker::textChanged(const QString& text, const QString& fileName) {
    d->document.reset();
    d->text = text;
    d->fileName = fileName;
    ++d->generation;
    d->timer.start();
}

}  // namespace hs::ui
