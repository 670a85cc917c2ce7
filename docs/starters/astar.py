#!/usr/bin/env python3
"""A* on a Moving AI grid map, printing its run in Pathlab's line format.

    python3 astar.py MAP SX SY GX GY > run.txt
    npx pathlab check --map MAP --algorithm astar --trace run.txt

Cells are x y (column, row; 0 0 is the top-left cell). Moves go 8 ways; a diagonal only when
both cells beside it are free (Moving AI's rule). A step costs 1 straight or sqrt(2) diagonally,
times the terrain cost of the cell it enters ('.', 'G', 'S' cost 1; '1'..'9' cost that much).
h is the octile distance. The open list is a heap ordered by f = g + h, ties to the lower h.
The format is in docs/check-your-search.md ("The line format").

A bug to try (one line): never lower the g of a cell already on the open list. Replace
    if nxt in g and new_g >= g[nxt]:
with
    if nxt in g:
On tests/data/check/room.map from 1 10 to 18 1 the checker then reports 'missed-improvement'
at step 11: expanding (3, 9) found a path to (4, 9) of g 4.41, cheaper than its 5.66.
"""
import heapq
import math
import sys

SQRT2 = math.sqrt(2)
MOVES = [(0, -1), (1, 0), (0, 1), (-1, 0), (1, -1), (1, 1), (-1, 1), (-1, -1)]


def read_map(path):
    """The map as rows of terrain costs: 0 for a wall, 1..9 for a free cell."""
    with open(path) as file:
        lines = file.read().splitlines()
    header = {}
    row = 0
    while lines[row].strip() != 'map':
        key, value = lines[row].split()
        header[key] = value
        row += 1
    width, height = int(header['width']), int(header['height'])
    cost = []
    for text in lines[row + 1:row + 1 + height]:
        cost.append([1 if c in '.GS' else int(c) if c in '123456789' else 0 for c in text[:width]])
    return cost


def octile(x, y, goal):
    dx, dy = abs(x - goal[0]), abs(y - goal[1])
    return max(dx, dy) + (SQRT2 - 1) * min(dx, dy)


def neighbours(cost, x, y):
    """The cells one move from (x, y), with the move's cost."""
    def free(x, y):
        return 0 <= y < len(cost) and 0 <= x < len(cost[0]) and cost[y][x] > 0
    for dx, dy in MOVES:
        nx, ny = x + dx, y + dy
        if not free(nx, ny):
            continue
        if dx != 0 and dy != 0 and not (free(x + dx, y) and free(x, y + dy)):
            continue  # no cutting past a wall's corner
        yield (nx, ny), (SQRT2 if dx != 0 and dy != 0 else 1) * cost[ny][nx]


def astar(cost, start, goal):
    print(f'start {start[0]} {start[1]}')
    print(f'goal {goal[0]} {goal[1]}')
    g = {start: 0}
    parent = {start: None}
    closed = set()
    count = 0  # the order entries joined the heap in, the last tie-break
    open_list = [(octile(*start, goal), octile(*start, goal), count, start)]
    while open_list:
        _, h, _, cell = heapq.heappop(open_list)
        if cell in closed:
            continue  # an older entry of a cell whose g was lowered since
        closed.add(cell)
        print(f'expand {cell[0]} {cell[1]} g={g[cell]:.4f} h={h:.4f}')
        if cell == goal:
            path = [cell]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            print('path ' + ' '.join(f'{x} {y}' for x, y in reversed(path)))
            print(f'end found cost={g[goal]:.4f}')
            return
        for nxt, step in neighbours(cost, *cell):
            if nxt in closed:
                continue
            new_g = g[cell] + step
            if nxt in g and new_g >= g[nxt]:
                continue  # no cheaper than the path already known
            word = 'update' if nxt in g else 'generate'
            g[nxt] = new_g
            parent[nxt] = cell
            h_next = octile(*nxt, goal)
            print(f'{word} {nxt[0]} {nxt[1]} g={new_g:.4f} h={h_next:.4f} parent={cell[0]},{cell[1]}')
            count += 1
            f = round(new_g + h_next, 9)  # rounded, so that sums equal on paper tie
            heapq.heappush(open_list, (f, h_next, count, nxt))
    print('end no-path')


def main():
    if len(sys.argv) != 6:
        sys.exit('usage: astar.py MAP SX SY GX GY')
    cost = read_map(sys.argv[1])
    sx, sy, gx, gy = (int(a) for a in sys.argv[2:])
    astar(cost, (sx, sy), (gx, gy))


if __name__ == '__main__':
    main()
