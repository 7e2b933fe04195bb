#include "hs/experiment/distribution.h"

#include <cassert>
#include <cmath>
#include <numbers>

namespace hs::experiment {
namespace {

// The finaliser of SplitMix64: a bijection of 64-bit words that spreads every input bit.
std::uint64_t mix(std::uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

}  // namespace

std::uint64_t streamSeed(std::uint64_t experimentSeed, std::uint64_t index, Stream stream) {
    return mix(mix(mix(experimentSeed) ^ index) ^ static_cast<std::uint64_t>(stream));
}

double RandomStream::uniform() {
    return static_cast<double>(m_engine() >> 11) * 0x1.0p-53;
}

double RandomStream::normal() {
    const double u1 = uniform(), u2 = uniform();
    return std::sqrt(-2.0 * std::log1p(-u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

std::uint64_t RandomStream::below(std::uint64_t n) {
    assert(n > 0);
    // rejection keeps every value equally likely
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n);
    std::uint64_t x;
    do x = m_engine();
    while (x >= limit);
    return x % n;
}

double sample(const Distribution& d, RandomStream& random) {
    switch (d.kind) {
        case Distribution::Kind::Uniform:
            return d.min + (d.max - d.min) * random.uniform();
        case Distribution::Kind::Normal:
            return d.mean + d.sd * random.normal();
        case Distribution::Kind::LogNormal:
            return std::exp(d.mu + d.sigma * random.normal());
        case Distribution::Kind::Triangular: {
            // the inverse of the distribution function, in its two pieces
            const double u = random.uniform();
            const double width = d.max - d.min;
            const double split = (d.mode - d.min) / width;
            if (u < split) return d.min + std::sqrt(u * width * (d.mode - d.min));
            return d.max - std::sqrt((1.0 - u) * width * (d.max - d.mode));
        }
        case Distribution::Kind::Discrete: {
            assert(!d.values.empty());
            if (d.weights.empty()) return d.values[random.below(d.values.size())];
            double total = 0;
            for (double w : d.weights) total += w;
            const double u = random.uniform() * total;
            double sum = 0;
            for (std::size_t i = 0; i < d.values.size(); ++i) {
                sum += d.weights[i];
                if (u < sum) return d.values[i];
            }
            // rounding left u at the total: the last value with a weight
            for (std::size_t i = d.values.size(); i-- > 0;)
                if (d.weights[i] > 0) return d.values[i];
            return d.values.back();
        }
    }
    return 0.0;
}

}  // namespace hs::experiment
