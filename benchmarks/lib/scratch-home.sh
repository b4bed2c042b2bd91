# Sourced by the benchmarks after `work` is made and lingo is built: points HOME, LINGO_HOME and the XDG
# folders into the scratch folder, so that what lingo keeps as it runs (spelling verdicts, compiled
# courses, progress) is kept there, not in the home of whoever runs the benchmark.
: "${work:?scratch-home.sh needs the scratch folder in work}"
export HOME="$work/home" LINGO_HOME="$work/home/lingo" XDG_DATA_HOME="$work/home/data"
export XDG_STATE_HOME="$work/home/state" XDG_CONFIG_HOME="$work/home/config" XDG_CACHE_HOME="$work/home/cache"
mkdir -p "$HOME"
