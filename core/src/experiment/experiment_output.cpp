#include "hs/experiment/experiment_output.h"
#include "hs/util/safe_file.h"

#include "sha256.h"

#include "hs/experiment/experiment_file.h"
#include "hs/experiment/sensitivity.h"
#include "hs/experiment/statistics.h"
#include "hs/session/model_loader.h"
#include "hs/sim/mat_file.h"
#include "hs/version.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <stdexcept>
#include <fstream>
#include <limits>
#include <map>
#include <set>

namespace hs::experiment {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

// Writes text whole under a temporary name, then renames it into place (hs/util/safe_file.h).
bool writeFile(const fs::path& path, const std::string& text, std::string& error) {
    std::error_code ec;
    if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
    return writeFileSafely(path.string(), text, error);
}

std::string percentileLabel(double p) {
    return "p" + formatNumber(p);
}

std::string summaryCsv(const ExperimentData& data) {
    const StatisticsSpec& stats = data.spec.statistics;
    const std::string level = formatNumber(stats.confidence * 100);
    std::string out = "output,runs,missing,mean,sd,min";
    for (double p : stats.percentiles) out += "," + percentileLabel(p);
    out += ",max,ci" + level + "_low,ci" + level + "_high\n";
    const auto& names = data.table.outcomeNames();
    for (std::size_t k = 0; k < names.size(); ++k) {
        const OutcomeSummary s = summarize(names[k], data.table.outcomeColumn(k), stats);
        out += csvField(s.name) + "," + std::to_string(s.count) + "," + std::to_string(s.missing) +
               "," + csvNumber(s.mean) + "," + csvNumber(s.sd) + "," + csvNumber(s.min);
        for (double v : s.percentiles) out += "," + csvNumber(v);
        out += "," + csvNumber(s.max) + "," + csvNumber(s.ciLow) + "," + csvNumber(s.ciHigh) + "\n";
    }
    return out;
}

struct Failure {
    std::size_t runs = 0;
    std::uint64_t first = 0;
    std::string message;
};

std::map<std::string, Failure> failuresByCode(const RunTable& table) {
    std::map<std::string, Failure> out;
    for (const RunRow& r : table.rows()) {
        if (!r.failed) continue;
        auto [it, inserted] = out.try_emplace(r.code);
        if (inserted) {
            it->second.first = r.index;
            it->second.message = r.message;
        }
        ++it->second.runs;
    }
    return out;
}

std::string failuresCsv(const RunTable& table) {
    std::string out = "code,runs,first_run,message\n";
    for (const auto& [code, f] : failuresByCode(table))
        out += csvField(code) + "," + std::to_string(f.runs) + "," + std::to_string(f.first) + "," +
               csvField(f.message) + "\n";
    return out;
}

std::string trajectoryCsv(const std::vector<double>& grid, const RunTable& table,
                          const std::vector<std::vector<double>>& runs) {
    std::string out = "time";
    for (const RunRow& r : table.rows()) out += ",run" + std::to_string(r.index);
    out += "\n";
    for (std::size_t g = 0; g < grid.size(); ++g) {
        out += formatNumber(grid[g]);
        for (const auto& values : runs)
            out += "," + csvNumber(g < values.size() ? values[g] : kNone);
        out += "\n";
    }
    return out;
}

// The run's parameters in words, for the descriptions of a trajectory file.
std::string runLabel(const RunTable& table, const RunRow& row) {
    std::string out = "run " + std::to_string(row.index);
    for (std::size_t k = 0; k < table.parameterNames().size(); ++k)
        out += (k == 0 ? ": " : ", ") + table.parameterNames()[k] + " = " +
               csvNumber(row.parameters[k]);
    return out;
}

bool writeTrajectoryMat(const fs::path& path, const std::string& variable,
                        const ExperimentData& data, const std::vector<std::vector<double>>& runs,
                        std::string& error) {
    MatResult m;
    m.time = data.grid;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const RunRow& row = data.table.rows()[i];
        m.names.push_back("run" + std::to_string(row.index));
        m.descriptions.push_back(variable + ", " + runLabel(data.table, row));
        m.columns.push_back(runs[i]);
    }
    return writeMatResult(path.string(), m, error);
}

// "h" -> "h", a name with characters a file name should not have -> with '_' instead.
std::string fileStem(const std::string& variable) {
    std::string out = variable;
    for (char& c : out)
        if (c == '/' || c == '\\' || c == ':' || c == '*' || c == '?' || c == '"' || c == '<' ||
            c == '>' || c == '|')
            c = '_';
    return out;
}

Json manifestJson(const ExperimentData& data, const std::vector<std::string>& files) {
    Json j = Json::object();
    j["product"] = "HybridStudio";
    j["version"] = productVersion();
    j["experiment"] = data.spec.name;
    j["kind"] = kindName(data.spec.kind);
    j["experimentHash"] = data.experimentHash;
    j["model"] = data.spec.model;
    j["modelHash"] = data.modelHash;
    j["seed"] = data.spec.seed;
    j["runs"] = data.table.rows().size();
    j["failed"] = data.table.failedCount();
    Json failures = Json::array();
    for (const auto& [code, f] : failuresByCode(data.table)) {
        Json fj = Json::object();
        fj["code"] = code;
        fj["runs"] = f.runs;
        fj["firstRun"] = f.first;
        fj["message"] = f.message;
        failures.push_back(std::move(fj));
    }
    j["failures"] = std::move(failures);
    j["files"] = files;
    return j;
}

std::string dumpJson(const Json& j) {
    return j.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace

std::string fileHash(const std::string& path) {
    std::string bytes;
    if (!readTextFile(path, bytes)) return {};
    return textHash(bytes);
}

std::string textHash(const std::string& text) {
    return "sha256:" + sha256Hex(text);
}

std::string chunkStem(std::uint64_t index) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "chunk-%04llu", static_cast<unsigned long long>(index));
    return buf;
}

std::string runFileName(std::uint64_t run, FileFormat format) {
    return "run-" + std::to_string(run) + (format == FileFormat::Mat ? ".mat" : ".csv");
}

ExperimentData makeExperimentData(const Experiment& experiment,
                                  const std::vector<RunResult>& results, std::string modelHash) {
    ExperimentData data;
    data.spec = experiment.spec();
    data.modelHash = std::move(modelHash);
    data.experimentHash = textHash(serializeExperiment(data.spec));
    data.table = RunTable(experiment.plan().parameterNames(), experiment.outcomes().names());
    for (const RunResult& r : results) data.table.add(r);
    data.grid = experiment.grid();
    data.trajectories.assign(data.spec.trajectories.variables.size(), {});
    for (std::size_t v = 0; v < data.trajectories.size(); ++v)
        for (const RunResult& r : results)
            data.trajectories[v].push_back(v < r.trajectories.size() ? r.trajectories[v]
                                                                     : std::vector<double>());
    return data;
}

bool writeExperimentFiles(const std::string& dir, const ExperimentData& data, std::string& error) {
    const fs::path root(dir);
    std::vector<std::string> files;
    auto put = [&](const std::string& name, const std::string& text) {
        files.push_back(name);
        return writeFile(root / name, text, error);
    };
    if (!put("runs.csv", data.table.toCsv()) || !put("summary.csv", summaryCsv(data)) ||
        !put("failures.csv", failuresCsv(data.table)))
        return false;
    if (data.spec.kind == ExperimentKind::Sensitivity) {
        // the base point of one-at-a-time is run 0 as run; the plan needs nothing else
        std::vector<double> base = data.table.rows().empty() ? std::vector<double>()
                                                             : data.table.rows().front().parameters;
        const RunPlan plan = RunPlan::build(data.spec, base);
        if (!put("sensitivity.csv",
                 sensitivityCsv(data.spec, analyzeSensitivity(data.spec, plan, data.table))))
            return false;
    }
    for (std::size_t v = 0; v < data.trajectories.size(); ++v) {
        const std::string& variable = data.spec.trajectories.variables[v];
        const std::string stem = "trajectories/" + fileStem(variable);
        if (!put(stem + ".csv", trajectoryCsv(data.grid, data.table, data.trajectories[v])))
            return false;
        if (data.spec.trajectories.mat) {
            files.push_back(stem + ".mat");
            if (!writeTrajectoryMat(root / (stem + ".mat"), variable, data, data.trajectories[v],
                                    error))
                return false;
        }
    }
    // the runs' own result files, written as the runs finished (by the chunks' tasks)
    const RunFileSpec& runFiles = data.spec.runFiles;
    const std::string extension = runFiles.format == FileFormat::Mat ? "mat" : "csv";
    if (runFiles.all)
        files.push_back("runs/run-*." + extension);
    else
        for (std::uint64_t run : runFiles.runs)
            if (run < data.table.rows().size())
                files.push_back("runs/" + runFileName(run, runFiles.format));
    files.push_back("experiment.json");
    if (!writeExperimentCopy(dir, data.spec, error)) return false;
    files.push_back("manifest.json");
    return writeFile(root / "manifest.json", dumpJson(manifestJson(data, files)), error);
}

bool writeRunFiles(const std::string& dir, const Experiment& experiment,
                   const std::vector<RunResult>& results, std::string& error) {
    const FileFormat format = experiment.spec().runFiles.format;
    for (const RunResult& r : results) {
        if (!r.results) continue;
        const fs::path path = fs::path(dir) / "runs" / runFileName(r.index, format);
        if (format == FileFormat::Csv) {
            if (!writeFile(path, r.results->toCsv(), error)) return false;
            continue;
        }
        MatResult m;
        const CompiledModel& model = experiment.model();
        for (std::size_t k = 0; k < r.parameters.size(); ++k) {
            const VariableInfo* v = model.findVariable(experiment.plan().parameterNames()[k]);
            m.parameters.push_back({v->name, v->description, r.parameters[k]});
        }
        m.time = r.results->time();
        for (std::size_t c = 0; c < r.results->columnCount(); ++c) {
            const std::string& name = r.results->names()[c];
            const VariableInfo* v = model.findVariable(name);
            m.names.push_back(name);
            m.descriptions.push_back(v ? v->description : std::string());
            m.columns.push_back(r.results->column(c));
        }
        std::error_code ec;
        fs::create_directories(path.parent_path(), ec);
        if (!writeMatResult(path.string(), m, error)) return false;
    }
    return true;
}

bool writeExperimentCopy(const std::string& dir, const ExperimentSpec& specAsRun,
                         std::string& error) {
    const fs::path path = fs::path(dir) / "experiment.json";
    const std::string text = serializeExperiment(specAsRun);
    std::string existing;
    if (readTextFile(path.string(), existing) && existing == text) return true;
    return writeFile(path, text, error);
}

bool writeChunk(const std::string& dir, const ExperimentData& chunk, const ChunkInfo& info,
                std::string& error) {
    const fs::path chunks = fs::path(dir) / "chunks";
    const std::string stem = chunkStem(info.index);
    if (!writeFile(chunks / (stem + ".csv"), chunk.table.toCsv(), error)) return false;
    for (std::size_t v = 0; v < chunk.trajectories.size(); ++v)
        if (!writeFile(
                chunks / (stem + "." + fileStem(chunk.spec.trajectories.variables[v]) + ".csv"),
                trajectoryCsv(chunk.grid, chunk.table, chunk.trajectories[v]), error))
            return false;
    Json j = Json::object();
    j["chunk"] = info.index;
    j["chunkSize"] = info.chunkSize;
    j["first"] = info.first;
    j["runs"] = info.runs;
    j["failed"] = info.failed;
    j["experimentHash"] = info.experimentHash;
    j["modelHash"] = info.modelHash;
    j["version"] = info.version;
    return writeFile(chunks / (stem + ".json"), dumpJson(j), error);
}

namespace {

// A count in a chunk file: a JSON integer >= 0 (a float is refused, not cast).
std::uint64_t countField(const Json& v) {
    if (v.is_number_unsigned()) return v.get<std::uint64_t>();
    if (v.is_number_integer() && v.get<std::int64_t>() >= 0) return static_cast<std::uint64_t>(v.get<std::int64_t>());
    throw std::out_of_range("not a count");
}

bool readChunkInfo(const fs::path& path, ChunkInfo& info) {
    std::string text;
    if (!readTextFile(path.string(), text)) return false;
    try {
        const Json j = Json::parse(text);
        info.index = countField(j.at("chunk"));
        info.chunkSize = countField(j.at("chunkSize"));
        info.first = countField(j.at("first"));
        info.runs = countField(j.at("runs"));
        info.failed = countField(j.at("failed"));
        info.experimentHash = j.at("experimentHash").get<std::string>();
        info.modelHash = j.at("modelHash").get<std::string>();
        info.version = j.at("version").get<std::string>();
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

// Reads chunk trajectories "time,run<i>,..." into per-run columns, in the file's run order.
// A problem: its message in error, the line it concerns in where ("file:3").
bool readTrajectoryCsv(const std::string& text, const std::string& file, std::vector<double>& grid,
                       std::vector<std::vector<double>>& runs, std::string& where, Message& error) {
    std::size_t pos = 0, lineNo = 0;
    grid.clear();
    runs.clear();
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string::npos) end = text.size();
        const std::string_view line(text.data() + pos, end - pos);
        pos = end + 1;
        ++lineNo;
        const auto fields = splitCsvLine(line);
        if (lineNo == 1) {
            runs.assign(fields.size() - 1, {});
            continue;
        }
        if (line.empty()) continue;
        if (fields.size() != runs.size() + 1) {
            where = file + ":" + std::to_string(lineNo);
            error = msg("expected %1 fields", runs.size() + 1);
            return false;
        }
        double t = 0;
        if (!parseCsvNumber(fields[0], t)) {
            where = file + ":" + std::to_string(lineNo);
            error = msg("not a time");
            return false;
        }
        grid.push_back(t);
        for (std::size_t i = 0; i < runs.size(); ++i) {
            double v = 0;
            if (!parseCsvNumber(fields[i + 1], v)) {
                where = file + ":" + std::to_string(lineNo);
                error = msg("not a number");
                return false;
            }
            runs[i].push_back(v);
        }
    }
    return true;
}

// "8-15" or "8"
std::string runRange(std::uint64_t first, std::uint64_t last) {
    return first == last ? std::to_string(first)
                         : std::to_string(first) + "-" + std::to_string(last);
}

}  // namespace

bool chunkComplete(const std::string& dir, const ChunkInfo& expected) {
    const fs::path chunks = fs::path(dir) / "chunks";
    ChunkInfo info;
    if (!readChunkInfo(chunks / (chunkStem(expected.index) + ".json"), info)) return false;
    std::error_code ec;
    return info.index == expected.index && info.chunkSize == expected.chunkSize &&
           info.first == expected.first && info.runs == expected.runs &&
           info.experimentHash == expected.experimentHash && info.modelHash == expected.modelHash &&
           fs::exists(chunks / (chunkStem(expected.index) + ".csv"), ec);
}

bool collectChunks(const std::string& dir, ExperimentData& out, DiagnosticList& diags) {
    const Code code = Code::IncompleteExperiment;
    const fs::path root(dir);
    std::string text;
    const fs::path copy = root / "experiment.json";
    if (!readTextFile(copy.string(), text)) {
        diags.error(code, {},
                    msg("cannot read '%1': no chunk of an experiment has run in this directory",
                        copy.string()));
        return false;
    }
    ExperimentData data;
    DiagnosticList specDiags;
    specDiags.setFile(copy.string());
    if (!parseExperiment(text, data.spec, specDiags)) {
        diags.append(specDiags);
        return false;
    }
    data.experimentHash = textHash(text);
    const std::size_t total =
        RunPlan::build(data.spec, std::vector<double>(data.spec.parameters.size(), 0.0)).size();

    // the chunks' manifests, by chunk index
    std::map<std::uint64_t, ChunkInfo> chunks;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(root / "chunks", ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("chunk-", 0) != 0 || entry.path().extension() != ".json") continue;
        ChunkInfo info;
        if (!readChunkInfo(entry.path(), info)) {
            diags.error(code, {}, msg("not a chunk manifest"), entry.path().string());
            continue;
        }
        if (info.experimentHash != data.experimentHash) {
            diags.error(code, {}, msg("a chunk of another experiment (%1)", info.experimentHash),
                        entry.path().string());
            continue;
        }
        chunks[info.index] = info;
    }
    bool ok = !diags.hasErrors();
    std::uint64_t chunkSize = 0;
    for (const auto& [index, info] : chunks) {
        if (data.modelHash.empty()) data.modelHash = info.modelHash;
        if (info.modelHash != data.modelHash) {
            diags.error(code, {},
                        msg("%1 ran another model (%2, not %3)", chunkStem(index), info.modelHash,
                            data.modelHash));
            ok = false;
        }
        chunkSize = std::max(chunkSize, info.chunkSize);
    }

    data.table = RunTable({}, {});
    data.grid.clear();
    data.trajectories.assign(data.spec.trajectories.variables.size(), {});
    bool tableReady = false;
    for (const auto& [index, info] : chunks) {
        const fs::path csv = root / "chunks" / (chunkStem(index) + ".csv");
        std::string rows;
        if (!readTextFile(csv.string(), rows)) {
            diags.error(code, {}, msg("cannot read '%1'", csv.string()));
            ok = false;
            continue;
        }
        if (!tableReady) {
            // the columns: the parameters of the experiment and the outcomes of the header
            const auto header = splitCsvLine(std::string_view(rows).substr(0, rows.find('\n')));
            std::vector<std::string> params, outcomes;
            for (const ParameterSpec& p : data.spec.parameters) params.push_back(p.name);
            for (std::size_t k = 2 + params.size(); k + 4 < header.size(); ++k)
                outcomes.push_back(header[k]);
            data.table = RunTable(params, outcomes);
            tableReady = true;
        }
        std::string where;
        Message error;
        if (!data.table.appendCsv(rows, csv.string(), where, error)) {
            diags.error(code, {}, error, where);
            ok = false;
            continue;
        }
        for (std::size_t v = 0; v < data.trajectories.size(); ++v) {
            const fs::path file =
                root / "chunks" /
                (chunkStem(index) + "." + fileStem(data.spec.trajectories.variables[v]) + ".csv");
            std::string t;
            std::vector<double> grid;
            std::vector<std::vector<double>> runs;
            if (!readTextFile(file.string(), t) ||
                !readTrajectoryCsv(t, file.string(), grid, runs, where, error)) {
                diags.error(code, {},
                            error.empty() ? msg("cannot read '%1'", file.string()) : error, where);
                ok = false;
                continue;
            }
            data.grid = grid;
            for (auto& r : runs) data.trajectories[v].push_back(std::move(r));
        }
    }
    if (!ok) return false;

    // every run exactly once: sort the rows (and the trajectories with them) by run
    std::vector<std::size_t> order(data.table.rows().size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return data.table.rows()[a].index < data.table.rows()[b].index;
    });
    std::vector<bool> seen(total, false);
    std::vector<std::uint64_t> missing;
    for (const RunRow& r : data.table.rows()) {
        if (r.index >= total) {
            diags.error(code, {},
                        msg("run %1 is not a run of the experiment (%2 runs)", r.index, total));
            ok = false;
        } else if (seen[r.index]) {
            diags.error(code, {}, msg("run %1 is in more than one chunk", r.index));
            ok = false;
        } else {
            seen[r.index] = true;
        }
    }
    for (std::uint64_t i = 0; i < total; ++i)
        if (!seen[i]) missing.push_back(i);
    if (!missing.empty()) {
        // group the missing runs by the chunk that should have run them
        std::vector<std::string> list;
        std::set<std::uint64_t> rerun;
        std::size_t k = 0;
        while (k < missing.size()) {
            std::size_t e = k;
            while (e + 1 < missing.size() && missing[e + 1] == missing[e] + 1) ++e;
            list.push_back(runRange(missing[k], missing[e]));
            if (chunkSize > 0)
                for (std::uint64_t r = missing[k]; r <= missing[e]; ++r)
                    rerun.insert(r / chunkSize);
            k = e + 1;
        }
        std::vector<std::string> indices;
        for (std::uint64_t c : rerun) indices.push_back(std::to_string(c));
        diags.error(
            code, {},
            rerun.empty()
                ? msg("%1 of %2 runs are missing (%3); no chunk has finished", missing.size(),
                      total, joined(list))
                : msg("%1 of %2 runs are missing (%3); rerun --index %4 with --chunk %5",
                      missing.size(), total, joined(list), joined(indices, " "), chunkSize));
        ok = false;
    }
    if (!ok) return false;

    RunTable sorted(data.table.parameterNames(), data.table.outcomeNames());
    std::vector<std::vector<std::vector<double>>> trajectories(data.trajectories.size());
    for (std::size_t i : order) {
        sorted.add(data.table.rows()[i]);
        for (std::size_t v = 0; v < trajectories.size(); ++v)
            trajectories[v].push_back(i < data.trajectories[v].size() ? data.trajectories[v][i]
                                                                      : std::vector<double>());
    }
    data.table = std::move(sorted);
    data.trajectories = std::move(trajectories);
    out = std::move(data);
    return true;
}

}  // namespace hs::experiment
