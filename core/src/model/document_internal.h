#pragma once
// Internal to the document code (core/src/model/document_*.cpp): the enumerations' names in
// JSON, shared by the reader and the writer, and the Reader that walks a parsed JSON value
// into the structs of hs/model/document.h (document_reader.cpp reads, document_checks.cpp
// checks the names and references once a statechart or the modules are read).

#include "hs/model/document.h"

#include "json_reader.h"

#include <array>
#include <string>
#include <unordered_map>
#include <vector>

namespace hs::doc::detail {

// the JSON helpers every part of the document code uses
using json::childPath;
using json::describe;
using json::indexPath;
using json::integerText;
using json::Json;
using json::listNames;
using json::nameAt;
using json::number;
using json::numberText;
using json::quote;

// Names of the enumerations in JSON, in declaration order of the enum values (the readers
// cast the index read to the enum).
constexpr std::array<const char*, 4> kStateKindNames = {"simple", "composite", "final", "choice"};
constexpr std::array<const char*, 4> kTriggerKindNames = {"timeout", "rate", "condition",
                                                          "message"};
constexpr std::array<const char*, 3> kEventTriggerNames = {"timeout", "rate", "condition"};
constexpr std::array<const char*, 2> kTimeoutModeNames = {"once", "cyclic"};
constexpr std::array<const char*, 3> kPolicyNames = {"fifo", "lifo", "random"};
constexpr std::array<const char*, 4> kSolverMethodNames = {"cvode-bdf", "cvode-adams", "euler",
                                                           "rk4"};
constexpr std::array<const char*, 2> kModuleKindNames = {"model", "block"};
constexpr std::array<const char*, 3> kCosimModeNames = {"lockstep", "whole", "frames"};
constexpr std::array<const char*, 2> kWriteModeNames = {"deferred", "immediate"};

// Reader: JSON value -> structs, reporting every problem with its JSON path.

class Reader : public json::JsonReader {
public:
    explicit Reader(DiagnosticList& diags) : JsonReader(diags, Code::InvalidDocument) {}

    void readDocument(const Json& root, Document& doc);

private:
    void readExperiment(const Json& j, const std::string& path, Experiment& e);
    void readModule(const Json& j, const std::string& path, Module& m);
    void readSolver(const Json& j, const std::string& path, SolverSettings& s);
    void readStatechart(const Json& j, const std::string& path, Statechart& c);
    void readState(const Json& j, const std::string& path, State& s);
    void readTransition(const Json& j, const std::string& path, Transition& t);
    void readTransitionTrigger(const Json& j, const std::string& path, Transition& t);
    void readEvent(const Json& j, const std::string& path, Event& e);
    void readEventTrigger(const Json& j, const std::string& path, Event& e);
    void readDynamicEvent(const Json& j, const std::string& path, DynamicEvent& e);
    void readPlot(const Json& j, const std::string& path, Plot& p);
    void readPoint(const Json& j, const std::string& path, Point& p);
    void readBlock(const Json& j, const std::string& path, BlockSpec& b);
    void readBlockParameter(const Json& v, const std::string& path, BlockParameter& p);
    void readConnection(const Json& j, const std::string& path, Connection& c);
    void readPortReference(const Json& v, const std::string& path, std::string& out);
    void readCosimulation(const Json& j, const std::string& path, Cosimulation& c);
    void readPackage(const Json& j, const std::string& path, Package& p);
    void readProject(const Json& j, const std::string& path, Project& p);
    void checkModuleName(const std::string& name, const std::string& path);

    void checkStatechart(const Statechart& c, const std::string& path, bool haveInitial);
    void checkModuleNames(const Module& m, const std::string& path);

    // What the JSON of one transition held, beyond the struct (for the reference checks).
    struct TransitionKeys {
        bool object = false, source = false, target = false, trigger = false;
    };

    // Per statechart being read, indexed like the JSON arrays: whether each state's kind is
    // known (absent or valid), and which keys each transition had.
    std::vector<bool> m_stateKindKnown;
    std::vector<TransitionKeys> m_transitionKeys;
    // False when some state of the chart has no readable name: a reference to a missing
    // state may then mean that one, and is not reported.
    bool m_stateNamesComplete = true;

    // The modules by name (first of each name), for connections and package projects; the
    // same rule as for states applies to modules without a readable name.
    std::unordered_map<std::string, std::size_t> m_moduleIndex;
    bool m_moduleNamesComplete = true;
};

}  // namespace hs::doc::detail
