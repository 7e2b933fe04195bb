#include "window/recovery.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSocketNotifier>
#include <QStandardPaths>

#include <csignal>
#include <vector>

#include <sys/socket.h>
#include <unistd.h>

namespace hs::ui {

namespace {

constexpr int kFormat = 1;

QString keyOf(const QString& original) {
    if (original.isEmpty()) return QStringLiteral("untitled-%1").arg(QCoreApplication::applicationPid());
    const QString absolute = QFileInfo(original).absoluteFilePath();
    return QString::fromLatin1(QCryptographicHash::hash(absolute.toUtf8(), QCryptographicHash::Sha1).toHex().left(20));
}

QString pathOf(const QString& key) { return QDir(RecoveryStore::directory()).filePath(key + QStringLiteral(".json")); }

std::optional<RecoveryEntry> readEntry(const QString& file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    const QJsonDocument json = QJsonDocument::fromJson(f.readAll());
    const QJsonObject o = json.object();
    if (!json.isObject() || o.value("format").toInt() != kFormat || !o.value("text").isString()) return std::nullopt;
    RecoveryEntry e;
    e.file = file;
    e.original = o.value("original").toString();
    e.document = o.value("document").toBool();
    e.savedAt = QDateTime::fromString(o.value("savedAt").toString(), Qt::ISODateWithMs);
    e.pid = static_cast<qint64>(o.value("pid").toDouble());
    e.text = o.value("text").toString();
    return e;
}

bool processAlive(qint64 pid) { return pid > 0 && ::kill(static_cast<pid_t>(pid), 0) == 0; }

int g_signalPipe[2] = {-1, -1};

void signalHandler(int) {
    const char c = 1;
    // only async-signal-safe calls here
    [[maybe_unused]] const auto n = ::write(g_signalPipe[0], &c, 1);
}

}  // namespace

QString RecoveryStore::directory() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("recovery"));
}

bool RecoveryStore::write(const QString& original, bool document, const QString& text, QString* error) {
    if (!QDir().mkpath(directory())) {
        if (error) *error = tr("cannot create %1").arg(directory());
        return false;
    }
    QJsonObject o;
    o.insert("format", kFormat);
    o.insert("original", original.isEmpty() ? QString() : QFileInfo(original).absoluteFilePath());
    o.insert("document", document);
    o.insert("savedAt", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    o.insert("pid", static_cast<double>(QCoreApplication::applicationPid()));
    o.insert("text", text);
    QSaveFile f(pathOf(keyOf(original)));
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(o).toJson(QJsonDocument::Compact)) < 0 || !f.commit()) {
        if (error) *error = f.errorString();
        return false;
    }
    return true;
}

void RecoveryStore::remove(const QString& original) { QFile::remove(pathOf(keyOf(original))); }

std::optional<RecoveryEntry> RecoveryStore::find(const QString& original) {
    if (original.isEmpty()) return std::nullopt;
    return readEntry(pathOf(keyOf(original)));
}

QList<RecoveryEntry> RecoveryStore::orphanedUntitled() {
    QList<RecoveryEntry> out;
    const QDir dir(directory());
    for (const QString& name : dir.entryList({QStringLiteral("untitled-*.json")}, QDir::Files, QDir::Time)) {
        auto e = readEntry(dir.filePath(name));
        if (e && e->pid != QCoreApplication::applicationPid() && !processAlive(e->pid)) out << *e;
    }
    return out;
}

void RecoveryStore::removeEntry(const RecoveryEntry& entry) { QFile::remove(entry.file); }

QString lineDiff(const QString& before, const QString& after, int maxLines) {
    const QStringList a = before.split('\n'), b = after.split('\n');
    if (a.size() > maxLines || b.size() > maxLines)
        return RecoveryStore::tr("(too long to compare line by line)");
    // lengths of the longest common subsequences of the suffixes
    const qsizetype n = a.size(), m = b.size();
    std::vector<int> lcs(static_cast<std::size_t>((n + 1) * (m + 1)), 0);
    auto at = [&](qsizetype i, qsizetype j) -> int& { return lcs[static_cast<std::size_t>(i * (m + 1) + j)]; };
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            at(i, j) = a[i] == b[j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    QStringList out;
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            ++i;
            ++j;
        } else if (j < m && (i == n || at(i, j + 1) >= at(i + 1, j))) {
            out << QStringLiteral("+ ") + b[j++];
        } else {
            out << QStringLiteral("- ") + a[i++];
        }
    }
    return out.join('\n');
}

RecoveryChoice askToRecover(QWidget* parent, const RecoveryEntry& entry, const QString& savedText) {
    QMessageBox box(parent);
    box.setObjectName("recoveryPrompt");
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(RecoveryStore::tr("Recover unsaved changes"));
    const QString name = entry.original.isEmpty() ? RecoveryStore::tr("an untitled model") : QFileInfo(entry.original).fileName();
    box.setText(RecoveryStore::tr("HybridStudio ended without saving the changes to %1 (last kept %2).")
                    .arg(name, QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat)));
    box.setInformativeText(RecoveryStore::tr("Restore them? Discard deletes the kept copy; the file on disk is not changed "
                              "until you save."));
    box.setDetailedText(lineDiff(savedText, entry.text));
    QPushButton* restore = box.addButton(RecoveryStore::tr("Restore"), QMessageBox::AcceptRole);
    restore->setObjectName("recoveryRestore");
    QPushButton* discard = box.addButton(RecoveryStore::tr("Discard"), QMessageBox::DestructiveRole);
    discard->setObjectName("recoveryDiscard");
    QPushButton* later = box.addButton(RecoveryStore::tr("Decide Later"), QMessageBox::RejectRole);
    later->setObjectName("recoveryLater");
    box.setDefaultButton(restore);
    box.exec();
    if (box.clickedButton() == restore) return RecoveryChoice::Restore;
    if (box.clickedButton() == discard) return RecoveryChoice::Discard;
    return RecoveryChoice::Later;
}

void onTerminationSignal(std::function<void()> onSignal) {
    if (g_signalPipe[0] >= 0) return;
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalPipe) != 0) return;
    auto* notifier = new QSocketNotifier(g_signalPipe[1], QSocketNotifier::Read, QCoreApplication::instance());
    QObject::connect(notifier, &QSocketNotifier::activated, notifier, [notifier, onSignal = std::move(onSignal)] {
        notifier->setEnabled(false);
        char c;
        [[maybe_unused]] const auto n = ::read(g_signalPipe[1], &c, 1);
        onSignal();
        notifier->setEnabled(true);
    });
    struct sigaction action {};
    action.sa_handler = signalHandler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGHUP, &action, nullptr);
}

}  // namespace hs::ui
