// Which cells of a padded grid are walkable, one bit per cell, kept twice:
// row by row (for horizontal scans) and column by column, transposed (for
// vertical scans). Jump Point Search reads 64 cells of a line with one
// unaligned window and finds walls and forced neighbours with count-zeros
// instructions (Harabor and Grastien 2014, "Improving Jump Point Search").
//
// Memory: 2 bits per padded cell, plus two guard words per row and column.
// A bit is 1 for a walkable cell; the grid's wall border and everything past
// it are 0, so a scan always ends inside a line without bounds checks.
// Updating one cell is O(1).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathlab {

class WalkableBits {
 public:
  // All cells walls, for a padded grid of this size (border included).
  void reset(std::uint32_t paddedWidth, std::uint32_t paddedHeight) {
    rows_.reset(paddedHeight, paddedWidth);
    columns_.reset(paddedWidth, paddedHeight);
  }

  // Padded coordinates: the border is x = 0 and x = width + 1 (likewise y).
  void set(std::uint32_t x, std::uint32_t y, bool walkable) {
    rows_.set(y, x, walkable);
    columns_.set(x, y, walkable);
  }

  // 64 cells of padded row y from padded column `first` on: bit i is cell
  // (first + i, y). `first` runs from 64 cells before the row's first cell to
  // its last cell (a scan stops at the wall border before going further);
  // cells outside the padded grid read as walls.
  std::uint64_t rowWindow(std::uint32_t y, int first) const { return rows_.window(y, first, 0); }
  // The same down padded column x: bit i is cell (x, first + i).
  std::uint64_t columnWindow(std::uint32_t x, int first) const { return columns_.window(x, first, 0); }

  // The same window of a line and of the lines on either side of it
  // (0 < line < last line), read with one address computation.
  struct Band {
    std::uint64_t before, line, after;
  };
  Band rowBand(std::uint32_t y, int first) const { return rows_.band(y, first); }
  Band columnBand(std::uint32_t x, int first) const { return columns_.band(x, first); }

 private:
  // Equal-length bit lines, each with a zero guard word before and after it.
  class Lines {
   public:
    void reset(std::uint32_t lines, std::uint32_t length) {
      wordsPerLine_ = (length + 63) / 64 + 2;
      words_.assign(std::size_t(lines) * wordsPerLine_, 0);
    }
    void set(std::uint32_t line, std::uint32_t position, bool bit) {
      const std::uint32_t b = position + 64;
      std::uint64_t& word = words_[std::size_t(line) * wordsPerLine_ + b / 64];
      const std::uint64_t mask = std::uint64_t(1) << (b % 64);
      word = bit ? word | mask : word & ~mask;
    }
    // `offset` picks a line before (-wordsPerLine) or after (+wordsPerLine) `line`.
    std::uint64_t window(std::uint32_t line, int first, std::ptrdiff_t offset) const {
      const std::uint32_t b = std::uint32_t(first + 64);
      const std::uint64_t* w = &words_[std::size_t(line) * wordsPerLine_ + b / 64] + offset;
      const unsigned shift = b % 64;
      // (w[1] << 1) << (63 - shift) is w[1] << (64 - shift), and 0 when shift is 0, without a branch.
      return (w[0] >> shift) | ((w[1] << 1) << (63 - shift));
    }
    Band band(std::uint32_t line, int first) const {
      const std::ptrdiff_t next = wordsPerLine_;
      return {window(line, first, -next), window(line, first, 0), window(line, first, next)};
    }

   private:
    std::uint32_t wordsPerLine_ = 0;
    std::vector<std::uint64_t> words_;
  };

  Lines rows_;     // one line per padded row, indexed by padded x
  Lines columns_;  // one line per padded column, indexed by padded y
};

}  // namespace pathlab
