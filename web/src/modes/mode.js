// A page mode as modes.js switches it: { id, label, enter, leave, settings,
// snapshot }. Each enter() starts a fresh session (the mode's state lives in
// it, nothing in the module), and leave() ends it. The mode object keeps the
// session it started only to answer settings() for share links and
// snapshot() for tests and scripts.
//
// start(app, container, settings) -> session { leave(app), settings(), snapshot?(), ... }

/** @returns {{id: string, label: string, enter: Function, leave: Function, settings: Function, snapshot: Function, session: object | null, run?: Function}} */
export function defineMode(id, label, start) {
  const mode = {
    id,
    label,
    session: null,
    enter(app, container, settings) {
      mode.session = start(app, container, settings);
    },
    leave(app) {
      mode.session?.leave(app);
      mode.session = null;
    },
    /** The settings a share link keeps (model/mode-state.js). */
    settings: () => mode.session?.settings() ?? {},
    /** For tests and scripts: what the mode shows now, or null when it is not on. */
    snapshot: () => mode.session?.snapshot?.() ?? null,
  };
  return mode;
}
