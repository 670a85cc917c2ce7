// How the core's open list rounds the parts of its key (cpp/core/open_list.hpp: roundedBits and
// StoredEntry), so that a view or a checker that orders entries ties exactly where the core
// does. The bit counts are the core's (FRONTIER_KEY, written by the build); only the arithmetic
// on a double's words is here. Both counts are under 32, so the work stays in the low word,
// with a carry into the high one (little-endian, as on every host that runs wasm).
import { FRONTIER_KEY } from '../../build/pathlab-catalog.js';

const { fRoundedAwayBits, tieDroppedBits } = FRONTIER_KEY;
if (!(fRoundedAwayBits > 0 && fRoundedAwayBits < 32 && tieDroppedBits > 0 && tieDroppedBits < 32)) {
  throw new Error("the core's key drops 32 bits or more: key-rounding.js needs both words");
}
const F_DROPPED = 2 ** fRoundedAwayBits - 1;
const F_HALF = 2 ** (fRoundedAwayBits - 1);
const TIE_DROPPED = 2 ** tieDroppedBits - 1;

const scratch = new Float64Array(1);
const words = new Uint32Array(scratch.buffer); // [low, high]

/** f rounded as the core rounds it: to nearest, without its lowest fRoundedAwayBits mantissa bits. */
export function roundedF(f) {
  scratch[0] = f;
  let low = words[0] + F_HALF;
  if (low > 0xffffffff) {
    low -= 0x100000000;
    words[1] += 1;
  }
  words[0] = low & ~F_DROPPED;
  return scratch[0];
}

/**
 * The tie value as the core compares it: its ordered bits without the lowest tieDroppedBits
 * (positive values lose magnitude bits, negative ones gain them).
 */
export function tieKey(t) {
  scratch[0] = t;
  if (t >= 0) words[0] &= ~TIE_DROPPED;
  else words[0] |= TIE_DROPPED;
  return scratch[0];
}
