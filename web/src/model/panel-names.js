// The teaching panels' names (share links, the embed's panels= parameter, lessons) and
// their names for people. One list, here in model/ so that every folder that names a panel
// (share/, lessons/, teach/, app/) may import it.

/** The panels in the order the page shows them. */
export const PANELS = Object.freeze(['code', 'open', 'explain']);

/** @type {Readonly<Record<string, string>>} */
export const PANEL_LABELS = Object.freeze({ code: 'Pseudocode', open: 'Open list', explain: 'Step explanation' });
