// SPDX-License-Identifier: GPL-3.0-or-later
// SweepGrid: the points of a parameter sweep, from one or two `--param` specs:
//   NAME=V1,V2,...          the listed values, in order;
//   NAME=FROM..TO[:STEP]    FROM, FROM+STEP, ... up to TO (STEP 1 unless given; a negative STEP
//                           counts down). FROM, TO and STEP are plain decimal numbers (at most
//                           6 decimals); each point is written with as many decimals as the
//                           most precise of them, and must then be a value the parameter accepts.
// Every value is checked with ParameterOverrides (MainCf's rules) when its spec is added, so that
// every point of the grid is valid before anything runs. Points are numbered from 1 in a stable
// order, the first parameter outer: with a=1,2 and b=x,y the points are (1,x) (1,y) (2,x) (2,y).
// shard(K, N) cuts the grid for N machines: shard K (from 1 to N) holds points K, K+N, K+2N, ...,
// so that the N shards together hold every point exactly once.
#pragma once

#include "core/whatif/ParameterOverrides.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

class SweepGrid {
public:
    // The most points one range, and the whole grid, may have.
    static constexpr std::size_t kMaxPoints = 10000;
    // The most parameters a grid may sweep.
    static constexpr std::size_t kMaxParameters = 2;

    // One swept parameter and its values, in order, as they will be set.
    struct Axis {
        std::string name;
        std::vector<std::string> values;
    };

    // Adds one parameter spec (see above). Throws ParameterSpecError (a std::invalid_argument) naming the
    // parameter and the rule: a malformed spec, an unknown name, a value the parameter does not
    // accept, an empty range, STEP 0 or of the wrong sign, more than kMaxPoints points, a
    // parameter given twice or more than kMaxParameters of them. Nothing is added when it throws.
    void addParameter(std::string_view spec);

    const std::vector<Axis>& axes() const { return axes_; }

    // The number of points: the product of the axes' sizes (0 without any axis).
    std::size_t size() const;

    // The settings of point number (1 to size()), one per axis, in axis order.
    ParameterOverrides point(std::size_t number) const;

    // The point numbers of shard k of n (1 <= k <= n), ascending. Throws std::invalid_argument
    // when n is 0 or k is outside 1..n; a shard may be empty when n exceeds size().
    std::vector<std::size_t> shard(std::size_t k, std::size_t n) const;

private:
    std::vector<Axis> axes_;
};

} // namespace qmgrlab
