#pragma once

// What bench_tap and bench_tap_http share: one load's figures over the rounds (direct,
// through the tap, through the tap recording, through the relay floor) and their result lines.

#include <string>
#include <vector>

namespace Bench {

struct TapFigures
{
    const char *load;    ///< "sequential", "window", …
    int inFlight;        ///< requests in flight at once; 1 is the latency load

    std::vector<double> direct, tapped, recorded, floored, tapRatio, recordRatio, floorRatio;

    /// Books one round's rates.
    void add(double directRate, double tapRate, double recordRate, double floorRate);
    /// The result lines: ratio(TAP/direct, LOAD) and ratio(TAP-record/direct, LOAD) against
    /// \a target, the ratio to the floor (informative) and, for the latency load, the latency
    /// the tap adds per message. \a tap names it ("tap", "http-tap"), \a unit what is counted
    /// per second, \a how the rounds and the load.
    void print(const std::string &tap, const char *unit, const std::string &how, double target) const;
};

} // namespace Bench
