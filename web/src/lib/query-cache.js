// The option sets findPath saw last, each with its prepared core Options, so
// that game code calling findPath(grid, { start, goal, algorithm: 'jps' }) over
// and over validates and converts its options once. A fresh options object with
// the same values is a hit: entries are matched by value, not by identity.

const CAPACITY = 8;

export class QueryCache {
  /**
   * @param {(settings: object) => object} prepare validated settings -> core Options (throws on bad options)
   * @param {(options: object) => object} normalize options -> validated settings (throws the validator's Error)
   */
  constructor(prepare, normalize) {
    this.prepare = prepare;
    this.normalize = normalize;
    this.entries = []; // most recently used first
  }

  /**
   * The core Options for these options, prepared on first sight; null for
   * options the cache does not keep (flee: its threat is a point, like the goal; goals, which are points too).
   * Throws the validator's Error for bad options.
   */
  lookup(options) {
    const { entries } = this;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      if (!sameSettings(entry, options)) continue;
      if (i > 0) {
        entries.splice(i, 1);
        entries.unshift(entry);
      }
      return entry.raw;
    }
    const settings = this.normalize(options);
    if (settings.flee !== undefined || settings.goals !== undefined) return null;
    const entry = { given: givenSettings(options), raw: this.prepare(settings) };
    entry.count = Object.keys(entry.given).length;
    entries.unshift(entry);
    if (entries.length > CAPACITY) entries.pop().raw.delete();
    return entry.raw;
  }

  /** Frees every entry's core Options. */
  clear() {
    for (const entry of this.entries) entry.raw.delete();
    this.entries = [];
  }
}

// The settings an options object gives (start and goal aside, undefined meaning "not given").
function givenSettings(options) {
  const given = Object.create(null); // no inherited keys to match by accident
  for (const key of Object.keys(options)) {
    if (key !== 'start' && key !== 'goal' && options[key] !== undefined) given[key] = options[key];
  }
  return given;
}

// Whether options give exactly the entry's settings. No allocation: this runs on
// every findPath. (An inherited enumerable key never matches, as Object.keys
// skips it: such options are validated on every call, correctly but slowly.)
function sameSettings(entry, options) {
  let count = 0;
  for (const key in options) {
    if (key === 'start' || key === 'goal') continue;
    const value = options[key];
    if (value === undefined) continue;
    if (entry.given[key] !== value) return false;
    count++;
  }
  return count === entry.count;
}
