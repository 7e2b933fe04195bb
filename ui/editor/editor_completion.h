#pragma once
// What the equation editor offers while typing and hovering: the completion list (bare
// words, a called function's inputs first) and call tips of the model's own functions,
// and the hover text of a symbol. GUI thread only.

#include "sim/model_check.h"

#include <Qsci/qsciapis.h>

#include <QString>
#include <QStringList>

#include <functional>

namespace hs::ui {

// QsciAPIs lists a word as "word " or "word (origin)"; QScintilla 2.13 inserts such an
// entry verbatim when it is the single candidate. Offer the bare words instead.
// Inside the parentheses of a call of the model's function, the function's inputs come
// first (for named arguments).
// Call tips come from the model's functions and records, not from QsciAPIs' prepared
// word list: that list is rebuilt on a worker thread after every check, and QsciAPIs'
// own callTips() reads it without a guard while it is being rebuilt.
class CompletionApis : public QsciAPIs {
public:
    using QsciAPIs::QsciAPIs;
    std::function<QStringList()> callInputs;
    std::function<QString(const QString&)> callTip;
    QStringList callTips(const QStringList& context, int /*commas*/,
                         QsciScintilla::CallTipsStyle /*style*/, QList<int>& shifts) override {
        if (context.isEmpty() || !callTip) return {};
        // the words before '(': the last is the function's name (a dotted name in parts)
        QString name = context.back();
        for (qsizetype i = context.size() - 2; i >= 0 && name.isEmpty(); --i) name = context[i];
        const QString tip = callTip(name);
        if (tip.isEmpty()) return {};
        shifts.append(0);
        return {tip};
    }
    void updateAutoCompletionList(const QStringList& context, QStringList& list) override {
        QsciAPIs::updateAutoCompletionList(context, list);
        for (QString& entry : list) entry = entry.section(u'(', 0, 0).section(u' ', 0, 0);
        const QString prefix = context.isEmpty() ? QString() : context.back();
        if (callInputs) {
            QStringList inputs;
            for (const QString& input : callInputs())
                if (input.startsWith(prefix) && input != prefix) inputs << input;
            list = inputs + list;
        }
        list.removeDuplicates();
    }
};

// The hover text of a symbol: a variable's type, size, kind and unit, a function's
// signature, a record's fields, an enumeration's literals; its description below.
QString symbolText(const SymbolInfo& s);

}  // namespace hs::ui
