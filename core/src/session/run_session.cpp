#include "hs/session/run_session.h"

#include "hs/session/model_loader.h"
#include "session/sessions.h"

#include <algorithm>

namespace hs::session {

void RunSession::setBreakpoints(std::vector<Breakpoint> breakpoints) {
    m_breakErrors.clear();
    for (const Breakpoint& b : breakpoints) {
        DiagnosticList refusal;
        refusal.error(Code::InvalidBreakpoint, {},
                      msg("breakpoints stop the run of a single model; this document runs as "
                          "several modules"),
                      msg("breakpoint %1", b.target).english());
        m_breakErrors.push_back(refusal.items().front());
    }
}

std::vector<WatchValue> RunSession::watch(const std::vector<std::string>& expressions) const {
    std::vector<WatchValue> out(expressions.size());
    for (WatchValue& w : out)
        w.error = kind() == SessionKind::Model
                      ? msg("the run has not started")
                      : msg("watch expressions read the variables of a single model; this "
                            "document runs as several modules");
    return out;
}

bool isMultiModule(const doc::Document& d) {
    return d.modules.size() > 1 || d.cosimulation.has_value() || d.package.has_value();
}

namespace {

// The request's settings in the document's experiment: what every module of a network or
// a package takes its engine settings from.
doc::Document withSettings(doc::Document d, const SimulationSettings& s) {
    doc::Experiment& e = d.experiment;
    if (s.startTime) e.startTime = *s.startTime;
    if (s.stopTime) e.stopTime = *s.stopTime;
    if (s.interval) e.interval = s.interval;
    if (s.relTol) e.tolerance = *s.relTol;
    if (s.absTol) e.absTolerance = s.absTol;
    e.policy = s.policy;
    e.seed = s.seed;
    return d;
}

}  // namespace

std::unique_ptr<RunSession> makeSession(const SessionRequest& request, DiagnosticList& diags) {
    if (!request.modelText && isMultiModule(request.document)) {
        const doc::Document d = withSettings(request.document, request.settings);
        // one stop for all the modules' engines, from the session's requestStop()
        auto stop =
            request.stopSignal ? request.stopSignal : std::make_shared<std::atomic<bool>>(false);
        if (d.package) {
            cosim::PackageOptions options;
            options.parameters = request.parameters;
            options.recordEvents = true;
            options.stopSignal = stop;
            auto session = std::make_unique<PackageSession>(d, request.file, options, stop);
            if (!session->build(diags)) return nullptr;
            return session;
        }
        cosim::CosimOptions options = cosim::cosimOptions(d);
        options.startTime = request.settings.startTime.value_or(options.startTime);
        options.stopTime = request.settings.stopTime.value_or(options.stopTime);
        if (request.mode) options.mode = *request.mode;
        if (request.frame > 0) options.frame = request.frame;
        options.parameters = request.parameters;
        options.recordEvents = true;
        options.stopSignal = stop;
        auto session = std::make_unique<NetworkSession>(d, request.file, options, stop);
        if (!session->build(diags)) return nullptr;
        return session;
    }
    const doc::Document& d = request.document;
    if (d.modules.empty()) {
        diags.error(Code::InvalidDocument, {}, msg("the document has no module to run"));
        return nullptr;
    }
    LoadResult loaded = request.modelText
                            ? loadModelText(d.modules[0].equations, request.file, request.className)
                            : loadDocument(d, request.file);
    diags.append(loaded.diagnostics);
    if (!loaded.model) return nullptr;
    SimulationSettings settings = request.settings;
    settings.historyLimit = std::max(settings.historyLimit, request.historyLimit);
    return std::make_unique<ModelSession>(loaded.model, settings, request.parameters);
}

}  // namespace hs::session
