// Moving AI .scen files, read by the core's one reader (parseMovingAIScenarios in
// cpp/io/movingai.cpp, the one the native tools and tests use) through the wasm
// binding: "version 1" (or 1.0), then per non-empty line nine whitespace-separated fields
//   bucket map width height startX startY goalX goalY optimal
//
//   const pathlab = await loadPathlab();
//   const r = parseScenarios(pathlab, text);  // { ok: true, scenarios } | { ok: false, error: 'line N: …' }
//
// Each scenario: { bucket, map, mapWidth, mapHeight, start: [x, y], goal: [x, y], optimal,
// optimalDecimals, tolerance }, where tolerance is the allowed absolute error against the
// printed optimal length, max(1e-3, 0.5 * 10^-optimalDecimals). Never throws.

const INTS = 8; // ScenarioReader::kScenarioInts: bucket, width, height, start x, y, goal x, y, decimals

/**
 * @param {{core: object}} pathlab from loadPathlab()
 * @param {string} text the .scen file's text
 * @returns {{ok: true, scenarios: object[]} | {ok: false, error: string}}
 */
export function parseScenarios(pathlab, text) {
  if (typeof text !== 'string') return { ok: false, error: 'line 1: scenario text must be a string' };
  const reader = new pathlab.core.ScenarioReader();
  try {
    if (!reader.read(text)) return { ok: false, error: reader.error() };
    const ints = reader.ints().slice(); // views of wasm memory: copied before anything else runs there
    const lengths = reader.lengths().slice();
    const maps = reader.maps().split('\n');
    return { ok: true, scenarios: Array.from({ length: lengths.length / 2 }, (_, i) => scenario(ints.subarray(i * INTS), lengths, maps, i)) };
  } finally {
    reader.delete();
  }
}

function scenario([bucket, mapWidth, mapHeight, sx, sy, gx, gy, optimalDecimals], lengths, maps, i) {
  return {
    bucket, map: maps[i], mapWidth, mapHeight, start: [sx, sy], goal: [gx, gy],
    optimal: lengths[2 * i], optimalDecimals, tolerance: lengths[2 * i + 1],
  };
}
