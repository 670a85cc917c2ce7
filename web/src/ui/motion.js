// The reader's motion setting (prefers-reduced-motion: reduce): nothing on the page moves by itself
// then (an embed's autoplay, the flow field's agents); Play and the agents' button still start it
// when asked (docs/accessibility.md).

/** Whether the reader asked for reduced motion. */
export function reducedMotion() {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
