"""Set-up scripts (vendor copy, site build, service worker, server, icons). Each runs as a
script; tests and benchmarks import them as ``tools.<name>`` from the repository root."""
