# Sourced by the benchmarks that need Anki's own Python library: installs anki 26.9.3 once into
# .build/anki (the tests use the same folder) and sets $venv to it.
venv=.build/anki
if ! "$venv/bin/python3" -c "import anki" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/python3" -m pip install --disable-pip-version-check -q anki==26.9.3
fi
