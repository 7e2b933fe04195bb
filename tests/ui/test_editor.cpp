// The equation editor offscreen: the Modelica lexer's styles (also when a block comment
// is opened or closed above), fold levels of sections and blocks, completion of model
// variables, diagnostics drawn at line:col with their message on hover, auto-indent,
// goTo, and the live checker (debounced, off the GUI thread, newest result only).

#include "editor/equation_editor.h"
#include "editor/modelica_lexer.h"

#include <Qsci/qsciapis.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

#include "ui_test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

namespace hs::ui {
namespace {

using Sci = QsciScintillaBase;

const char* const kBouncingBall = R"(model BouncingBall "The 'classic' bouncing ball model"
  type Height=Real(unit="m");
  type Velocity=Real(unit="m/s");
  parameter Real e=0.8 "Coefficient of restitution";
  parameter Height h0=1.0 "Initial height";
  Height h "Height";
  Velocity v(start=0.0, fixed=true) "Velocity";
initial equation
  h = h0;
equation
  v = der(h);
  der(v) = -9.81;
  when h<0 then
    reinit(v, -e*pre(v));
  end when;
end BouncingBall;
)";

QString examplePath(const char* name) {
#ifdef HS_EXAMPLES_DIR
    return QDir(QStringLiteral(HS_EXAMPLES_DIR)).filePath(QString::fromLatin1(name));
#else
    return QDir(QStringLiteral(HS_TEST_DATA_DIR "/../../resources/examples"))
        .filePath(QString::fromLatin1(name));
#endif
}

bool waitUntil(const std::function<bool()>& done, int timeoutMs = 3000) { return test::waitFor(done, timeoutMs); }

// Styles what QScintilla has not styled yet, as painting would (not from the start).
void styleRest(EquationEditor& editor) {
    editor.SendScintilla(Sci::SCI_COLOURISE, editor.SendScintilla(Sci::SCI_GETENDSTYLED), -1L);
}

// Byte position of the n-th occurrence of `what` in the editor's text.
int positionOf(const EquationEditor& editor, const char* what, int occurrence = 0) {
    const QByteArray text = editor.text().toUtf8();
    qsizetype pos = -1;
    for (int i = 0; i <= occurrence; ++i) {
        pos = text.indexOf(what, pos + 1);
        if (pos < 0) return -1;
    }
    return static_cast<int>(pos);
}

int styleAt(const EquationEditor& editor, int pos) {
    return static_cast<int>(editor.SendScintilla(Sci::SCI_GETSTYLEAT, pos));
}

int styleOf(const EquationEditor& editor, const char* what, int occurrence = 0) {
    const int pos = positionOf(editor, what, occurrence);
    return pos < 0 ? -1 : styleAt(editor, pos);
}

int foldLevel(const EquationEditor& editor, int line) {
    return static_cast<int>(editor.SendScintilla(Sci::SCI_GETFOLDLEVEL, line));
}

bool isHeader(const EquationEditor& editor, int line) {
    return (foldLevel(editor, line) & Sci::SC_FOLDLEVELHEADERFLAG) != 0;
}

int levelNumber(const EquationEditor& editor, int line) {
    return foldLevel(editor, line) & Sci::SC_FOLDLEVELNUMBERMASK;
}

long indicatorsAt(const EquationEditor& editor, int pos) {
    return editor.SendScintilla(Sci::SCI_INDICATORALLONFOR, pos);
}

Diagnostic diagnostic(Severity severity, int line, int column, const char* message) {
    Diagnostic d;
    d.severity = severity;
    d.code = "test";
    d.loc = {line, column};
    d.message = message;
    return d;
}

const Diagnostic* findCode(const std::vector<Diagnostic>& diagnostics, const char* code) {
    const auto it = std::find_if(diagnostics.begin(), diagnostics.end(),
                                 [&](const Diagnostic& d) { return d.code == code; });
    return it == diagnostics.end() ? nullptr : &*it;
}

std::vector<Diagnostic> diagnosticsOf(const QSignalSpy& spy, int index) {
    return spy.at(index).at(0).value<std::vector<Diagnostic>>();
}

TEST(ModelicaLexer, StylesKeywordsCommentsStringsNumbers) {
    EquationEditor editor;
    editor.setText(QStringLiteral(
        "model M \"A model\"  // line comment\n"
        "  parameter Real k = 2.5e-3 \"Gain\";\n"
        "  Real x(start = 1);\n"
        "  /* block */ Integer n;\n"
        "equation\n"
        "  der(x) = -k*x + sin(time);\n"
        "  when initial() then n := 'q y'; end when;\n"
        "end M;\n"));
    editor.recolor();
    EXPECT_EQ(styleOf(editor, "model"), ModelicaLexer::Keyword);
    EXPECT_EQ(styleOf(editor, "M \""), ModelicaLexer::Identifier);
    EXPECT_EQ(styleOf(editor, "\"A model\""), ModelicaLexer::String);
    EXPECT_EQ(styleOf(editor, "model\""), ModelicaLexer::String);  // "A model" is no keyword
    EXPECT_EQ(styleAt(editor, positionOf(editor, "\"A model\"") + 3), ModelicaLexer::String);
    EXPECT_EQ(styleOf(editor, "// line"), ModelicaLexer::Comment);
    EXPECT_EQ(styleOf(editor, "comment"), ModelicaLexer::Comment);
    EXPECT_EQ(styleOf(editor, "parameter"), ModelicaLexer::Keyword);
    EXPECT_EQ(styleOf(editor, "Real"), ModelicaLexer::Type);
    EXPECT_EQ(styleOf(editor, "Integer"), ModelicaLexer::Type);
    EXPECT_EQ(styleOf(editor, "2.5e-3"), ModelicaLexer::Number);
    EXPECT_EQ(styleAt(editor, positionOf(editor, "2.5e-3") + 5), ModelicaLexer::Number);
    EXPECT_EQ(styleOf(editor, "= 2.5"), ModelicaLexer::Operator);
    EXPECT_EQ(styleOf(editor, "/* block"), ModelicaLexer::Comment);
    EXPECT_EQ(styleOf(editor, "block */"), ModelicaLexer::Comment);
    EXPECT_EQ(styleOf(editor, "equation"), ModelicaLexer::Keyword);
    EXPECT_EQ(styleOf(editor, "der("), ModelicaLexer::Builtin);
    EXPECT_EQ(styleOf(editor, "sin("), ModelicaLexer::Builtin);
    EXPECT_EQ(styleOf(editor, "time"), ModelicaLexer::Builtin);
    EXPECT_EQ(styleOf(editor, "x)"), ModelicaLexer::Identifier);
    EXPECT_EQ(styleOf(editor, "when"), ModelicaLexer::Keyword);
    EXPECT_EQ(styleOf(editor, "initial()"), ModelicaLexer::Builtin);
    EXPECT_EQ(styleOf(editor, "then"), ModelicaLexer::Keyword);
    EXPECT_EQ(styleOf(editor, ":="), ModelicaLexer::Operator);
    EXPECT_EQ(styleOf(editor, "'q y'"), ModelicaLexer::Identifier);
    EXPECT_EQ(styleOf(editor, "end M"), ModelicaLexer::Keyword);

    editor.setText(QStringLiteral("initial equation\n  x = 1;\n"));
    editor.recolor();
    EXPECT_EQ(styleOf(editor, "initial"), ModelicaLexer::Keyword);
}

TEST(ModelicaLexer, BlockCommentOpenedAboveRestylesTheLinesBelow) {
    EquationEditor editor;
    editor.setText(QStringLiteral("  x = 1; /* opened\n"
                                  "  y = 2;\n"
                                  "  closed */ z = 3;\n"
                                  "  w = \"multi\n"
                                  "line\"; v = 4;\n"));
    styleRest(editor);
    EXPECT_EQ(styleOf(editor, "x ="), ModelicaLexer::Identifier);
    EXPECT_EQ(styleOf(editor, "y = 2"), ModelicaLexer::Comment);
    EXPECT_EQ(styleOf(editor, "2;"), ModelicaLexer::Comment);
    EXPECT_EQ(styleOf(editor, "closed"), ModelicaLexer::Comment);
    EXPECT_EQ(styleOf(editor, "z ="), ModelicaLexer::Identifier);
    EXPECT_EQ(styleOf(editor, "3;"), ModelicaLexer::Number);
    EXPECT_EQ(styleOf(editor, "line\""), ModelicaLexer::String);  // strings span lines too
    EXPECT_EQ(styleOf(editor, "v = 4"), ModelicaLexer::Identifier);

    // Removing the opener restyles from line 1 only; line 2 becomes code again.
    const int opener = positionOf(editor, "/*");
    editor.SendScintilla(Sci::SCI_DELETERANGE, static_cast<unsigned long>(opener), 2L);
    EXPECT_LE(editor.SendScintilla(Sci::SCI_GETENDSTYLED), opener);
    EXPECT_GT(editor.SendScintilla(Sci::SCI_GETENDSTYLED), 0);
    styleRest(editor);
    EXPECT_EQ(styleOf(editor, "y = 2"), ModelicaLexer::Identifier);
    EXPECT_EQ(styleOf(editor, "2;"), ModelicaLexer::Number);
    EXPECT_EQ(styleOf(editor, "z ="), ModelicaLexer::Identifier);

    // Opening it again on line 1 turns line 2 back into a comment.
    editor.SendScintilla(Sci::SCI_INSERTTEXT, static_cast<unsigned long>(opener), "/*");
    styleRest(editor);
    EXPECT_EQ(styleOf(editor, "y = 2"), ModelicaLexer::Comment);
    EXPECT_EQ(styleOf(editor, "z ="), ModelicaLexer::Identifier);

    // Removing the closer extends the comment down to the end.
    const int closer = positionOf(editor, "*/");
    editor.SendScintilla(Sci::SCI_DELETERANGE, static_cast<unsigned long>(closer), 2L);
    styleRest(editor);
    EXPECT_EQ(styleOf(editor, "z ="), ModelicaLexer::Comment);
    EXPECT_EQ(styleOf(editor, "v = 4"), ModelicaLexer::Comment);
}

TEST(ModelicaLexer, RestylingWhilePaintingFollowsEdits) {
    EquationEditor editor;
    editor.resize(600, 400);
    editor.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&editor));
    editor.setText(QStringLiteral("a = 1;\nb = 2;\nc = 3;\n"));
    editor.viewport()->repaint();
    EXPECT_EQ(styleOf(editor, "b ="), ModelicaLexer::Identifier);
    editor.SendScintilla(Sci::SCI_INSERTTEXT, 0ul, "/* ");
    editor.viewport()->repaint();
    EXPECT_EQ(styleOf(editor, "b ="), ModelicaLexer::Comment);
    EXPECT_EQ(styleOf(editor, "c ="), ModelicaLexer::Comment);
}

TEST(ModelicaLexer, SectionsAndBlocksFold) {
    EquationEditor editor;
    editor.setText(QString::fromUtf8(kBouncingBall));
    editor.recolor();
    // 0 model, 7 initial equation, 9 equation, 12 when, 14 end when, 15 end model
    EXPECT_TRUE(isHeader(editor, 0));
    EXPECT_TRUE(isHeader(editor, 7));
    EXPECT_TRUE(isHeader(editor, 9));
    EXPECT_TRUE(isHeader(editor, 12));
    for (int line : {1, 2, 3, 8, 10, 11, 13, 14, 15}) EXPECT_FALSE(isHeader(editor, line)) << line;
    EXPECT_GT(levelNumber(editor, 10), levelNumber(editor, 9));
    EXPECT_EQ(levelNumber(editor, 9), levelNumber(editor, 7));  // sections are siblings
    EXPECT_GT(levelNumber(editor, 13), levelNumber(editor, 12));
    EXPECT_GT(levelNumber(editor, 14), levelNumber(editor, 12));  // `end when;` folds too
    EXPECT_GT(levelNumber(editor, 15), levelNumber(editor, 0));   // so does `end M;`
    EXPECT_EQ(levelNumber(editor, 16), levelNumber(editor, 0));

    // Folding the equation section hides its lines, not the model's end.
    editor.foldLine(9);
    EXPECT_TRUE(editor.SendScintilla(Sci::SCI_GETLINEVISIBLE, 9));
    EXPECT_FALSE(editor.SendScintilla(Sci::SCI_GETLINEVISIBLE, 10));
    EXPECT_FALSE(editor.SendScintilla(Sci::SCI_GETLINEVISIBLE, 14));
    EXPECT_TRUE(editor.SendScintilla(Sci::SCI_GETLINEVISIBLE, 15));

    // if-expressions and for-comprehensions are not blocks; if-statements are.
    editor.setText(QStringLiteral("model M\n"
                                  "  Real x[3] = {i for i in 1:3};\n"
                                  "  Real y;\n"
                                  "algorithm\n"
                                  "  y := if x[1] > 0 then 1 else 2;\n"
                                  "  if y > 1 then\n"
                                  "    y := 0;\n"
                                  "  elseif y < 0 then\n"
                                  "    y := 1;\n"
                                  "  end if;\n"
                                  "  for i in 1:3 loop\n"
                                  "    y := y + x[i];\n"
                                  "  end for;\n"
                                  "end M;\n"));
    editor.recolor();
    EXPECT_TRUE(isHeader(editor, 0));
    EXPECT_FALSE(isHeader(editor, 1));
    EXPECT_TRUE(isHeader(editor, 3));
    EXPECT_FALSE(isHeader(editor, 4));
    EXPECT_TRUE(isHeader(editor, 5));
    EXPECT_FALSE(isHeader(editor, 7));
    EXPECT_EQ(levelNumber(editor, 7), levelNumber(editor, 6));
    EXPECT_TRUE(isHeader(editor, 10));
    EXPECT_EQ(levelNumber(editor, 13), levelNumber(editor, 1));
    EXPECT_EQ(levelNumber(editor, 14), levelNumber(editor, 0));
}

// send, schedule, cancel, stopSimulation and trace are valid in statechart actions only:
// the equation text does not offer them, an action field does.
TEST(EquationEditor, CompletionOffersActionFunctionsOnlyInActionFields) {
    EquationEditor equations;
    EquationEditor action;
    action.setActionLanguage(true);
    auto offered = [](EquationEditor& editor, const char* prefix) {
        auto* apis = qobject_cast<QsciAPIs*>(editor.lexer()->apis());
        QStringList list;
        apis->updateAutoCompletionList({QString::fromLatin1(prefix)}, list);
        return list;
    };
    // the word lists are prepared on a worker thread
    for (EquationEditor* e : {&equations, &action})
        ASSERT_TRUE(waitUntil([&] { return offered(*e, "rei").contains("reinit") && offered(*e, "sq").contains("sqrt"); }));
    EXPECT_TRUE(waitUntil([&] { return offered(action, "sen").contains("send"); }));
    EXPECT_TRUE(offered(action, "sch").contains("schedule"));
    EXPECT_TRUE(offered(action, "stopS").contains("stopSimulation"));
    EXPECT_FALSE(offered(equations, "sen").contains("send"));
    EXPECT_FALSE(offered(equations, "sch").contains("schedule"));
    // and the switch goes both ways
    action.setActionLanguage(false);
    EXPECT_TRUE(waitUntil([&] { return !offered(action, "sen").contains("send") && offered(action, "rei").contains("reinit"); }));
}

TEST(EquationEditor, CompletionOffersModelVariables) {
    EquationEditor editor;
    auto* apis = qobject_cast<QsciAPIs*>(editor.lexer()->apis());
    ASSERT_NE(apis, nullptr);
    editor.setCompletionWords({QStringLiteral("ballOld")});
    editor.setCompletionWords({QStringLiteral("ballHeight"), QStringLiteral("ballSpeed")});
    // (the word list is prepared on a worker thread)
    QStringList list;
    const bool found = waitUntil([&] {
        list.clear();
        apis->updateAutoCompletionList({QStringLiteral("ball")}, list);
        return list.contains(QStringLiteral("ballHeight"));
    });
    EXPECT_TRUE(found) << list.join(u',').toStdString();
    EXPECT_FALSE(list.contains(QStringLiteral("ballOld")));
    list.clear();
    apis->updateAutoCompletionList({QStringLiteral("rei")}, list);
    EXPECT_TRUE(list.contains(QStringLiteral("reinit")));
    EXPECT_EQ(editor.autoCompletionThreshold(), 2);

    // The popup, as Ctrl+Space opens it.
    editor.resize(600, 400);
    editor.show();
    editor.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&editor));
    editor.setFocus();
    editor.setText(QStringLiteral("equation\n  ball"));
    editor.SendScintilla(Sci::SCI_DOCUMENTEND);
    QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
    ASSERT_TRUE(editor.SendScintilla(Sci::SCI_AUTOCACTIVE));
    char current[64] = {};
    editor.SendScintilla(Sci::SCI_AUTOCGETCURRENTTEXT, 0ul, static_cast<void*>(current));
    EXPECT_STREQ(current, "ballHeight");
    editor.SendScintilla(Sci::SCI_AUTOCCANCEL);

    // A single candidate is inserted at once.
    QTest::keyClicks(&editor, "S");
    editor.SendScintilla(Sci::SCI_AUTOCCANCEL);
    QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
    EXPECT_EQ(editor.text(1), QStringLiteral("  ballSpeed"));
    editor.SendScintilla(Sci::SCI_AUTOCCANCEL);
}

TEST(EquationEditor, DiagnosticsAreDrawnAtTheirPositionWithTheirMessage) {
    EquationEditor editor;
    editor.setText(QString::fromUtf8(kBouncingBall));
    // line 12 is "  der(v) = -9.81;", line 13 "  when h<0 then"
    editor.setDiagnostics({diagnostic(Severity::Error, 12, 3, "boom"),
                           diagnostic(Severity::Warning, 13, 8, "careful: h<0"),
                           diagnostic(Severity::Error, 0, 0, "no location"),
                           diagnostic(Severity::Note, 4, 0, "the whole line")});
    const int der = positionOf(editor, "der(v)");
    const long error = indicatorsAt(editor, der);
    EXPECT_NE(error, 0);
    EXPECT_EQ(indicatorsAt(editor, der + 2), error);
    EXPECT_EQ(indicatorsAt(editor, der + 3), 0);  // '(' after the token
    EXPECT_EQ(indicatorsAt(editor, der - 1), 0);
    const int h = positionOf(editor, "h<0");
    const long warning = indicatorsAt(editor, h);
    EXPECT_NE(warning, 0);
    EXPECT_NE(warning, error);
    EXPECT_EQ(indicatorsAt(editor, h + 1), 0);
    // no column: from the indentation to the end of the line
    EXPECT_NE(indicatorsAt(editor, positionOf(editor, "parameter Real e")), 0);
    EXPECT_NE(indicatorsAt(editor, positionOf(editor, "restitution\"")), 0);

    EXPECT_EQ(editor.diagnosticAt(12, 3), QStringLiteral("boom"));
    EXPECT_EQ(editor.diagnosticAt(12, 5), QStringLiteral("boom"));
    EXPECT_EQ(editor.diagnosticAt(12, 6), QString());
    EXPECT_EQ(editor.diagnosticAt(13, 8), QStringLiteral("careful: h<0"));
    EXPECT_EQ(editor.diagnosticAt(4, 10), QStringLiteral("the whole line"));
    EXPECT_EQ(editor.diagnosticAt(1, 1), QString());
    EXPECT_EQ(editor.diagnostics().size(), 4u);
    EXPECT_NE(editor.markersAtLine(11), 0u);
    EXPECT_NE(editor.markersAtLine(12), 0u);
    EXPECT_EQ(editor.markersAtLine(0), 0u);

    // The hover shows the same message.
    editor.resize(600, 400);
    editor.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&editor));
    emit editor.SCN_DWELLSTART(der + 1, 40, 40);
    EXPECT_TRUE(QToolTip::text().contains(QStringLiteral("boom")))
        << QToolTip::text().toStdString();
    emit editor.SCN_DWELLEND(der + 1, 40, 40);

    // Edits before the range move it (and its message) along.
    editor.SendScintilla(Sci::SCI_INSERTTEXT, static_cast<unsigned long>(der), "x ");
    EXPECT_EQ(editor.diagnosticAt(12, 3), QString());
    EXPECT_EQ(editor.diagnosticAt(12, 5), QStringLiteral("boom"));
    EXPECT_NE(indicatorsAt(editor, der + 2), 0);

    // An error at the end of a line marks its last character.
    editor.setDiagnostics({diagnostic(Severity::Error, 2, 40, "expected ';'")});
    EXPECT_EQ(editor.diagnosticAt(2, 40), QStringLiteral("expected ';'"));
    EXPECT_NE(indicatorsAt(editor, positionOf(editor, "\");") + 2), 0);  // the ';'
    EXPECT_EQ(editor.diagnosticAt(2, 29), QStringLiteral("expected ';'"));
    EXPECT_EQ(editor.markersAtLine(11), 0u);

    editor.setDiagnostics({});
    EXPECT_EQ(indicatorsAt(editor, der + 2), 0);
    EXPECT_EQ(editor.markersAtLine(1), 0u);
    EXPECT_EQ(editor.diagnosticAt(2, 40), QString());
}

TEST(EquationEditor, AutoIndentAfterSectionsAndBlocks) {
    EquationEditor editor;
    editor.setText(QStringLiteral("model M\n  Real x;\nequation"));
    editor.SendScintilla(Sci::SCI_DOCUMENTEND);
    QTest::keyClick(&editor, Qt::Key_Return);
    EXPECT_EQ(editor.SendScintilla(Sci::SCI_GETLINEINDENTATION, 3), 2);
    QTest::keyClicks(&editor, "when x > 1 then // comment");
    QTest::keyClick(&editor, Qt::Key_Return);
    EXPECT_EQ(editor.SendScintilla(Sci::SCI_GETLINEINDENTATION, 4), 4);
    QTest::keyClicks(&editor, "reinit(x, 0);");
    QTest::keyClick(&editor, Qt::Key_Return);
    EXPECT_EQ(editor.SendScintilla(Sci::SCI_GETLINEINDENTATION, 5), 4);
    EXPECT_EQ(editor.text(4).trimmed(), QStringLiteral("reinit(x, 0);"));
}

TEST(EquationEditor, GoToMovesTheCursorAndUnfolds) {
    EquationEditor editor;
    editor.setText(QString::fromUtf8(kBouncingBall));
    editor.recolor();
    editor.foldLine(9);
    ASSERT_FALSE(editor.SendScintilla(Sci::SCI_GETLINEVISIBLE, 11));
    editor.goTo(12, 5);
    int line = -1, index = -1;
    editor.getCursorPosition(&line, &index);
    EXPECT_EQ(line, 11);
    EXPECT_EQ(index, 4);
    EXPECT_TRUE(editor.SendScintilla(Sci::SCI_GETLINEVISIBLE, 11));
    editor.goTo(2, 0);
    editor.getCursorPosition(&line, &index);
    EXPECT_EQ(line, 1);
    EXPECT_EQ(index, 0);
}

TEST(LiveChecker, ReportsAParseErrorAtItsPosition) {
    EquationEditor editor;
    editor.setText(QString::fromUtf8(kBouncingBall).replace(QStringLiteral("der(v) = -9.81;"),
                                                            QStringLiteral("der(v) = -9.81 +;")));
    LiveChecker checker;
    checker.setDelay(20);
    QSignalSpy spy(&checker, &LiveChecker::checked);
    checker.textChanged(editor.text(), QStringLiteral("BouncingBall.mo"));
    ASSERT_TRUE(spy.wait(3000));
    const std::vector<Diagnostic> diagnostics = diagnosticsOf(spy, 0);
    const Diagnostic* parse = findCode(diagnostics, "parse-error");
    ASSERT_NE(parse, nullptr);
    EXPECT_EQ(parse->loc.line, 12);
    EXPECT_EQ(parse->loc.column, 19);  // the ';' after '+'
    EXPECT_TRUE(spy.at(0).at(1).toStringList().isEmpty());

    editor.setDiagnostics(diagnostics);
    EXPECT_NE(indicatorsAt(editor, positionOf(editor, "+;") + 1), 0);
    EXPECT_EQ(editor.diagnosticAt(12, 19), QString::fromStdString(parse->message));
}

TEST(LiveChecker, ReportsUndefinedNamesAndTheVariables) {
    LiveChecker checker;
    checker.setDelay(20);
    QSignalSpy spy(&checker, &LiveChecker::checked);
    checker.textChanged(QString::fromUtf8(kBouncingBall), QStringLiteral("BouncingBall.mo"));
    ASSERT_TRUE(spy.wait(3000));
    EXPECT_TRUE(diagnosticsOf(spy, 0).empty());
    const QStringList variables = spy.at(0).at(1).toStringList();
    for (const char* name : {"e", "h0", "h", "v"})
        EXPECT_TRUE(variables.contains(QString::fromLatin1(name))) << name;
    for (const QString& name : variables) {
        EXPECT_FALSE(name.startsWith(u'$')) << name.toStdString();
        EXPECT_FALSE(name.startsWith(QStringLiteral("der("))) << name.toStdString();
    }

    checker.textChanged(QString::fromUtf8(kBouncingBall)
                            .replace(QStringLiteral("-9.81;"), QStringLiteral("-gravity;")),
                        QStringLiteral("BouncingBall.mo"));
    ASSERT_TRUE(spy.wait(3000));
    const std::vector<Diagnostic> diagnostics = diagnosticsOf(spy, 1);
    const Diagnostic* undefined = findCode(diagnostics, "undefined-name");
    ASSERT_NE(undefined, nullptr);
    EXPECT_EQ(undefined->loc.line, 12);
    EXPECT_EQ(undefined->loc.column, 13);
    EXPECT_NE(undefined->message.find("gravity"), std::string::npos);
}

TEST(LiveChecker, RapidEditsDeliverOnlyTheLastResult) {
    LiveChecker checker;
    checker.setDelay(30);
    QSignalSpy spy(&checker, &LiveChecker::checked);
    const auto variant = [](const QString& name) {
        return QString::fromUtf8(kBouncingBall)
            .replace(QStringLiteral("-9.81;"), QStringLiteral("-%1;").arg(name));
    };
    // no event processing between the edits: the debounce timer cannot fire in between,
    // however slow the machine is
    for (int i = 1; i <= 5; ++i)
        checker.textChanged(variant(QStringLiteral("g%1").arg(i)), QStringLiteral("BouncingBall.mo"));
    ASSERT_TRUE(spy.wait(3000));
    // and no second delivery: a bounded look, not a wait for something to happen
    EXPECT_FALSE(spy.wait(200));
    ASSERT_EQ(spy.count(), 1);
    std::vector<Diagnostic> delivered = diagnosticsOf(spy, 0);  // findCode points into it
    const Diagnostic* undefined = findCode(delivered, "undefined-name");
    ASSERT_NE(undefined, nullptr);
    EXPECT_NE(undefined->message.find("g5"), std::string::npos) << undefined->message;

    // A check already running when the text changes is dropped.
    spy.clear();
    checker.setDelay(0);
    checker.textChanged(variant(QStringLiteral("old")), QStringLiteral("BouncingBall.mo"));
    QCoreApplication::processEvents();  // fires the timer: the check starts
    checker.textChanged(variant(QStringLiteral("new")), QStringLiteral("BouncingBall.mo"));
    ASSERT_TRUE(spy.wait(3000));
    // and no second delivery: a bounded look, not a wait for something to happen
    EXPECT_FALSE(spy.wait(200));
    ASSERT_EQ(spy.count(), 1);
    delivered = diagnosticsOf(spy, 0);
    undefined = findCode(delivered, "undefined-name");
    ASSERT_NE(undefined, nullptr);
    EXPECT_NE(undefined->message.find("new"), std::string::npos) << undefined->message;
}

TEST(LiveChecker, CanBeDestroyedWhileChecking) {
    auto checker = std::make_unique<LiveChecker>();
    checker->setDelay(0);
    checker->textChanged(QString::fromUtf8(kBouncingBall), QStringLiteral("BouncingBall.mo"));
    QCoreApplication::processEvents();
    checker.reset();
    QTest::qWait(50);  // nothing is delivered to the destroyed checker
    SUCCEED();
}

// Renders the editor with one diagnostic; the image is saved when HS_EDITOR_SCREENSHOT
// names a file.
TEST(EquationEditor, RendersAnExampleWithADiagnostic) {
    QFile file(examplePath("StableBouncingBall.mo"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly | QIODevice::Text));
    QString text = QString::fromUtf8(file.readAll());
    text.replace(QStringLiteral("then 0 else -9.81;"), QStringLiteral("then 0 else -gravity;"));

    LiveChecker checker;
    checker.setDelay(0);
    QSignalSpy spy(&checker, &LiveChecker::checked);
    checker.textChanged(text, QStringLiteral("StableBouncingBall.mo"));
    ASSERT_TRUE(spy.wait(3000));
    const std::vector<Diagnostic> diagnostics = diagnosticsOf(spy, 0);
    ASSERT_NE(findCode(diagnostics, "undefined-name"), nullptr);

    EquationEditor editor;
    editor.resize(900, 600);
    editor.setText(text);
    editor.setDiagnostics(diagnostics);
    editor.goTo(16, 1);
    editor.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&editor));
    const QImage image = editor.grab().toImage();
    EXPECT_EQ(image.size(), QSize(900, 600) * image.devicePixelRatio());
    if (const QByteArray path = qgetenv("HS_EDITOR_SCREENSHOT"); !path.isEmpty()) {
        EXPECT_TRUE(image.save(QString::fromLocal8Bit(path)));
    }
}

}  // namespace
}  // namespace hs::ui
