// Every search option the public API names, in one table: its name, the kind of
// value it takes and the bounds of that value, its values (names for code and
// for people), its default, the share-link section that carries it, and a line
// for library users. Option parsing (options.cpp, the bindings' Options.set) reads
// the values here; the bindings hand the table to JavaScript, where the library's
// checks and defaults, the page's option form, the share-link codec and the
// TypeScript unions read it (docs/architecture.md, "One options table").
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "core/options.hpp"
#include "core/problem.hpp"

namespace pathlab {

enum class OptionKind {
  Choice,  // one of its values, by id
  Number,  // a finite number within [min, max]
  Whole,   // a whole number within [min, max], or (unlimited) Infinity for no limit
  Flag,    // true or false
};

struct OptionValue {
  std::string_view id;    // the public name (SearchOptions in JavaScript, share links)
  std::string_view name;  // for people
};

struct OptionInfo {
  std::string_view name;  // as SearchOptions spells it in JavaScript
  OptionKind kind;
  // Choice: every value, in the order of its enumeration (the algorithm's: the algorithm table's rows).
  std::span<const OptionValue> values = {};
  // The default, from SearchOptions' own initialisers: a value id (Choice), a number (Number,
  // Whole: infinity for no limit; Flag: 0 or 1). defaultFromAlgorithm: the algorithm's
  // defaultWeight (core/algorithm_info.hpp) instead.
  std::string defaultValue = {};
  double defaultNumber = 0.0;
  bool defaultFromAlgorithm = false;
  double min = 0.0, max = 0.0;  // Number and Whole; max infinity: no upper bound
  bool unlimited = false;       // Whole: Infinity means no limit
  // The share-link section that carries it (docs/share-links.md, "Link format, version 1");
  // 0: links do not carry it. Frozen once released: a tag is never renumbered.
  int linkTag = 0;
  std::string_view about;  // what it is, for library users
  // Writes a value into SearchOptions: a Choice's value index, a Flag's 0 or 1, a Number, a Whole
  // (infinity: no limit, where `unlimited`). Callers check the value first (writeOption).
  void (*write)(SearchOptions& options, double value) = nullptr;
};

// Every option, in the order the library lists them.
std::span<const OptionInfo> optionTable();
// The row of an option by its public name; nullptr for an unknown name.
const OptionInfo* findOption(std::string_view name);
std::string_view optionKindName(OptionKind kind);
// The index of a Choice's value by its id, or -1 when it has none of that name.
int optionValueIndex(const OptionInfo& row, std::string_view id);
// Checks a value against its row (a Choice's index in range; a Number within [min, max]; a Whole a
// whole number within them, or infinity where unlimited; a Flag 0 or 1) and writes it; otherwise
// says why in the option's words and writes nothing.
Problem writeOption(SearchOptions& options, const OptionInfo& row, double value);

}  // namespace pathlab
