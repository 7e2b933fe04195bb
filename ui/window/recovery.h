#pragma once
// Recovery of unsaved work. While a document has unsaved changes, its current text is kept
// in a recovery file in the application's local data folder
// (QStandardPaths::AppLocalDataLocation, subfolder "recovery"), rewritten a few seconds
// after each change and at once when the program is asked to end (SIGTERM, SIGHUP). A clean
// close, a save or a discard removes it; a crash, a kill or a power cut leaves it, and the
// next time the document is opened (or, for an untitled one, the next start) the user is
// offered to restore it. One file per document: named by a hash of the document's absolute
// path, or "untitled-<process id>" for a document without a file.
// GUI thread only.

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

class QWidget;

namespace hs::ui {

struct RecoveryEntry {
    QString file;      // the recovery file
    QString original;  // the document's path; empty for an untitled document
    bool document = false;  // a .hsm document (else Modelica text)
    QDateTime savedAt;
    qint64 pid = 0;  // the process that wrote it
    QString text;    // the document as it was on screen
};

class RecoveryStore {
    Q_DECLARE_TR_FUNCTIONS(RecoveryStore)

public:
    // The folder of the recovery files (created on the first write).
    static QString directory();
    // Writes the recovery file of `original` (empty: this process's untitled document).
    static bool write(const QString& original, bool document, const QString& text, QString* error = nullptr);
    static void remove(const QString& original);
    static std::optional<RecoveryEntry> find(const QString& original);
    // Untitled documents of processes that are gone.
    static QList<RecoveryEntry> orphanedUntitled();
    static void removeEntry(const RecoveryEntry& entry);
};

enum class RecoveryChoice { Restore, Discard, Later };

// Asks whether to restore `entry` in place of `savedText` (the file as it is on disk; empty
// for an untitled document). "Show Details" compares the two texts line by line.
RecoveryChoice askToRecover(QWidget* parent, const RecoveryEntry& entry, const QString& savedText);

// The lines of `before` and `after` that differ, as "- line" and "+ line" (a longest common
// subsequence of lines; at most `maxLines` lines each side are compared).
QString lineDiff(const QString& before, const QString& after, int maxLines = 3000);

// Calls `onSignal` on the GUI thread when the process receives SIGTERM or SIGHUP (through a
// socket pair: nothing but a write happens in the signal handler). Call once.
void onTerminationSignal(std::function<void()> onSignal);

}  // namespace hs::ui
