#include "tapfigures.h"

#include "benchsupport.h"

#include <cstdio>

namespace Bench {

void TapFigures::add(double directRate, double tapRate, double recordRate, double floorRate)
{
    direct.push_back(directRate);
    tapped.push_back(tapRate);
    recorded.push_back(recordRate);
    floored.push_back(floorRate);
    tapRatio.push_back(tapRate / directRate);
    recordRatio.push_back(recordRate / directRate);
    floorRatio.push_back(tapRate / floorRate);
}

void TapFigures::print(const std::string &tap, const char *unit, const std::string &how, double target) const
{
    const double directMedian = median(direct);
    const double tapMedian = median(tapped);
    const double recordMedian = median(recorded);
    const double floorMedian = median(floored);
    const std::string name = load;
    printRatio(tap + "/direct, " + name, tapMedian / directMedian,
               format("tap median %.0f %s/s, direct median %.0f/s, %s, median of the rounds' ratios %.2f", tapMedian,
                      unit, directMedian, how.c_str(), median(tapRatio)),
               target, true);
    printRatio(tap + "-record/direct, " + name, recordMedian / directMedian,
               format("tap --record median %.0f %s/s, %s, median of the rounds' ratios %.2f", recordMedian, unit,
                      how.c_str(), median(recordRatio)),
               target, true);
    std::printf("ratio(%s/relay-floor, %s) %.2f  (relay floor median %.0f %s/s, floor/direct %.2f, median of the "
                "rounds' ratios %.2f)  [informative]\n",
                tap.c_str(), load, tapMedian / floorMedian, floorMedian, unit, floorMedian / directMedian,
                median(floorRatio));
    if (inFlight == 1) {
        // Each round trip crosses the tap twice: request and answer.
        const double addedUs = (1e6 / tapMedian - 1e6 / directMedian) / 2;
        const double addedRecordUs = (1e6 / recordMedian - 1e6 / directMedian) / 2;
        std::printf("added-latency-us %.1f per message (%s), %.1f (tap --record)  [target <= 100: %s]\n", addedUs,
                    tap.c_str(), addedRecordUs, addedUs <= 100 ? "met" : "MISSED");
    }
}

} // namespace Bench
