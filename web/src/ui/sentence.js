// Messages for people: each one a sentence, so that two in a row read as two
// (the library's and the core's messages are clauses: "the map has 16,777,217 cells; at most …").

/** `text` with a closing full stop (kept when it ends a sentence already). */
export function fullStop(text) {
  const trimmed = String(text ?? '').trim();
  return !trimmed || /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** `text` as a sentence: a capital first letter and a closing full stop. */
export function sentence(text) {
  const ended = fullStop(text);
  return ended && ended[0].toUpperCase() + ended.slice(1);
}
