#pragma once
// Edits of a network document that the module diagram makes: pure functions on a
// doc::Document (no Qt widgets), each used inside one DocumentModel edit, as chartedit::
// is for statecharts. Also how a block parameter is shown and read back in its table.

#include "hs/model/document.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace hs::ui::moduleedit {

// Parameters a new library block of `type` starts with.
std::vector<doc::BlockParameter> defaultParameters(const std::string& type);
// A parameter as its table shows it, and a typed value read back: "1.5" is a number,
// "[1, 2]" or "1, 2" a list, anything else a text.
QString parameterText(const doc::BlockParameter& p);
doc::BlockParameter parseParameter(const QString& name, const QString& value);
// `base` or base2, base3, ...: a module name the document does not use yet.
std::string freeModuleName(const doc::Document& d, const std::string& base);
// Renames a module and every reference to it (connections, package projects).
void renameModule(doc::Document& d, const std::string& from, const std::string& to);
// Removes modules with their connections and package projects.
void removeModules(doc::Document& d, const QStringList& names);
// Removes one input from an output's connection (the connection when it was the last).
void removeConnection(doc::Document& d, const std::string& from, const std::string& to);

}  // namespace hs::ui::moduleedit
