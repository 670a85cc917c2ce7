// The error a call throws, for tests that read its code and message (docs/library.md, "Error
// codes"); fails the test when the call does not throw.

/** @param {() => unknown} fn */
export function thrown(fn) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
