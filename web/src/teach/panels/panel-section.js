// The card every teaching panel sits in: a region named after the panel, folded with <details>,
// its summary the panel's name and a sub-title the panel fills.

/**
 * @param {{label: string, panel: string, subId: string, collapsed: boolean, body: string}} card label: the panel's
 *   name for people (its region's name and summary); panel: its key (data-panel); subId: the id of the summary's
 *   sub-title; collapsed: start folded (phones); body: the panel's own markup (no outside text)
 * @returns {HTMLElement}
 */
export function panelSection({ label, panel, subId, collapsed, body }) {
  const section = document.createElement('section');
  section.className = 'card teach-panel';
  section.setAttribute('role', 'region');
  section.setAttribute('aria-label', label);
  section.dataset.panel = panel;
  section.innerHTML = `
          <details ${collapsed ? '' : 'open'}><summary>${label} <span class="teach-sub" id="${subId}"></span></summary>${body}
          </details>`;
  return section;
}
