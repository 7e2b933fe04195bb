#pragma once
// The random numbers of an experiment, the same on every machine that runs the same
// binary: seeds derived from (experiment seed, run index, stream) by a fixed mixing
// function, a generator whose sequence the C++ standard fixes (mt19937_64), and our own
// transformations to uniform, normal, lognormal, triangular and discrete values (the
// standard library's distributions differ between implementations). Not thread-safe: one
// RandomStream per thread; the functions are pure.

#include "hs/model/experiment_spec.h"

#include <cstdint>
#include <random>

namespace hs::experiment {

// The streams of a run: the engine's generator, the parameter draws, Morris trajectories.
enum class Stream : std::uint64_t { Engine = 0, Parameters = 1, Morris = 2 };

// A seed for stream `stream` of item `index` (a run, a Morris trajectory) of an
// experiment seeded with `experimentSeed`; different arguments give unrelated seeds.
std::uint64_t streamSeed(std::uint64_t experimentSeed, std::uint64_t index, Stream stream);

class RandomStream {
public:
    explicit RandomStream(std::uint64_t seed) : m_engine(seed) {}
    double uniform();  // in [0, 1), 53 random bits
    double normal();   // standard normal (Box-Muller, one value per two uniforms)
    std::uint64_t below(std::uint64_t n);  // in [0, n), n > 0

private:
    std::mt19937_64 m_engine;
};

double sample(const Distribution& d, RandomStream& random);

}  // namespace hs::experiment
