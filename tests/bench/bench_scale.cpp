// Scale: models that grow to 10^5 equations and states.
//
//   BM_Scale_Compile/100000    reading, flattening, checking and compiling a rod of 10^5
//                              cells (10^5 array equations written with a `for` loop)
//   BM_Scale_Chain_Engine/N    the rod of N cells (N = 10^3, 10^4, 10^5) simulated for 1 s
//                              by hs::Engine: CVODE BDF with a sparse Jacobian (its structure
//                              read from the equations, its entries by finite differences
//                              over columns that share no row) factorised by KLU
//   BM_Scale_Chain_HandWritten/N  the same ODE integrated by a hand-written CVODE program
//                              with the same method, linear solver and tolerances, and rows
//                              at the same output points (CV_NORMAL to each of them); its
//                              sparse Jacobian is written out (the rod's tridiagonal matrix)
//
// After the table: "time scale_compile 1e5 equations = X s", and per N the time per solver
// step per state of both sides, their solver steps and "ratio chain_N engine/handwritten".

#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"

#include <benchmark/benchmark.h>
#include <cvode/cvode.h>
#include <nvector/nvector_serial.h>
#include <sundials/sundials_context.h>
#include <sunlinsol/sunlinsol_klu.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace {

constexpr double kRelTol = 1e-6;
constexpr double kAbsTol = kRelTol * 1e-2;  // the engine's default
constexpr double kStop = 1.0;
constexpr double kInterval = 0.01;
constexpr double kConductance = 50.0;

std::string rodText(int n) {
    std::string text = "model Rod\n";
    text += "  parameter Integer n = " + std::to_string(n) + ";\n";
    text += "  parameter Real k = " + std::to_string(kConductance) + ";\n";
    text += "  Real T[n](each start = 0);\n";
    text += "equation\n";
    text += "  der(T[1]) = k*(1 - 2*T[1] + T[2]);\n";
    text += "  for i in 2:n-1 loop\n";
    text += "    der(T[i]) = k*(T[i-1] - 2*T[i] + T[i+1]);\n";
    text += "  end for;\n";
    text += "  der(T[n]) = k*(T[n-1] - T[n]);\n";
    text += "end Rod;\n";
    return text;
}

std::shared_ptr<const hs::CompiledModel> rod(int n) {
    static std::map<int, std::shared_ptr<const hs::CompiledModel>> cache;
    auto& model = cache[n];
    if (!model) {
        hs::LoadResult r = hs::loadModelText(rodText(n), "Rod.mo");
        if (!r.model) std::abort();
        model = r.model;
    }
    return model;
}

void BM_Scale_Compile(benchmark::State& state) {
    const std::string text = rodText(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        hs::LoadResult r = hs::loadModelText(text, "Rod.mo");
        if (!r.model) state.SkipWithError("the rod did not compile");
        benchmark::DoNotOptimize(r.model.get());
    }
}

void setChainCounters(benchmark::State& state, double steps) {
    state.counters["solver_steps"] = steps;
    state.counters["states"] = static_cast<double>(state.range(0));
}

void BM_Scale_Chain_Engine(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    auto model = rod(n);
    hs::SimulationSettings s;
    s.stopTime = kStop;
    s.interval = kInterval;
    s.relTol = kRelTol;
    s.absTol = kAbsTol;
    s.recordEvents = false;
    long steps = 0;
    for (auto _ : state) {
        hs::Engine engine(model, s);
        engine.initialize();
        engine.run();
        if (engine.status() != hs::RunStatus::Finished) state.SkipWithError("the rod's run failed");
        steps = engine.solverSteps();
    }
    setChainCounters(state, static_cast<double>(steps));
}

int rodRhs(double, N_Vector y, N_Vector ydot, void*) {
    const double* T = N_VGetArrayPointer(y);
    double* d = N_VGetArrayPointer(ydot);
    const sunindextype n = N_VGetLength(y);
    d[0] = kConductance * (1 - 2 * T[0] + T[1]);
    for (sunindextype i = 1; i + 1 < n; ++i) d[i] = kConductance * (T[i - 1] - 2 * T[i] + T[i + 1]);
    d[n - 1] = kConductance * (T[n - 2] - T[n - 1]);
    return 0;
}

// The rod's Jacobian, tridiagonal, column by column.
int rodJacobian(double, N_Vector y, N_Vector, SUNMatrix J, void*, N_Vector, N_Vector, N_Vector) {
    const sunindextype n = N_VGetLength(y);
    sunindextype* start = SUNSparseMatrix_IndexPointers(J);
    sunindextype* row = SUNSparseMatrix_IndexValues(J);
    double* value = SUNSparseMatrix_Data(J);
    sunindextype k = 0;
    for (sunindextype j = 0; j < n; ++j) {
        start[j] = k;
        if (j > 0) {
            row[k] = j - 1;
            value[k++] = kConductance;
        }
        row[k] = j;
        value[k++] = j + 1 < n ? -2 * kConductance : -kConductance;
        if (j + 1 < n) {
            row[k] = j + 1;
            value[k++] = kConductance;
        }
    }
    start[n] = k;
    return 0;
}

void BM_Scale_Chain_HandWritten(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    long steps = 0;
    for (auto _ : state) {
        SUNContext ctx = nullptr;
        SUNContext_Create(nullptr, &ctx);
        N_Vector y = N_VNew_Serial(n, ctx);
        N_VConst(0.0, y);
        void* mem = CVodeCreate(CV_BDF, ctx);
        CVodeInit(mem, rodRhs, 0.0, y);
        CVodeSStolerances(mem, kRelTol, kAbsTol);
        SUNMatrix A = SUNSparseMatrix(n, n, 3 * n - 2, CSC_MAT, ctx);
        SUNLinearSolver ls = SUNLinSol_KLU(y, A, ctx);
        CVodeSetLinearSolver(mem, ls, A);
        CVodeSetJacFn(mem, rodJacobian);
        CVodeSetMaxNumSteps(mem, 100000);
        // rows at the output points, column-wise, as the engine stores them
        const int points = static_cast<int>(kStop / kInterval + 0.5);
        std::vector<double> rows;
        rows.reserve(static_cast<std::size_t>(points + 1) * static_cast<std::size_t>(n));
        const double* T = N_VGetArrayPointer(y);
        rows.insert(rows.end(), T, T + n);
        double t = 0.0;
        for (int k = 1; k <= points; ++k) {
            if (CVode(mem, k * kInterval, y, &t, CV_NORMAL) < 0) {
                state.SkipWithError("CVODE failed on the rod");
                break;
            }
            rows.insert(rows.end(), T, T + n);
        }
        benchmark::DoNotOptimize(rows.data());
        CVodeGetNumSteps(mem, &steps);
        CVodeFree(&mem);
        SUNLinSolFree(ls);
        SUNMatDestroy(A);
        N_VDestroy(y);
        SUNContext_Free(&ctx);
    }
    setChainCounters(state, static_cast<double>(steps));
}

BENCHMARK(BM_Scale_Compile)
    ->Arg(100000)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_Scale_Chain_Engine)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_Scale_Chain_HandWritten)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
