// One options table: the core's (OPTION_INFO, written by web/tools/write-catalog.mjs)
// and the page's columns beside it (model/option-table.js). The library's lists,
// checks and defaults, the page's defaults and form rows, the help, the share-link
// codec and the TypeScript unions must all say what the table says, because they
// read it; each test here would fail if one of them kept a list of its own.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS, COST_MODELS, DIAGONAL_RULES, HEURISTICS, normalizeSettings, OPEN_LISTS, OPTION_INFO, optionInfo, PATH_SMOOTHINGS, TIE_BREAKS,
  TRACE_DETAILS,
} from '../../web/src/lib/options.js';
import { DEFAULT_OPTIONS, OPTION_NAMES } from '../../web/src/model/page-options.js';
import { PAGE_OPTIONS } from '../../web/src/model/option-table.js';
import { describeOption } from '../../web/src/ui/help-text.js';
import { decodeState, encodeState, LINK_ABSENT_OPTIONS, TAG } from '../../web/src/share/link.js';

const CATALOG_TYPES = readFileSync(new URL('../../web/build/pathlab-catalog.d.ts', import.meta.url), 'utf8');
const choices = OPTION_INFO.filter((o) => o.kind === 'choice');
const ids = (name) => optionInfo(name).values.map((v) => v.id);

// A 4 x 3 map with one wall, S top left, G bottom right.
function linkState(options) {
  const cells = new Uint8Array(12).fill(1);
  cells[5] = 0x81;
  return { width: 4, height: 3, cells, start: [0, 0], goal: [3, 2], options, step: null, view: null };
}

describe('the core table', () => {
  it('lists every option once, each choice with values named for people and a default among them', () => {
    expect(new Set(OPTION_INFO.map((o) => o.name)).size).toBe(OPTION_INFO.length);
    for (const o of choices) {
      expect(o.values.length, o.name).toBeGreaterThan(1);
      for (const v of o.values) expect(v.name, `${o.name} ${v.id}`).toMatch(/\S/);
      expect(ids(o.name), o.name).toContain(o.default);
    }
  });

  it('is where the library takes its value lists', () => {
    expect([HEURISTICS, DIAGONAL_RULES, TIE_BREAKS, COST_MODELS, OPEN_LISTS, PATH_SMOOTHINGS, TRACE_DETAILS, ALGORITHMS]).toEqual(
      ['heuristic', 'diagonalMovement', 'tieBreaking', 'costModel', 'openList', 'pathSmoothing', 'traceDetail', 'algorithm'].map(ids));
  });
});

describe('the library checks and fills options from the table', () => {
  it('fills in each option\'s default', () => {
    const o = normalizeSettings({});
    for (const row of OPTION_INFO) {
      expect(o[row.name], row.name).toBe(row.default === null ? optionInfoDefaultWeight(o.algorithm) : row.default);
    }
  });

  it('takes every value of every choice and refuses others, naming the table\'s list', () => {
    for (const { name } of choices) {
      for (const value of ids(name)) expect(normalizeSettings({ [name]: value })[name]).toBe(value);
      expect(() => normalizeSettings({ [name]: 'no-such-value' })).toThrow(`expected one of: ${ids(name).join(', ')}`);
    }
  });

  it('takes a number\'s bounds and refuses a value just outside them', () => {
    for (const row of OPTION_INFO.filter((o) => o.kind === 'number' || o.kind === 'whole')) {
      expect(normalizeSettings({ [row.name]: row.min })[row.name], row.name).toBe(row.min);
      expect(() => normalizeSettings({ [row.name]: row.min - 1 }), row.name).toThrow(row.name);
      if (row.max !== Infinity) expect(() => normalizeSettings({ [row.name]: row.max + 1 }), row.name).toThrow(row.name);
      if (row.kind === 'whole') {
        expect(() => normalizeSettings({ [row.name]: row.min + 0.5 }), row.name).toThrow(row.name);
        if (row.unlimited) expect(normalizeSettings({ [row.name]: Infinity })[row.name]).toBe(Infinity);
        else expect(() => normalizeSettings({ [row.name]: Infinity }), row.name).toThrow(row.name);
      }
    }
  });

  it('refuses a flag that is not true or false', () => {
    for (const row of OPTION_INFO.filter((o) => o.kind === 'flag')) {
      expect(() => normalizeSettings({ [row.name]: 1 })).toThrow(`${row.name} must be true or false, not 1`);
    }
  });
});

function optionInfoDefaultWeight(algorithm) {
  return normalizeSettings({ algorithm }).weight;
}

describe('the TypeScript unions are the table\'s values', () => {
  it.each(choices.filter((o) => o.name !== 'algorithm').map((o) => [o.name]))('%s', (name) => {
    const type = name[0].toUpperCase() + name.slice(1);
    const match = new RegExp(`export type ${type} =((?:\\n  \\| '[^']+')+);`).exec(CATALOG_TYPES);
    expect(match, `pathlab-catalog.d.ts declares ${type}`).not.toBeNull();
    expect([...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual(ids(name));
  });

  it('OptionName lists every option', () => {
    const match = /export type OptionName =((?:\n {2}\| '[^']+')+);/.exec(CATALOG_TYPES);
    expect([...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual(OPTION_INFO.map((o) => o.name));
  });
});

describe('the page reads the table', () => {
  it('its rows name options of the core table, and its form options are the ones a link carries', () => {
    for (const name of Object.keys(PAGE_OPTIONS)) expect(optionInfo(name), name).toBeDefined();
    const linked = OPTION_INFO.filter((o) => o.linkTag !== null).map((o) => o.name);
    expect([...OPTION_NAMES].sort()).toEqual([...linked].sort());
  });

  it('starts from the table\'s defaults', () => {
    for (const name of OPTION_NAMES) expect(DEFAULT_OPTIONS[name], name).toBe(optionInfo(name).default ?? undefined);
  });

  it('has a list control for each choice and a number field for each number, with help for every value', () => {
    for (const name of OPTION_NAMES) {
      const { kind } = optionInfo(name);
      expect(PAGE_OPTIONS[name].control, name).toBe(kind === 'choice' ? 'select' : 'number');
      if (kind !== 'choice') continue;
      expect(Object.keys(PAGE_OPTIONS[name].values).sort(), name).toEqual([...ids(name)].sort());
      for (const { id, name: shown } of optionInfo(name).values) {
        // The help leads with the core's name for people ("Name: what it does."), so the two cannot drift apart unseen.
        expect(describeOption(name, id), `${name} ${id}`).toMatchObject({ valueLabel: shown, value: expect.stringMatching(new RegExp(`^${escape(shown)}: \\S.*\\.$`, 's')) });
      }
    }
  });

  it('falls back to the names for unknown options and values', () => {
    expect(describeOption('algorithm', 'no-such-search')).toMatchObject({ label: 'Algorithm', value: 'no-such-search', valueLabel: 'no-such-search' });
    expect(describeOption('mystery')).toEqual({ label: 'mystery', about: '' });
  });
});

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('share links carry the options by the table\'s tags', () => {
  it('uses each option\'s link tag', () => {
    for (const o of OPTION_INFO.filter((row) => row.linkTag !== null)) expect(TAG[o.name], o.name).toBe(o.linkTag);
  });

  it('round-trips every value of every option a link carries', async () => {
    for (const o of OPTION_INFO.filter((row) => row.linkTag !== null)) {
      const values = o.kind === 'choice' ? ids(o.name) : o.kind === 'number' ? [o.min, o.min + 0.75, 7.5] : [o.min, 12_345];
      for (const value of values) {
        const decoded = await decodeState(await encodeState(linkState({ [o.name]: value })));
        expect(decoded.ok, `${o.name} ${value}`).toBe(true);
        // An optional section left out stays out of the decoded options; it means the library's default.
        expect(normalizeSettings(decoded.state.options)[o.name], `${o.name} ${value}`).toBe(value);
      }
    }
  });

  it('means today\'s defaults by an option it leaves out (the format freezes them; a change of default must keep old links)', async () => {
    for (const o of OPTION_INFO.filter((row) => row.linkTag !== null)) expect(LINK_ABSENT_OPTIONS[o.name], o.name).toBe(o.default ?? undefined);
    const plain = await encodeState(linkState({}));
    expect(await encodeState(linkState({ ...DEFAULT_OPTIONS }))).toBe(plain);
  });
});
