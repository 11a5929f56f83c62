#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages qmgrlab builds with (compiler, CMake, Qt 6, libpng, QCustomPlot,
# nlohmann-json, CLI11, Google Test and Benchmark, zlib for compressed mail logs, fonts and Xvfb for
# headless runs, clang-format for the formatting check, dpkg-dev for the Debian package, help2man and
# python3 for its manual pages and bash completion (packaging/), bash-completion for the test of that,
# clang-14 with libFuzzer and its sanitizer runtimes for scripts/fuzz.sh, python3 for the
# core_include_graph test), ccache so that a second build of the same sources is mostly cache hits.
# Runs apt-get as root, through sudo when started by another user.
set -eu
packages="cmake ninja-build g++ qt6-base-dev qt6-svg-dev libpng-dev
  qt6-tools-dev qt6-l10n-tools libqcustomplot-dev nlohmann-json3-dev libcli11-dev libgtest-dev libbenchmark-dev
  zlib1g-dev
  fonts-dejavu-core xvfb xauth clang-format dpkg-dev help2man bash-completion clang-14 libfuzzer-14-dev
  libclang-rt-14-dev python3 ccache"
if [ "$(id -u)" -eq 0 ]; then
    as_root=""
elif command -v sudo >/dev/null 2>&1; then
    as_root="sudo"
else
    echo "install-dependencies.sh: run this as root (apt-get needs it) or install sudo" >&2
    exit 1
fi
$as_root apt-get update -q
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -q --no-install-recommends $packages
