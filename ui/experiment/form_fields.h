#pragma once
// What the Experiments panel's fields accept and show: numbers as the model text writes
// them (a point before the decimals; a comma is taken for a point when the number has no
// other), lists of numbers separated by spaces or semicolons (or commas between numbers
// written with points), and numbers shown in their shortest exact form. The model's names
// the fields offer. Pure functions and plain data, and the list table both the parameter
// and the output editor show.

#include "hs/compile/compiled_model.h"
#include "hs/sim/engine.h"

#include <QString>
#include <QStringList>

class QTableWidget;
class QWidget;

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hs::ui {

std::optional<double> parseNumber(const QString& text);
std::optional<std::vector<double>> parseNumberList(const QString& text);
QString formatValue(double v);
QString formatList(const std::vector<double>& values);

// The names of the model the panel offers: its parameters (with their values), the
// variables an output or a trajectory can read, and the elements whose events can be
// counted.
struct ModelNames {
    std::string model;
    std::vector<std::string> parameters;
    std::vector<double> parameterValues;  // NaN while unknown (the model not initialised yet)
    std::vector<std::string> variables;
    std::vector<std::string> elements;
    double startTime = 0, stopTime = 1;  // of a run of the model as it is set up
    bool empty() const { return model.empty(); }
};

// The names of a compiled model (its parameters' values unknown: the model is not
// initialised here, which could take long).
ModelNames modelNames(const std::shared_ptr<const CompiledModel>& model,
                      const SimulationSettings& settings);
// Takes the values `known` gives the parameters of the same names.
void takeValues(ModelNames& names, const std::vector<std::pair<std::string, double>>& known);

// A two-column table of the entries being edited: one row selected at a time, read-only
// cells, no row numbers, the second column stretched.
QTableWidget* makeEntryList(QWidget* parent, const QString& objectName);

}  // namespace hs::ui
