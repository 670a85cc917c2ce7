// The teaching panels' names (share links, the embed's panels= parameter) and
// their names for people. One list, read by the teaching views and the share panel.

/** The panels in the order the page shows them. */
export const PANELS = ['code', 'open', 'explain'];

/** @type {Readonly<Record<string, string>>} */
export const PANEL_LABELS = Object.freeze({ code: 'Pseudocode', open: 'Open list', explain: 'Step explanation' });
