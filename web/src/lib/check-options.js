// What a checked run is checked as (docs/check-your-search.md): the one list of the options a
// trace, an assignment or the page's board carries into a check, by findPath's names, and the
// check's own vocabulary. The trace reader and writer, the command, the search worker and the
// assignment files all read these lists.

/** The search options a check runs with, in the order reports and task sheets list them. */
export const CHECK_OPTIONS = Object.freeze(['algorithm', 'diagonalMovement', 'heuristic', 'weight', 'costModel', 'terrainCost', 'tieBreaking']);

/** How ties among equally good cells are judged: any order a correct run could take, or the core's tie rule. */
export const TIE_RULES = Object.freeze(['any', 'fixed']);

/** The algorithm families the check replays cell by cell over the grid's moves (the algorithm table's `family`). */
export const CHECKABLE_FAMILIES = Object.freeze(['best-first', 'breadth-first', 'depth-first']);
