#pragma once
// Results as MATLAB v4 files in the layout OpenModelica and Dymola write ("dsres": the
// matrices Aclass, name, description, dataInfo, data_1 with the parameters and data_2 with
// the trajectories, names stored transposed), so that OMEdit, Dymola, FMPy, DyMat, SciPy's
// loadmat and MATLAB open HybridStudio results. Written and read with matio. Thread-safe:
// no shared state (matio keeps none per file).

#include "hs/sim/result_store.h"

#include <string>
#include <utility>
#include <vector>

namespace hs {

class Engine;

struct MatResult {
    struct Parameter {
        std::string name, description;
        double value = 0.0;
    };
    std::vector<Parameter> parameters;             // constant over the run (data_1)
    std::vector<std::string> names, descriptions;  // trajectories after time (data_2)
    std::vector<double> time;
    std::vector<std::vector<double>> columns;  // per trajectory, one value per time
};

// A run's results: its result columns (with the variables' descriptions) and its
// parameters with the values the run used.
MatResult matResultOf(const Engine& engine);

bool writeMatResult(const std::string& path, const MatResult& result, std::string& error);
// Reads a file in this layout (ours, OpenModelica's, Dymola's); false with a message when it
// is not one.
bool readMatResult(const std::string& path, MatResult& result, std::string& error);

}  // namespace hs
