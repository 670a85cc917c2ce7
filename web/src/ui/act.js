// The one wrapper for a control's handler: it clears the page's alert, runs the
// handler (sync or async), and shows what it throws in that alert, so a bad input
// gets a clear message and the page stays usable. An AbortError (a file picker
// or share sheet the user closed) is no error.

/** @returns {(fn: Function) => (...args: any[]) => Promise<void>} */
export function actFor(app) {
  return (fn) => async (...args) => {
    try {
      app.clearError();
      await fn(...args);
    } catch (error) {
      if (error.name !== 'AbortError') app.reportError(error.message);
    }
  };
}
