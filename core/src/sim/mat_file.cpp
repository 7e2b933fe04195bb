#include "hs/sim/mat_file.h"
#include "hs/util/safe_file.h"

#include "hs/sim/engine.h"

#include <dlfcn.h>
#include <matio.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <type_traits>

namespace hs {
namespace {

// matio, and through it HDF5 with its network and security libraries, takes longer to load
// than a whole run of a small model: it is loaded when a MATLAB file is first written or
// read, not whenever a program that could write one starts (the command line's every call).
struct Matio {
    decltype(&::Mat_CreateVer) createVer = nullptr;
    decltype(&::Mat_Open) open = nullptr;
    decltype(&::Mat_Close) close = nullptr;
    decltype(&::Mat_VarCreate) varCreate = nullptr;
    decltype(&::Mat_VarWrite) varWrite = nullptr;
    decltype(&::Mat_VarRead) varRead = nullptr;
    decltype(&::Mat_VarFree) varFree = nullptr;
    std::string error;  // why it could not be loaded (empty: loaded)
};

const Matio& matio() {
    static const Matio library = [] {
        Matio m;
        void* handle = dlopen(HS_MATIO_LIBRARY, RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            const char* why = dlerror();
            m.error = std::string("the MATLAB file library could not be loaded: ") +
                      (why ? why : HS_MATIO_LIBRARY);
            return m;
        }
        auto load = [&](auto& fn, const char* name) {
            fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(handle, name));
            if (!fn && m.error.empty())
                m.error =
                    std::string("the MATLAB file library ") + HS_MATIO_LIBRARY + " has no " + name;
        };
        load(m.createVer, "Mat_CreateVer");
        load(m.open, "Mat_Open");
        load(m.close, "Mat_Close");
        load(m.varCreate, "Mat_VarCreate");
        load(m.varWrite, "Mat_VarWrite");
        load(m.varRead, "Mat_VarRead");
        load(m.varFree, "Mat_VarFree");
        return m;
    }();
    return library;
}

struct MatCloser {
    void operator()(mat_t* m) const { matio().close(m); }
};
struct VarFreer {
    void operator()(matvar_t* v) const { matio().varFree(v); }
};
using MatFile = std::unique_ptr<mat_t, MatCloser>;
using MatVar = std::unique_ptr<matvar_t, VarFreer>;

// A character matrix of `texts` padded with spaces: one text per row, or, transposed
// (the layout "binTrans" names), one text per column.
std::vector<char> textMatrix(const std::vector<std::string>& texts, bool transposed,
                             std::size_t& width) {
    width = 1;
    for (const std::string& t : texts) width = std::max(width, t.size());
    std::vector<char> data(width * texts.size(), ' ');
    for (std::size_t j = 0; j < texts.size(); ++j)
        for (std::size_t c = 0; c < texts[j].size(); ++c)
            // column-major storage: element (row, col) at row + rows * col
            data[transposed ? c + width * j : j + texts.size() * c] = texts[j][c];
    return data;
}

bool writeVar(mat_t* file, const char* name, matio_classes cls, matio_types type, std::size_t rows,
              std::size_t cols, void* data) {
    std::size_t dims[2] = {rows, cols};
    MatVar var(matio().varCreate(name, cls, type, 2, dims, data, 0));
    return var && matio().varWrite(file, var.get(), MAT_COMPRESSION_NONE) == 0;
}

bool writeText(mat_t* file, const char* name, const std::vector<std::string>& texts,
               bool transposed) {
    std::size_t width = 0;
    std::vector<char> data = textMatrix(texts, transposed, width);
    return transposed
               ? writeVar(file, name, MAT_C_CHAR, MAT_T_UINT8, width, texts.size(), data.data())
               : writeVar(file, name, MAT_C_CHAR, MAT_T_UINT8, texts.size(), width, data.data());
}

// The texts of a character matrix (transposed: one per column), trailing blanks removed.
std::vector<std::string> readText(const matvar_t* v, bool transposed) {
    std::vector<std::string> out;
    if (!v || v->rank != 2 || !v->data) return out;
    const std::size_t rows = v->dims[0], cols = v->dims[1];
    const std::size_t count = transposed ? cols : rows, width = transposed ? rows : cols;
    auto at = [&](std::size_t r, std::size_t c) -> char {
        const std::size_t i = r + rows * c;
        if (v->data_type == MAT_T_UINT8 || v->data_type == MAT_T_INT8 || v->data_type == MAT_T_UTF8)
            return static_cast<const char*>(v->data)[i];
        if (v->data_type == MAT_T_DOUBLE)
            return static_cast<char>(static_cast<const double*>(v->data)[i]);
        if (v->data_type == MAT_T_UINT16)
            return static_cast<char>(static_cast<const std::uint16_t*>(v->data)[i]);
        return ' ';
    };
    for (std::size_t j = 0; j < count; ++j) {
        std::string s;
        for (std::size_t c = 0; c < width; ++c) s += transposed ? at(c, j) : at(j, c);
        while (!s.empty() && (s.back() == ' ' || s.back() == '\0')) s.pop_back();
        out.push_back(s);
    }
    return out;
}

double numberAt(const matvar_t* v, std::size_t i) {
    switch (v->data_type) {
        case MAT_T_DOUBLE:
            return static_cast<const double*>(v->data)[i];
        case MAT_T_SINGLE:
            return static_cast<const float*>(v->data)[i];
        case MAT_T_INT32:
            return static_cast<const std::int32_t*>(v->data)[i];
        default:
            return 0.0;
    }
}

}  // namespace

MatResult matResultOf(const Engine& engine) {
    MatResult r;
    const CompiledModel& m = engine.model();
    const ResultStore& results = engine.results();
    for (const VariableInfo& v : m.variables)
        if (v.kind == VarKind::Parameter || v.kind == VarKind::Constant)
            r.parameters.push_back({v.name, v.description, engine.slotValue(v.slot)});
    r.time = results.time();
    for (std::size_t c = 0; c < results.columnCount(); ++c) {
        const std::string& name = results.names()[c];
        const VariableInfo* v = m.findVariable(name);
        r.names.push_back(name);
        r.descriptions.push_back(v ? v->description : std::string());
        r.columns.push_back(results.column(c));
    }
    return r;
}

bool writeMatResult(const std::string& path, const MatResult& result, std::string& error) {
    if (!matio().error.empty()) {
        error = "cannot write '" + path + "': " + matio().error;
        return false;
    }
    // matio writes to the safe file's temporary name (or to a device directly)
    SafeFile safe;
    if (!safe.open(path, error)) return false;
    const std::string tmp = safe.writePath();
    {
        MatFile file(matio().createVer(tmp.c_str(), nullptr, MAT_FT_MAT4));
        if (!file) {
            error = "cannot write '" + path + "'";
            return false;
        }
        const std::size_t np = result.parameters.size(), nv = result.names.size();
        const std::size_t rows = result.time.size();
        std::vector<std::string> names{"time"}, descriptions{"Time in [s]"};
        std::vector<std::int32_t> info{0, 1, 0, -1};  // time: the abscissa of every matrix
        for (std::size_t k = 0; k < np; ++k) {
            names.push_back(result.parameters[k].name);
            descriptions.push_back(result.parameters[k].description);
            info.insert(info.end(), {1, static_cast<std::int32_t>(k + 2), 0, 0});
        }
        for (std::size_t k = 0; k < nv; ++k) {
            names.push_back(result.names[k]);
            descriptions.push_back(k < result.descriptions.size() ? result.descriptions[k] : "");
            info.insert(info.end(), {2, static_cast<std::int32_t>(k + 2), 0, -1});
        }
        // data_1: the parameters at the start and the end time; data_2: time and the
        // trajectories, one column per output row (both transposed)
        const double t0 = rows ? result.time.front() : 0.0, t1 = rows ? result.time.back() : 0.0;
        std::vector<double> data1{t0};
        for (const auto& p : result.parameters) data1.push_back(p.value);
        data1.push_back(t1);
        for (const auto& p : result.parameters) data1.push_back(p.value);
        std::vector<double> data2((1 + nv) * rows);
        for (std::size_t i = 0; i < rows; ++i) {
            data2[i * (1 + nv)] = result.time[i];
            for (std::size_t k = 0; k < nv; ++k)
                data2[i * (1 + nv) + 1 + k] =
                    i < result.columns[k].size() ? result.columns[k][i] : 0.0;
        }
        const bool ok =
            writeText(file.get(), "Aclass", {"Atrajectory", "1.1", "", "binTrans"}, false) &&
            writeText(file.get(), "name", names, true) &&
            writeText(file.get(), "description", descriptions, true) &&
            writeVar(file.get(), "dataInfo", MAT_C_INT32, MAT_T_INT32, 4, names.size(),
                     info.data()) &&
            writeVar(file.get(), "data_1", MAT_C_DOUBLE, MAT_T_DOUBLE, 1 + np, 2, data1.data()) &&
            writeVar(file.get(), "data_2", MAT_C_DOUBLE, MAT_T_DOUBLE, 1 + nv, rows, data2.data());
        if (!ok) {
            file.reset();
            safe.abandon();
            error = "cannot write '" + path + "'";
            return false;
        }
    }
    return safe.commit(error);
}

bool readMatResult(const std::string& path, MatResult& result, std::string& error) {
    if (!matio().error.empty()) {
        error = "cannot read '" + path + "': " + matio().error;
        return false;
    }
    MatFile file(matio().open(path.c_str(), MAT_ACC_RDONLY));
    if (!file) {
        error = "cannot read '" + path + "' as a MATLAB file";
        return false;
    }
    auto read = [&](const char* name) { return MatVar(matio().varRead(file.get(), name)); };
    MatVar aclass = read("Aclass"), names = read("name"), descriptions = read("description"),
           info = read("dataInfo"), data1 = read("data_1"), data2 = read("data_2");
    if (!aclass || !names || !info || !data2) {
        error = "'" + path + "' is not a result file (Aclass, name, dataInfo, data_2 expected)";
        return false;
    }
    const std::vector<std::string> cls = readText(aclass.get(), false);
    const bool transposed = cls.size() > 3 && cls[3] == "binTrans";
    const std::vector<std::string> nameList = readText(names.get(), transposed);
    const std::vector<std::string> descList =
        descriptions ? readText(descriptions.get(), transposed) : std::vector<std::string>();
    const std::size_t n = nameList.size();
    auto infoAt = [&](std::size_t var, std::size_t field) {
        return static_cast<int>(transposed ? numberAt(info.get(), field + 4 * var)
                                           : numberAt(info.get(), var + n * field));
    };
    // element (row r of variable `column` (1-based)) of a data matrix
    auto dataAt = [&](const matvar_t* m, int column, std::size_t r) {
        const std::size_t c = static_cast<std::size_t>(std::abs(column) - 1);
        const double v =
            transposed ? numberAt(m, c + m->dims[0] * r) : numberAt(m, r + m->dims[0] * c);
        return column < 0 ? -v : v;
    };
    const std::size_t rows = transposed ? data2->dims[1] : data2->dims[0];
    result = MatResult{};
    for (std::size_t r = 0; r < rows; ++r) result.time.push_back(dataAt(data2.get(), 1, r));
    for (std::size_t j = 0; j < n; ++j) {
        const int matrix = infoAt(j, 0), column = infoAt(j, 1);
        const std::string description = j < descList.size() ? descList[j] : std::string();
        if (matrix == 1 && data1) {
            result.parameters.push_back({nameList[j], description, dataAt(data1.get(), column, 0)});
        } else if (matrix == 2) {
            std::vector<double> values;
            for (std::size_t r = 0; r < rows; ++r) values.push_back(dataAt(data2.get(), column, r));
            result.names.push_back(nameList[j]);
            result.descriptions.push_back(description);
            result.columns.push_back(std::move(values));
        }
    }
    return true;
}

}  // namespace hs
