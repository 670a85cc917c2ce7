// Messages for people: each one ends as a sentence, so that two in a row read as two (the
// library's and the core's messages are clauses: "the map has 16,785,408 cells; at most …").
// The first letter stays as written: a message may begin with a file's name.

/** `text` with a closing full stop (kept when it ends a sentence already). */
export function fullStop(text) {
  const trimmed = String(text ?? '').trim();
  return !trimmed || /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
