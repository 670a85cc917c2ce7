// Wrong uses the types must refuse: each line marked "wrong" must fail under tsc --strict.
import { loadPathlab } from 'pathlab';

const pl = await loadPathlab();
const grid = pl.Grid.fromMatrix([[0, 0], [0, 0]]);
pl.findPath(grid, { start: 'top-left', goal: [1, 1] }); // wrong
pl.findPath(grid, { start: [0, 0], goal: [1, 1], algorithm: 'a-star' }); // wrong
pl.findPath(grid, { start: [0, 0] }); // wrong
pl.findPath(grid, { start: [0, 0], goal: [1, 1], flee: { from: [1, 1], minDistance: 2 } }); // wrong
pl.findPath(grid, { start: [0, 0], goal: [1, 1], heuristic: 'diagonal' }); // wrong
pl.findPath(grid, { start: [0, 0], goal: [1, 1], maxNodes: 10 }); // wrong
const result = pl.findPath(grid, { start: [0, 0], goal: [1, 1] });
if (result.status === 'success') console.log('found'); // wrong
const steps: number = result.path; // wrong
pl.findPathInGraph({ nodes: [[0, 0]], edges: [], start: 0, goal: 0, algorithm: 'jps' }); // wrong
grid.setWalkable(0, 0); // wrong
pl.Grid.fromMatrix([{ length: 2 }]); // wrong
