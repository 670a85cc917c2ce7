// A flow field's goals checked as findPath checks its goal (docs/game-developers.md, "Flow fields"):
// a goal is usable where the agent's k x k square from it (to the right and down) is walkable.
// With no usable goal the field is refused with 'endpoint-wall' and findPath's words; with some,
// the field is built and droppedGoals lists the others, by their index in `goals`.

import { pathlabError } from './errors.js';

/** Why an agent of `size` cannot stand at goal (x, y), in findPath's words, or '' when it can. */
function goalProblem(grid, [x, y], size) {
  if (!grid.isWalkable(x, y)) return 'is a wall';
  if (x + size > grid.width || y + size > grid.height) return roomless(size);
  for (let dy = 0; dy < size; dy++) {
    for (let dx = 0; dx < size; dx++) if (!grid.isWalkable(x + dx, y + dy)) return roomless(size);
  }
  return '';
}

const roomless = (size) => `has no room for an agent of size ${size} (its ${size} x ${size} cells from there are not all walkable)`;

/** The indices in `goals` of the goals where an agent of `size` cannot stand now. */
export function droppedGoals(grid, goals, size) {
  const dropped = [];
  goals.forEach((goal, i) => { if (goalProblem(grid, goal, size)) dropped.push(i); });
  return dropped;
}

/** Throws 'endpoint-wall' when no goal is usable, naming each; else returns droppedGoals. */
export function checkFlowFieldGoals(grid, goals, size) {
  const dropped = droppedGoals(grid, goals, size);
  if (dropped.length < goals.length) return dropped;
  const name = (i) => `${goals.length === 1 ? 'goal' : `goals[${i}]`} (${goals[i][0]}, ${goals[i][1]}) ${goalProblem(grid, goals[i], size)}`;
  const reasons = goals.map((_, i) => name(i));
  throw pathlabError('endpoint-wall', goals.length === 1 ? reasons[0] : `no goal of the flow field is usable: ${reasons.join('; ')}`);
}
