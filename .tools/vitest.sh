#!/usr/bin/env bash
# Runs Vitest with the project's config; extra arguments pass through.
cd "$(dirname "$0")/.." && exec npx vitest --config tests/vitest.config.js "$@"
