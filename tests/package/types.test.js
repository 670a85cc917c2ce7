// The package's types (web/src/lib/pathlab.d.ts) against the library itself: every
// runtime export is declared and every declared value exists; each exported name
// list (ALGORITHMS, HEURISTICS, ...) equals its string union; the methods of the
// library, Grid, Search and GraphSearch are the declared ones. An algorithm, option
// value or method added on one side only fails here, naming what to add.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as library from '../../web/src/lib/pathlab.js';
import { STATUS_NAMES, STOPPED_BY } from '../../web/src/lib/options.js';

const DTS = fileURLToPath(new URL('../../web/src/lib/pathlab.d.ts', import.meta.url));
// Methods the library's classes use among themselves, not for users (a search tells its
// grid it started and ended).
// free and live belong to the base that owns a wasm object's lifetime, checkFresh to steppable searches.
const INTERNAL_METHODS = {
  Grid: ['searchStarted', 'searchEnded', 'free', 'live'],
  Search: ['free', 'live', 'checkFresh'],
  GraphSearch: ['free', 'live', 'checkFresh'],
};

let checker;
let declared; // name -> symbol, the module's exports
let pl;

beforeAll(async () => {
  const program = ts.createProgram([DTS], {
    strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext, types: [],
  });
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(problems, 'pathlab.d.ts compiles').toEqual([]);
  checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(DTS));
  declared = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s]));
  pl = await library.loadPathlab();
});
afterAll(() => { checker = null; });

/** The string or number literals a type stands for (a union's members, or the one literal). */
function literals(type) {
  const members = type.isUnion() ? type.types : [type];
  return members.map((t) => (t.isLiteral() ? t.value : `<${checker.typeToString(t)}>`));
}

function valueType(name) {
  const symbol = declared.get(name);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Value)) return null;
  return checker.getTypeOfSymbol(symbol);
}

function declaredType(name) {
  const symbol = declared.get(name);
  expect(symbol, `pathlab.d.ts declares type ${name}`).toBeDefined();
  return checker.getDeclaredTypeOfSymbol(symbol);
}

const sorted = (values) => [...new Set(values)].sort();

/** Methods and accessors of an object's classes, base classes included. */
// A class's static methods, its own and those it inherits (pl.Grid is bound to
// one wasm instance by a subclass of the library's Grid).
function staticMethods(cls) {
  const names = new Set();
  for (let c = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    for (const key of Object.getOwnPropertyNames(c)) if (typeof c[key] === 'function') names.add(key);
  }
  return [...names];
}

function prototypeMembers(object) {
  const names = [];
  for (let p = Object.getPrototypeOf(object); p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    names.push(...Object.getOwnPropertyNames(p).filter((key) => key !== 'constructor'));
  }
  return sorted(names);
}

describe('pathlab.d.ts matches the library', () => {
  it('declares every export of the module, and nothing it does not export', () => {
    for (const name of Object.keys(library)) {
      expect(valueType(name), `pathlab.d.ts lacks "export declare const ${name}" (or function)`).not.toBeNull();
    }
    const values = [...declared.values()].filter((s) => s.flags & ts.SymbolFlags.Value).map((s) => s.name);
    expect(sorted(values)).toEqual(sorted(Object.keys(library)));
  });

  it('each name list equals its string union, each constant its literal', () => {
    const lists = Object.entries(library).filter(([, value]) => Array.isArray(value) && value.every((v) => typeof v === 'string'));
    expect(lists.map(([name]) => name)).toContain('ALGORITHMS');
    for (const [name, values] of lists) {
      const element = checker.getIndexTypeOfType(valueType(name), ts.IndexKind.Number);
      expect(sorted(literals(element)), `the union behind ${name} in pathlab.d.ts`).toEqual(sorted(values));
    }
    for (const [name, value] of Object.entries(library)) {
      if (typeof value === 'number') expect(literals(valueType(name)), name).toEqual([value]);
      if (typeof value === 'function') expect(valueType(name).getCallSignatures().length, name).toBeGreaterThan(0);
      if (name === 'ALGORITHM_INFO') expect(literals(checker.getIndexTypeOfType(valueType(name), ts.IndexKind.Number))).toEqual(['<AlgorithmInfo>']);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const type = valueType(name);
        expect(sorted(checker.getPropertiesOfType(type).map((p) => p.name)), name).toEqual(sorted(Object.keys(value)));
        for (const [key, v] of Object.entries(value)) {
          expect(literals(checker.getTypeOfSymbol(type.getProperty(key))), `${name}.${key}`).toEqual([v]);
        }
      }
    }
  });

  it('statuses and stop reasons are those the library returns', () => {
    expect(sorted(literals(declaredType('SearchStatus')))).toEqual(sorted(STATUS_NAMES));
    expect(sorted(literals(declaredType('StoppedBy')))).toEqual(sorted(Object.values(STOPPED_BY)));
  });

  it('the loaded library, Grid, Search and GraphSearch have exactly the declared methods', () => {
    const grid = new pl.Grid(4, 3);
    const search = pl.createSearch(grid, { start: [0, 0], goal: [3, 2] });
    const graphSearch = pl.createGraphSearch({ nodes: [[0, 0], [1, 0]], edges: [[0, 1, 1]], start: 0, goal: 1 });
    const objects = [
      ['Pathlab', pl, []],
      ['Grid', grid, INTERNAL_METHODS.Grid],
      ['Search', search, INTERNAL_METHODS.Search],
      ['GraphSearch', graphSearch, INTERNAL_METHODS.GraphSearch],
    ];
    for (const [name, object, internal] of objects) {
      const members = checker.getPropertiesOfType(declaredType(name)).map((p) => p.name);
      for (const member of members) expect(member in object, `${name}.${member} is declared but missing at run time`).toBe(true);
      const undeclared = prototypeMembers(object).filter((key) => !internal.includes(key) && !members.includes(key));
      expect(undeclared, `${name} members missing from pathlab.d.ts (declare them there, or list internal ones in INTERNAL_METHODS)`)
        .toEqual([]);
    }
    // Static methods (Grid.fromMatrix, ...) are those of the declared constructor interfaces.
    for (const name of ['Grid', 'Search', 'GraphSearch']) {
      const statics = staticMethods(pl[name]);
      const declaredStatics = checker.getPropertiesOfType(declaredType(`${name}Constructor`)).map((p) => p.name)
        .filter((key) => key !== 'prototype');
      expect(sorted(statics), `static methods of ${name}`).toEqual(sorted(declaredStatics));
    }
    // Classes the library hands out are declared as its members.
    const classes = Object.keys(pl).filter((key) => typeof pl[key] === 'function');
    const members = checker.getPropertiesOfType(declaredType('Pathlab')).map((p) => p.name);
    expect(classes.filter((key) => !members.includes(key))).toEqual([]);
    search.delete();
    graphSearch.delete();
    grid.delete();
  });
});
