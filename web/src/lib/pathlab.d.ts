// Types of the Pathlab library (web/src/lib/pathlab.js), the package's entry.
// The string unions are the runtime lists the module exports (ALGORITHMS,
// HEURISTICS, ...), one member a line; the algorithms' and the options' come from
// the core's tables (web/build/pathlab-catalog.d.ts, generated when the wasm is built). tests/package/types.test.js
// checks that every union equals its list and that every export and method of
// the library is declared here, so a list that grows without its type fails.

// ---- names ------------------------------------------------------------------

import type {
  Algorithm, AlgorithmInfo, CostModel, DiagonalMovement, TerrainCost, GraphAlgorithm, Heuristic, OpenList, OptimalAlgorithm, OptionInfo, OptionName,
  PathSmoothing, ReplanningAlgorithm, SearchStatus, StoppedBy, TableOptions, TieBreaking, TraceDetail, TraceKindName,
} from '../../build/pathlab-catalog.js';
// The algorithm and option value unions, the tables' row types, the statuses and the trace's
// constants are generated from the core's tables and constants.
export type {
  Algorithm, AlgorithmInfo, CostModel, DiagonalMovement, TerrainCost, GraphAlgorithm, Heuristic, OpenList, OptimalAlgorithm, OptionInfo, OptionName,
  PathSmoothing, ReplanningAlgorithm, SearchStatus, StoppedBy, TableOptions, TieBreaking, TraceDetail, TraceKindName,
};
/** What each algorithm is: the core's table (docs/algorithms.md), one row per algorithm in ALGORITHMS' order. */
export declare const ALGORITHM_INFO: readonly AlgorithmInfo[];
/** What each search option is: the core's table (docs/library.md, "Options"): kind, bounds, values, default, share-link tag. */
export declare const OPTION_INFO: readonly OptionInfo[];

/** error.code of an error for bad input (docs/library.md, "Error codes"). */
export type ErrorCode = import('../../build/pathlab-catalog.js').CoreErrorCode | LibraryErrorCode;
/** The codes the library sets itself: a path worker used after terminate(), a trace another program wrote. */
export type LibraryErrorCode = 'terminated' | 'bad-trace';

/**
 * What the library throws for bad input: an Error with a stable code. Errors about
 * using the library itself (a deleted grid or search, a grid from another
 * instance) are plain Errors without one.
 */
export interface PathlabError extends Error {
  code: ErrorCode;
}

export declare const ALGORITHMS: readonly Algorithm[];
export declare const OPTIMAL_ALGORITHMS: readonly OptimalAlgorithm[];
export declare const REPLANNING_ALGORITHMS: readonly ReplanningAlgorithm[];
export declare const GRAPH_ALGORITHMS: readonly GraphAlgorithm[];
export declare const HEURISTICS: readonly Heuristic[];
export declare const DIAGONAL_RULES: readonly DiagonalMovement[];
export declare const TIE_BREAKS: readonly TieBreaking[];
export declare const COST_MODELS: readonly CostModel[];
export declare const OPEN_LISTS: readonly OpenList[];
export declare const PATH_SMOOTHINGS: readonly PathSmoothing[];
export declare const TRACE_DETAILS: readonly TraceDetail[];
export declare const ERROR_CODES: readonly ErrorCode[];

// ---- the trace ------------------------------------------------------------------

// The trace's constants are the core's (docs/library.md, "The trace" and "Micro-steps").
type Catalog = typeof import('../../build/pathlab-catalog.js');
/** Event kinds in Trace.kinds (a backward-half event of a bidirectional search also has TRACE_BACKWARD_FLAG). */
export declare const TRACE_KINDS: Catalog['TRACE_KINDS'];
export type TraceKind = (typeof TRACE_KINDS)[keyof typeof TRACE_KINDS];
export declare const TRACE_BACKWARD_FLAG: Catalog['TRACE_BACKWARD_FLAG'];
/** kind 1 + cell 4 + parent 4 + g 8 + h 8 bytes. */
export declare const TRACE_BYTES_PER_EVENT: Catalog['TRACE_BYTES_PER_EVENT'];
/** The parent of an event without one. */
export declare const NO_PARENT: Catalog['NO_PARENT'];
/** Why a jump point search scans a direction: a jumpScan event's h (docs/library.md, "Micro-steps"). */
export declare const JUMP_SCAN_REASONS: Catalog['JUMP_SCAN_REASONS'];

/**
 * Every event so far as parallel typed arrays. From `search.trace` they are views on
 * the wasm heap that go stale after the next step(); traceCopy() returns copies.
 */
export interface Trace {
  /** Number of events. */
  readonly length: number;
  /** True when recording stopped at maxTraceEvents. */
  readonly truncated: boolean;
  /** TRACE_KINDS values, possibly with TRACE_BACKWARD_FLAG. */
  readonly kinds: Uint8Array;
  /** Grid searches: y * width + x; graph searches: node ids. */
  readonly cells: Uint32Array;
  /** The cell the event came from, NO_PARENT for none. */
  readonly parents: Uint32Array;
  readonly g: Float64Array;
  readonly h: Float64Array;
}

/** A grid search's trace also carries the grid's size. */
export interface GridTrace extends Trace {
  readonly width: number;
  readonly height: number;
}

// ---- queries and results ------------------------------------------------------------

/** A cell [x, y]: x the column, y the row, (0, 0) top-left; integers. */
export type Point = readonly [x: number, y: number];

/**
 * Options shared by every grid search (docs/library.md, "Options"): the core's table of options, each
 * with what it is and its default (TableOptions, generated from OPTION_INFO).
 */
export interface SearchSettings extends TableOptions {}

/** A search from start to goal. */
export interface GoalQuery extends SearchSettings {
  start: Point;
  goal: Point;
  flee?: undefined;
}

/** Get at least minDistance (straight line) away from the threat at `from`. */
export interface Flee {
  from: Point;
  minDistance: number;
}

/** A search from start away from a threat, instead of to a goal. */
export interface FleeQuery extends SearchSettings {
  start: Point;
  flee: Flee;
  goal?: undefined;
}

/** A search from start to the cheapest of several goals (1..1024); the result's goalIndex names it. */
export interface GoalsQuery extends SearchSettings {
  start: Point;
  goals: readonly Point[];
  goal?: undefined;
  flee?: undefined;
}

/** What findPath and createSearch take. */
export type SearchOptions = GoalQuery | FleeQuery | GoalsQuery;

/** The options a Search runs with, defaults filled in. */
export type ResolvedOptions = Required<Omit<SearchSettings, 'flee'>> & {
  start: [number, number];
  /** Absent with goals or flee. */
  goal?: [number, number];
  /** The goals given instead of goal (a GoalsQuery). */
  goals?: Point[];
  flee?: Flee;
};

/** How a search ended (SearchStatus, the core's: 'running' until it ends). */
export type FinalStatus = Exclude<SearchStatus, 'running'>;

/** A search's outcome. With status 'limit', stoppedBy says why and `path` leads to the best cell reached. */
export interface Result<Step> {
  status: FinalStatus;
  path: Step[];
  /**
   * Infinity with 'no-path', unless closestIfUnreachable (or agentSize or goals) led the path to the
   * reached cell nearest the goal: then that path's cost, finite, with reachedGoal false.
   */
  cost: number;
  expanded: number;
  opened: number;
  /** Time inside the core, in microseconds: the search alone, without precomputeMicros. */
  micros: number;
  stoppedBy?: StoppedBy;
  /** IDA*'s deepening passes (only for 'ida-star'). */
  iterations?: number;
  /**
   * JPS+ and heuristic 'landmarks' only: the time their tables (JPS+'s jump table, the landmarks'
   * distances) took to build, in microseconds; when this search built one, the time it spent
   * building. A table is built once for the map's cells, by the first search on them, and reused
   * by later searches until a cell changes; a one-off cost, never part of `micros`.
   */
  precomputeMicros?: number;
  /**
   * JPS+ and heuristic 'landmarks' only: the memory their tables take, in bytes (JPS+: a byte per
   * padded cell and direction, 8 per cell, 4 under `never`; docs/jump-point-search.md, "The
   * table's layout"; landmarks: 64 per padded cell, docs/algorithms.md, "Landmarks").
   */
  precomputeBytes?: number;
  /** createSearch's result with heuristic 'landmarks': the cells the landmarks' distances are measured from. */
  landmarks?: Step[];
  /** With agentSize, goals or closestIfUnreachable: whether the path ends at a goal. */
  reachedGoal?: boolean;
  /** With agentSize, goals or closestIfUnreachable, when a goal was reached: its index in goals (0 for `goal`). */
  goalIndex?: number;
}

/** A grid search's result: the path as [x, y] cells, start and goal included. */
export type SearchResult = Result<[number, number]>;
/** findPathCells' result: findPath's, with the path as one array of cell indices y * width + x (start and goal included). */
export type CellsResult = Omit<SearchResult, 'path'> & { cells: number[] };
/** A graph search's result: the path as node ids. */
export type GraphResult = Result<number>;

/** An explicit directed graph of positioned nodes, and the search to run on it. */
export interface GraphQuery {
  /** Node positions [x, y] (finite numbers); node ids are the indices. */
  nodes: readonly (readonly [x: number, y: number])[];
  /** [from, to, cost]: node ids, cost finite and ≥ 0. */
  edges: readonly (readonly [from: number, to: number, cost: number])[];
  start: number;
  goal: number;
  /** Default: TableOptions' algorithm. */
  algorithm?: GraphAlgorithm;
  /** Default: 'default', on a graph the straight-line (euclidean) distance between node positions. */
  heuristic?: Heuristic;
  weight?: number;
  maxExpansions?: number;
  tieBreaking?: TieBreaking;
  stopWhenHalfway?: boolean;
  trace?: boolean;
  maxTraceEvents?: number;
  /** 'micro': also each goal test and each neighbour skipped (closed, not cheaper, already queued). */
  traceDetail?: TraceDetail;
}

/** A visibility-graph link: waypoint indices a < b (both directions) and their Euclidean distance. */
export type Link = [a: number, b: number, distance: number];

// ---- objects ----------------------------------------------------------------

/** A map of walkable cells with terrain costs, in the wasm heap. Call delete() when done. */
export interface Grid {
  readonly width: number;
  readonly height: number;
  /** True once delete() was called. */
  readonly deleted: boolean;
  /** Moving AI .map text: '.' free, '@' wall, '2'..'9' terrain costs. */
  toMovingAI(): string;
  isWalkable(x: number, y: number): boolean;
  getCost(x: number, y: number): number;
  /** walkable: true or false (anything else throws 'bad-option'). */
  setWalkable(x: number, y: number, walkable: boolean): void;
  /** cost: an integer 1..9 (else 'bad-option'). */
  setCost(x: number, y: number, cost: number): void;
  /** Row-major cell bytes (a copy): low 4 bits the cost 1..9, bit 7 (0x80) set for walls. */
  getCells(): Uint8Array;
  /** Replaces every cell from width × height bytes in the getCells() format (a byte outside it throws 'map-format'). */
  setCells(bytes: Uint8Array): void;
  /** rows[y][x]: 0 free, 1 wall, 2..9 terrain cost. */
  toMatrix(): number[][];
  clone(): Grid;
  /** Frees the grid (after any search still using it is deleted). */
  delete(): void;
}

/** A row for Grid.fromMatrix: an array, or a typed array, of cells. */
export type MatrixRow = readonly (number | boolean)[] | (ArrayBufferView & ArrayLike<number>);

export interface GridConstructor {
  /** An all-walkable grid of cost 1: width and height 1..8192, at most 4096 × 4096 cells. */
  new (width: number, height: number): Grid;
  /** rows[y][x]: 0 (or false) free, 1 (or true) wall, 2..9 free with that terrain cost. */
  fromMatrix(rows: readonly MatrixRow[]): Grid;
  /** Moving AI .map text (digits 1..9: terrain costs). */
  fromMovingAI(text: string): Grid;
  readonly prototype: Grid;
}

/** What a steppable search (grid or graph) offers. */
export interface Steppable<R, T extends Trace> {
  /** Expands up to n more nodes (an integer ≥ 1, or Infinity: to the end); returns the status. */
  step(n?: number): SearchStatus;
  /** Runs to the end and returns result(). */
  run(): R;
  readonly status: SearchStatus;
  readonly done: boolean;
  readonly expanded: number;
  /** Views on the wasm heap, stale after the next step(). */
  readonly trace: T;
  /** The trace copied out of the wasm heap. */
  traceCopy(): T;
  result(): R;
  /** Whether delete() has been called. */
  readonly deleted: boolean;
  delete(): void;
}

/**
 * How a search orders its frontier: the kind of frontier (the table's `frontier`), and for
 * priority queues the key gWeight * g + hWeight * h with its tie rule, then the cell index.
 */
export interface FrontierRule {
  readonly kind: AlgorithmInfo['frontier'];
  readonly gWeight: number;
  readonly hWeight: number;
  readonly tie: 'lower-h' | 'fifo' | 'lifo' | 'lower-g';
}

/** A steppable grid search: pathlab.createSearch(grid, options). */
export interface Search extends Steppable<SearchResult, GridTrace> {
  readonly grid: Grid;
  readonly options: ResolvedOptions;
  /** How this search orders its frontier, as the core states it (docs/teaching.md). */
  readonly frontier: FrontierRule;
}

export interface SearchConstructor {
  new (grid: Grid, options: SearchOptions): Search;
  readonly prototype: Search;
}

/** A steppable graph search: pathlab.createGraphSearch(query). */
export interface GraphSearch extends Steppable<GraphResult, Trace> {
  readonly options: { algorithm: GraphAlgorithm; heuristic: Heuristic; weight: number };
}

export interface GraphSearchConstructor {
  new (query: GraphQuery): GraphSearch;
  readonly prototype: GraphSearch;
}

/** What createReplanner takes: findPath's options, algorithm 'lpa-star' (default) or 'd-star-lite'. */
export type ReplanOptions = Omit<GoalQuery, 'algorithm'> & { algorithm?: ReplanningAlgorithm };

/** A plan's outcome: counts are this plan's; with 'limit' the path is empty and the next plan goes on. */
export type ReplanResult = SearchResult & {
  /** false: a whole search (the first plan, a move it cannot absorb, or more edits than the journal holds). */
  repaired: boolean;
  /** Edited cells read from the grid's journal for this plan. */
  changedCells: number;
};

/** LPA* or D* Lite bound to a grid: pathlab.createReplanner(grid, options). Call delete() when done. */
export interface Replanner {
  readonly grid: Grid;
  readonly options: ResolvedOptions;
  readonly start: [number, number];
  readonly goal: [number, number];
  /** Repairs the last plan after the grid's edits (setWalkable, setCost, setCells), or searches afresh. */
  plan(): ReplanResult;
  /** Cheap for D* Lite (an agent walking its path); a fresh search for LPA*. */
  setStart(x: number, y: number): void;
  /** Cheap for LPA*; a fresh search for D* Lite. */
  setGoal(x: number, y: number): void;
  /** The last plan's events, views on the wasm heap (stale after the next plan()). */
  readonly trace: GridTrace;
  traceCopy(): GridTrace;
  delete(): void;
}

/** Options validated and converted once: pathlab.prepareQuery(settings). */
export interface PreparedQuery {
  /** The settings it runs with, defaults filled in (never a trace). */
  readonly options: Required<Omit<SearchSettings, 'flee'>>;
  /** As pathlab.findPath(grid, { start, goal, ...settings }). */
  findPath(grid: Grid, start: Point, goal: Point): SearchResult;
  /** As pathlab.findPathCells(grid, { start, goal, ...settings }). */
  findPathCells(grid: Grid, start: Point, goal: Point): CellsResult;
  readonly deleted: boolean;
  delete(): void;
}

export interface PreparedQueryConstructor {
  new (settings: Omit<SearchSettings, 'flee'>): PreparedQuery;
  readonly prototype: PreparedQuery;
}

/** What flowField and createFlowField take. */
export interface FlowFieldOptions {
  /** 1..1024 cells. */
  goals: readonly Point[];
  diagonalMovement?: TableOptions['diagonalMovement'];
  costModel?: TableOptions['costModel'];
  agentSize?: TableOptions['agentSize'];
  terrainCost?: TableOptions['terrainCost'];
}

/** A flow field copied out: index y * width + x. */
export interface FlowFieldArrays {
  /** The cost to the nearest goal; Infinity where none is reachable. */
  distance: Float64Array;
  /** The next cell index to step to; -1 at goals and where no goal is reachable. */
  next: Int32Array;
  /** The indices in options.goals of goals on a wall or without room for the agent (left out; none usable is an 'endpoint-wall' error). */
  droppedGoals: number[];
}

/** A flow field kept in wasm memory: pathlab.createFlowField(grid, options). */
export interface FlowField {
  /** A view on the wasm heap (stale after update()). */
  readonly distance: Float64Array;
  /** A view on the wasm heap (stale after update()). */
  readonly next: Int32Array;
  /** Cells the last build or update() searched: every cell after a build or a rebuild, the repaired ones after a repair, 0 after 'unchanged'. */
  readonly repairedCells: number;
  /** The indices in options.goals of goals on a wall or without room for the agent now (read live: edits can make room). */
  readonly droppedGoals: number[];
  /** Repairs the field after the grid's edits. */
  update(): 'unchanged' | 'repaired' | 'rebuilt';
  readonly deleted: boolean;
  delete(): void;
}

export interface FlowFieldConstructor {
  new (grid: Grid, options: FlowFieldOptions): FlowField;
  readonly prototype: FlowField;
}

/** The loaded library: what loadPathlab() resolves to. */
export interface Pathlab {
  readonly Grid: GridConstructor;
  readonly Search: SearchConstructor;
  readonly GraphSearch: GraphSearchConstructor;
  readonly PreparedQuery: PreparedQueryConstructor;
  readonly FlowField: FlowFieldConstructor;
  /** A flow field computed once and copied out. */
  flowField(grid: Grid, options: FlowFieldOptions): FlowFieldArrays;
  /** A flow field that update() repairs after the grid's edits. */
  createFlowField(grid: Grid, options: FlowFieldOptions): FlowField;
  /** One search to the end, without a trace; reuses its workspace between calls. */
  findPath(grid: Grid, options: SearchOptions): SearchResult;
  /** findPath for game loops: the path as one array of cell indices instead of an array per cell. */
  findPathCells(grid: Grid, options: SearchOptions): CellsResult;
  /** Settings (no start, goal or flee) validated and converted once, for many findPath calls. */
  prepareQuery(settings: Omit<SearchSettings, 'flee'>): PreparedQuery;
  /** A steppable search with a trace. */
  createSearch(grid: Grid, options: SearchOptions): Search;
  /** An LPA* or D* Lite replanner that repairs its path after the grid's edits. */
  createReplanner(grid: Grid, options: ReplanOptions): Replanner;
  /** Links every pair of waypoints (at most 2048 cells, not walls) with a clear line of sight. */
  visibilityGraph(grid: Grid, points: readonly Point[]): Link[];
  findPathInGraph(query: GraphQuery): GraphResult;
  createGraphSearch(query: GraphQuery): GraphSearch;
  /** Whether the heuristic never overestimates under that rule and cost model; an unknown name throws 'bad-option'. */
  isAdmissible(heuristic: Heuristic, diagonalMovement?: DiagonalMovement, costModel?: CostModel): boolean;
  /** The heuristic 'default' stands for under a diagonal rule; an unknown rule throws 'bad-option'. */
  defaultHeuristic(diagonalMovement?: DiagonalMovement): Exclude<Heuristic, 'default'>;
  /**
   * The optimal search that answers a stream of queries on this map fastest under the rule: on terrain
   * 'astar' or 'jps', whichever sample queries predict faster (never one they ran slower); 'jps' on a 1-wide maze under the Moving AI
   * rule; 'jps-plus' otherwise. The heuristic 'landmarks' when the queries you expect (`expect.queries`,
   * default 1000) save more than their table costs to build, predicted from a few sample queries searched under `expect.terrainCost` (maps up
   * to 1024 x 1024 cells). It searches a few dozen sample queries and builds no landmarks' table: call it once per map, and again after large edits. A bad `queries` throws 'bad-option'.
   */
  fastestAlgorithm(grid: Grid, diagonalMovement?: DiagonalMovement, expect?: { queries?: number; terrainCost?: TerrainCost }): FastestPick;
  /** findPath's landmarks' table for the grid (built first when not up to date), to hand to another instance or a path worker. */
  exportLandmarks(grid: Grid, options?: { diagonalMovement?: DiagonalMovement; costModel?: CostModel; terrainCost?: TerrainCost }): Uint32Array;
  /** Takes an exported table for this grid; another size, other cells or a damaged table throws 'bad-landmarks' and changes nothing. */
  importLandmarks(grid: Grid, table: Uint32Array): void;
  /** How often findPath's landmarks' table was built and imported in this instance, and its bytes. */
  landmarksStatus(): LandmarksStatus;
  /** The moves a search makes from a cell and their step costs, as the core prices them; none from a wall (docs/library.md, "A cell's moves"). */
  moves(grid: Grid, cell: Point, options?: { diagonalMovement?: DiagonalMovement; costModel?: CostModel; terrainCost?: TerrainCost }): Array<{ to: Point; cost: number }>;
  /** Checks a trace written by another program as a run of the algorithm (docs/check-your-search.md). */
  checkTrace(grid: Grid, options: TraceCheckOptions, trace: string | PosthocTrace | ReadTrace): TraceCheck;
  /** A trace's events and the start, goal, options and map it carries; throws error.code 'bad-trace' when unreadable. */
  readTrace(trace: string | PosthocTrace, options?: { width?: number }): ReadTrace;
  /** Pathlab's own run of these options as a Posthoc trace (map, start, goal, options and path under `pathlab`). */
  posthocTrace(grid: Grid, options: SearchOptions): PosthocTrace;
  /** A Posthoc trace as YAML (default), JSON or the line format. */
  formatTrace(trace: PosthocTrace, format?: 'yaml' | 'json' | 'line'): string;
}

/** A Posthoc search trace: its events (other keys such as `render` are kept as they are). */
export interface PosthocTrace {
  events: PosthocEvent[];
  version?: string;
  pathlab?: { map?: string; start?: Point; goal?: Point; options?: Partial<SearchSettings>; path?: Point[] };
  [key: string]: unknown;
}

export interface PosthocEvent {
  type: 'source' | 'destination' | 'expanding' | 'generating' | 'updating' | 'closing' | 'end' | string;
  x?: number;
  y?: number;
  id?: number | string;
  pId?: number | string | null;
  g?: number;
  h?: number;
  f?: number;
  [key: string]: unknown;
}

/** findPath's options for the run a trace is checked as; start and goal may come from the trace. */
export interface TraceCheckOptions extends Partial<Omit<SearchOptions, 'start' | 'goal'>> {
  start?: Point;
  goal?: Point;
  /** 'any' (default): every order a correct run could take; 'fixed': ties broken by the core's tie rule. */
  tieRule?: 'any' | 'fixed';
  /** Whose settings these are, for messages: 'assignment' says "the assignment's goal is …" (default 'caller'). */
  givenBy?: 'caller' | 'assignment';
}

/** One event of a trace as read. */
export interface TraceEvent {
  type: 'source' | 'destination' | 'expanding' | 'generating' | 'updating' | 'closing' | 'end';
  x: number;
  y: number;
  g?: number;
  h?: number;
  f?: number;
  /** [x, y] of the parent it names. */
  parent: Point | { unknownId: string } | null;
  /** The line of a line-format trace. */
  line?: number;
}

export interface ReadTrace {
  format: 'line' | 'posthoc-json' | 'posthoc-yaml' | 'object';
  events: TraceEvent[];
  start?: Point;
  goal?: Point;
  options: Partial<SearchSettings> & { tieRule?: 'any' | 'fixed' };
  map?: { text: string };
  path?: Point[];
  /** Events of types the check does not read, and their count by type (reported in checkTrace's notes). */
  ignored: number;
  ignoredTypes: Record<string, number>;
  /** The line format: the line of each option line. */
  optionLines?: Record<string, number>;
  /** The line format: the last line, cut in the middle and not read ({ line, reason }). */
  cutOff?: { line: number; reason: string };
  /** The line format: the last line, when the file ends without a line break after it. */
  unfinishedLine?: number;
}

export interface TraceCheck {
  verdict: 'correct' | 'diverged' | 'incomplete' | 'unreadable';
  /** null when correct. */
  firstWrong: null | {
    /** 0-based index into the trace's events (-1 when unreadable). */
    event: number;
    /** 1-based count of expanding events up to and including it. */
    step: number;
    message: string;
    /** What is wrong: 'not-lowest', 'wrong-g', 'missed-improvement', 'overestimate', 'truncated', … (docs/check-your-search.md). */
    finding: string;
    cell: Point | null;
    /** Cells a correct run could have expanded there. */
    expected: Point[];
  };
  expansions: number;
  events: number;
  summary: string;
  notes?: string[];
  algorithm?: Algorithm;
  /** The options the run was checked with, as given or taken from the trace, and tieRule. */
  options?: Record<string, unknown>;
  /** The estimate the check used ('default' resolved: 'octile', …), null where the key has no h. */
  heuristic?: string | null;
  start?: Point | null;
  goal?: Point | null;
  path?: Point[] | null;
  cost?: number | null;
  /** The shortest path's cost; null for a trace refused before its first step (other settings, a start off the map). */
  optimalCost?: number | null;
  format?: ReadTrace['format'] | null;
  /** What came from the trace rather than the call: start, goal, the options' names and their values. */
  fromTrace?: { start: boolean; goal: boolean; options: string[]; values: Record<string, unknown> };
  run?: { events: TraceEvent[] };
}

export interface FastestPick {
  algorithm: 'astar' | 'jps' | 'jps-plus';
  /** Why, in words for people. */
  reason: string;
  /** 'landmarks' where their table pays for its build within the queries expected (maps up to 1024 x 1024 cells), else 'default'. */
  heuristic: 'landmarks' | 'default';
  /** Why that heuristic, in words for people. */
  heuristicReason: string;
  /** The share of walkable cells that are a corner of a 2 x 2 walkable block (0 with terrain costs). */
  diagonalShare: number;
  /** The walls' mean group size (walls touching by a side or a corner are one group; 0 without walls). */
  wallGroupSize: number;
  /** The sample queries searched each way (0: none, on a map too large for the landmarks or with no two connected cells). */
  sampledQueries: number;
  /** After how many long queries (across the map) the landmarks' table pays for its build (Infinity where it saves nothing; 0 without samples). */
  paybackQueries: number;
  /** The same for short queries (ends at most 16 cells apart along each axis). */
  shortPaybackQueries: number;
  /** The landmarks' share of the picked search's expansions on the long samples, predicted or (landmarksMeasured) measured. */
  landmarkShare: number;
  /** Whether a table up to date for the map was at hand, so the landmarks were measured rather than predicted. */
  landmarksMeasured: boolean;
  /** The landmarks' predicted share of the picked search's expansions on short queries (its short samples). */
  shortLandmarkShare: number;
  /** On a map with terrain: the sample queries' mean search time of the pick, in microseconds (never above astarSampleMicros); 0 elsewhere. */
  pickedSampleMicros: number;
  /** On a map with terrain: the sample queries' mean search time of A* with the rule's own estimate, in microseconds; 0 elsewhere. */
  astarSampleMicros: number;
}

/** pathlab.landmarksStatus(): what the instance's landmarks' table did. */
export interface LandmarksStatus {
  builds: number;
  imports: number;
  bytes: number;
}

export interface LoadOptions {
  /** The .wasm bytes, if you fetched them yourself (otherwise found next to the module). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /**
   * Load the YAML reader and writer of traces too (default true). With false the library loads
   * without it, and readTrace, checkTrace and formatTrace refuse YAML until loadYaml() resolves.
   */
  yaml?: boolean;
  /**
   * Load the trace tools too (default true): the reader, checker and writers of search traces. With
   * false the library loads without them, and readTrace, checkTrace, posthocTrace and formatTrace
   * throw ('bad-trace') until loadTraces() resolves.
   */
  traces?: boolean;
}

/** A worker-backed pathfinder: createPathWorker(). Requests are answered in order. */
export interface PathWorker {
  readonly width: number;
  readonly height: number;
  /** Copies the grid into the worker (once; later edits travel as changed cells). */
  setGrid(grid: { readonly width: number; readonly height: number; getCells(): Uint8Array }): Promise<null>;
  /** Edits the worker's copy; sent with the next request. */
  setWalkable(x: number, y: number, walkable: boolean): void;
  setCost(x: number, y: number, cost: number): void;
  /** As pathlab.findPath(grid, { start, goal, ...options }); goal null with options.goals. Aborting rejects with an 'AbortError' DOMException. */
  findPath(start: Point, goal: Point | null, options?: Omit<SearchSettings, 'trace'> & { goals?: readonly Point[] }, init?: { signal?: AbortSignal }): Promise<SearchResult>;
  /** As pathlab.findPathCells on the worker's grid. */
  findPathCells(start: Point, goal: Point | null, options?: Omit<SearchSettings, 'trace'> & { goals?: readonly Point[] }, init?: { signal?: AbortSignal }): Promise<CellsResult>;
  /** As pathlab.flowField on the worker's grid. */
  flowField(options: FlowFieldOptions, init?: { signal?: AbortSignal }): Promise<FlowFieldArrays>;
  /** Hands the worker a table from exportLandmarks for its grid (the array's buffer is transferred); rejects 'bad-landmarks' when it does not fit. */
  setLandmarks(table: Uint32Array): Promise<null>;
  /** The worker's landmarks' table, as exportLandmarks gives it. */
  exportLandmarks(options?: { diagonalMovement?: DiagonalMovement; costModel?: CostModel; terrainCost?: TerrainCost }): Promise<Uint32Array>;
  /** pathlab.landmarksStatus() in the worker. */
  landmarksStatus(): Promise<LandmarksStatus>;
  /** Stops the worker: pending and later requests reject at once, and setWalkable / setCost throw, with code 'terminated'. */
  terminate(): void;
}

/** Starts a module worker (a worker thread in Node) with its own Pathlab instance. */
export declare function createPathWorker(): Promise<PathWorker>;

/** Loads the wasm core once; later calls return the same promise. */
export declare function loadPathlab(options?: LoadOptions): Promise<Pathlab>;

/** Loads the YAML reader and writer of traces once (for a library loaded with `{ yaml: false }`). */
export declare function loadYaml(): Promise<void>;

/** Loads the trace tools once (for a library loaded with `{ traces: false }`). */
export declare function loadTraces(): Promise<void>;
