// LiveChecker: the newest text (or document) is checked a moment after the last change —
// in the engine process of a CheckClient when the window has one (a model that crashes the
// compiler then ends that process, not the IDE), else on the global thread pool
// (BackgroundCheck). A result whose input has changed in the meantime is dropped.

#include "editor/equation_editor.h"

#include "common/background_check.h"
#include "sim/check_client.h"

#include <QMetaType>
#include <QPointer>
#include <QTimer>

#include <optional>

namespace hs::ui {

namespace {

constexpr int kDefaultDelayMilliseconds = 500;

QStringList names(const std::vector<std::string>& variables) {
    QStringList out;
    for (const auto& v : variables) out << QString::fromStdString(v);
    return out;
}

}  // namespace

class LiveChecker::Impl {
public:
    Impl(LiveChecker* q, CheckClient* client)
        : q(q),
          client(client),
          background(
              q, kDefaultDelayMilliseconds, [this]() -> BackgroundCheck<CheckResult>::Work {
                  return [check = current()] { return runCheck(check); };  // a copy: the text may change
              },
              [this](const CheckResult& result) { deliver(result); }) {
        delay.setSingleShot(true);
        delay.setInterval(kDefaultDelayMilliseconds);
        QObject::connect(&delay, &QTimer::timeout, q, [this] { submit(); });
    }

    ModelCheck current() const {
        ModelCheck check;
        check.file = fileName.toStdString();
        if (document) {
            check.kind = ModelCheck::Kind::Document;
            check.document = *document;
        } else {
            check.text = text.toStdString();
            check.className = className.toStdString();
        }
        return check;
    }
    void schedule() {
        ++generation;
        if (client)
            delay.start();
        else
            background.schedule();
    }
    void submit() {
        const quint64 asked = generation;
        QPointer<LiveChecker> alive(q);
        client->submit(current(), [this, alive, asked](const CheckResult& result) {
            if (alive && asked == generation) deliver(result);  // else: the text changed since
        });
    }
    void deliver(const CheckResult& result) {
        emit q->symbolsFound(result.symbols);
        emit q->checked(result.diagnostics, names(result.variables));
    }

    LiveChecker* q;
    CheckClient* client;
    QString text;
    QString fileName;
    QString className;
    std::optional<doc::Document> document;  // set: check this document instead of the text
    quint64 generation = 0;
    QTimer delay;
    BackgroundCheck<CheckResult> background;  // last: destroyed (and waited for) first
};

LiveChecker::LiveChecker(QObject* parent, CheckClient* client) : QObject(parent), d(new Impl(this, client)) {
    qRegisterMetaType<std::vector<hs::Diagnostic>>("std::vector<hs::Diagnostic>");
    qRegisterMetaType<std::vector<hs::ui::SymbolInfo>>("std::vector<hs::ui::SymbolInfo>");
}

LiveChecker::~LiveChecker() { delete d; }

void LiveChecker::setClassName(const QString& className) {
    d->className = className;
}

void LiveChecker::setDelay(int milliseconds) {
    d->background.setDelay(milliseconds);
    d->delay.setInterval(std::max(0, milliseconds));
}

void LiveChecker::documentChanged(const doc::Document& document, const QString& fileName) {
    d->document = document;
    d->fileName = fileName;
    d->schedule();
}

void LiveChecker::textChanged(const QString& text, const QString& fileName) {
    d->document.reset();
    d->text = text;
    d->fileName = fileName;
    d->schedule();
}

}  // namespace hs::ui
