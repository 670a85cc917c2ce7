// A* on a Moving AI grid map, printing its run in Pathlab's line format.
//
//     g++ -std=c++17 -O2 -o astar astar.cpp
//     ./astar MAP SX SY GX GY > run.txt
//     npx pathlab check --map MAP --algorithm astar --trace run.txt
//
// Cells are x y (column, row; 0 0 is the top-left cell). Moves go 8 ways; a diagonal only when
// both cells beside it are free (Moving AI's rule). A step costs 1 straight or sqrt(2) diagonally,
// times the terrain cost of the cell it enters ('.', 'G', 'S' cost 1; '1'..'9' cost that much).
// h is the octile distance. The open list is a heap ordered by f = g + h, ties to the lower h.
// The format is in docs/check-your-search.md ("The line format").
//
// A bug to try (one line): let a diagonal cut past a wall's corner. Replace
//     if (dx != 0 && dy != 0 && !(passable(x + dx, y) && passable(x, y + dy))) continue;
// with
//     if (dx != 0 && dy != 0 && !(passable(x + dx, y) || passable(x, y + dy))) continue;
// On tests/data/check/room.map from 1 10 to 18 1 the checker then reports 'not-neighbour'
// at step 3: (3, 8) generates (4, 7), a diagonal past the corner of the wall at (3, 7).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <queue>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace {

const double kSqrt2 = std::sqrt(2.0);
const int kMoves[8][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

int width = 0;
int height = 0;
std::vector<int> cost;  // per cell, row by row: 0 for a wall, 1..9 for a free cell

bool readMap(const char* path) {
  std::ifstream file(path);
  std::string line;
  while (std::getline(file, line) && line.rfind("map", 0) != 0) {
    std::istringstream words(line);
    std::string key;
    int value = 0;
    words >> key >> value;
    if (key == "width") width = value;
    if (key == "height") height = value;
  }
  for (int y = 0; y < height && std::getline(file, line); y++) {
    for (int x = 0; x < width; x++) {
      const char c = x < int(line.size()) ? line[x] : '@';
      int terrain = 0;  // '@', 'O', 'T', 'W': a wall
      if (c == '.' || c == 'G' || c == 'S') terrain = 1;
      if (c >= '1' && c <= '9') terrain = c - '0';
      cost.push_back(terrain);
    }
  }
  return width > 0 && int(cost.size()) == width * height;
}

bool passable(int x, int y) { return x >= 0 && y >= 0 && x < width && y < height && cost[y * width + x] > 0; }

double octile(int x, int y, int gx, int gy) {
  const int dx = std::abs(x - gx), dy = std::abs(y - gy);
  return std::max(dx, dy) + (kSqrt2 - 1) * std::min(dx, dy);
}

void astar(int sx, int sy, int gx, int gy) {
  std::printf("start %d %d\ngoal %d %d\n", sx, sy, gx, gy);
  const double unknown = -1;
  std::vector<double> g(cost.size(), unknown);
  std::vector<int> parent(cost.size(), -1);
  std::vector<bool> closed(cost.size(), false);
  // Entries (f, h, order, cell): the lowest f first, then the lower h, then the older entry.
  using Entry = std::tuple<double, double, int, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
  int count = 0;
  const int start = sy * width + sx, goal = gy * width + gx;
  g[start] = 0;
  open.emplace(octile(sx, sy, gx, gy), octile(sx, sy, gx, gy), count, start);
  while (!open.empty()) {
    const auto [f, h, order, cell] = open.top();
    open.pop();
    if (closed[cell]) continue;  // an older entry of a cell whose g was lowered since
    closed[cell] = true;
    const int x = cell % width, y = cell / width;
    std::printf("expand %d %d g=%.4f h=%.4f\n", x, y, g[cell], h);
    if (cell == goal) {
      std::vector<int> path;
      for (int c = goal; c != -1; c = parent[c]) path.push_back(c);
      std::printf("path");
      for (auto c = path.rbegin(); c != path.rend(); ++c) std::printf(" %d %d", *c % width, *c / width);
      std::printf("\nend found cost=%.4f\n", g[goal]);
      return;
    }
    for (const auto& move : kMoves) {
      const int dx = move[0], dy = move[1], nx = x + dx, ny = y + dy, next = ny * width + nx;
      if (!passable(nx, ny) || closed[next]) continue;
      if (dx != 0 && dy != 0 && !(passable(x + dx, y) && passable(x, y + dy))) continue;
      const double newG = g[cell] + (dx != 0 && dy != 0 ? kSqrt2 : 1) * cost[next];
      if (g[next] != unknown && newG >= g[next]) continue;  // no cheaper than the path already known
      const char* word = g[next] == unknown ? "generate" : "update";
      g[next] = newG;
      parent[next] = cell;
      const double hNext = octile(nx, ny, gx, gy);
      std::printf("%s %d %d g=%.4f h=%.4f parent=%d,%d\n", word, nx, ny, newG, hNext, x, y);
      const double fNext = std::round((newG + hNext) * 1e9) / 1e9;  // rounded, so that sums equal on paper tie
      open.emplace(fNext, hNext, ++count, next);
    }
  }
  std::printf("end no-path\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 6) {
    std::cerr << "usage: astar MAP SX SY GX GY\n";
    return 2;
  }
  if (!readMap(argv[1])) {
    std::cerr << "cannot read the map " << argv[1] << "\n";
    return 2;
  }
  astar(std::atoi(argv[2]), std::atoi(argv[3]), std::atoi(argv[4]), std::atoi(argv[5]));
  return 0;
}
