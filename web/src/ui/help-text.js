// Words for people about the page: each option's label and explanation (the page's
// table, model/option-table.js, with the values' names from the core's table), the
// keyboard shortcuts and the page modes. describeOption() falls back gracefully for
// unknown names.

import { optionInfo } from '../lib/options.js';
import { PAGE_OPTIONS } from '../model/option-table.js';

/** The label and explanation of an option, and of one of its values, with fallbacks for unknown names. */
export function describeOption(option, value) {
  const entry = PAGE_OPTIONS[option];
  const label = entry?.label ?? option;
  const about = entry?.about ?? '';
  if (value === undefined) return { label, about };
  // A value's name for people is the core's (OPTION_INFO); its help ("Name: what it does.") the page's.
  const name = optionInfo(option)?.values.find((v) => v.id === value)?.name;
  return { label, about, value: entry?.values?.[value] ?? `${value}`, valueLabel: name ?? value };
}

/**
 * The keys, one table: the help (`?`) lists every row; the map's description (map-keys.js) reads the rows
 * "On the map", less those that edit when the map cannot be edited (a read-only embed) and those of a page
 * mode not shown. A row's third entry: `edits`, it changes the map; `mode`, it works in that page mode only.
 * @type {ReadonlyArray<[string, string, {edits?: boolean, mode?: string}?]>}
 */
export const SHORTCUTS = [
  ['Tab to the map', 'The map shows its cell cursor and takes the keys marked "on the map" (focused another way: press Enter first)'],
  ['Arrows', 'On the map: move the cell cursor (its cell is read out and inspected)'],
  ['Shift + arrows', 'On the map: move and apply the tool, drawing a line', { edits: true }],
  ['Enter', 'On the map: apply the tool at the cursor (a wall on a wall erases it)', { edits: true }],
  ['S / G', 'On the map: put the start / the goal at the cursor (in Flee the goal is the threat)', { edits: true }],
  ['A', 'On the map: add a waypoint at the cursor, or remove the one there (Waypoints mode)', { edits: true, mode: 'waypoints' }],
  ['Space', 'Play / pause'],
  ['→ / ←', 'Step forward / back (Shift: 10 steps; on the map the arrows move the cursor)'],
  ['Home / End', 'First step / run to the end'],
  ['C', 'Clear the search'],
  ['W / E / T / P / I', 'Wall, erase, terrain, pan, inspect tool'],
  ['2 … 9', 'Terrain cost to paint'],
  ['+ / − / 0', 'Zoom in / out / fit'],
  ['Z', 'Zoom to the path'],
  ['B', 'Breakpoint: Play stops when the cell under the pointer (or last tapped) is opened'],
  ['Arrows, then Enter', 'Predict the next step (when on, with the map focused): move the mark to a cell and answer'],
  ['?', 'This help'],
  ['Esc', 'Close the help'],
];

/** What each page mode (web/src/modes/) shows, for the mode card. */
export const MODE_HELP = {
  grid: 'Search the grid from S to G with the options below.',
  chase: 'Chase, as a game\'s chasing character does it: it re-plans every frame, so it only needs the first part of a path. '
    + 'Weighted A* rushes toward G, the cap bounds the work, and "stop when halfway" ends the search at the first '
    + 'expanded cell whose straight-line distance to G is at most half the start\'s, returning the path so far.',
  flee: 'Flee, as a game\'s fleeing character does it: drag the red threat (it sits where G was; by keyboard, G on the map puts it at the cursor); the search finds the cheapest path from S to any '
    + 'cell at least the chosen straight-line distance from the threat, around walls. Its estimate h is the distance '
    + 'still to gain, so cells farther from the threat come first. The dashed circle shows the safe distance.',
  waypoints: 'Waypoint graph: click to place waypoints, drag to move them, click one again to remove it (by keyboard: A on the map, at its cursor). Each pair '
    + 'that sees the other (a straight line between cell centres touching no wall, not even at a corner) is linked by '
    + 'its length. A* and Dijkstra then search this small graph from S to G: visited waypoints turn amber to red by '
    + 'cost, the path is green.',
  compare: 'Side by side: the same map, start and goal, searched by several algorithms at once. '
    + 'The boards step together; the table compares expanded nodes, path cost and time.',
  flowfield: 'Flow field, for crowds heading to one place: one search from G gives every cell its cost to G (the colour, yellow near, blue far) '
    + 'and the neighbour to step to (the arrows, when zoomed in). The agents just follow the arrows. Draw walls while they walk: the field is repaired and they turn at once.',
};
