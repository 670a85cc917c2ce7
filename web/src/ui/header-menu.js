// The header's actions on a phone (docs/playground.md, "Keyboard", which also says how the page fits a phone): under 600 px they fold behind a
// Menu button (styles.css shows the button and the menu), so every action is reachable without
// scrolling sideways and the board keeps its place in the first screen; "Start here" stays beside
// Menu on a first visit. The menu closes after an action, on Escape (back to Menu) and on a press
// outside it. Wider screens show the actions in a row and never see the button.

/**
 * @param {HTMLElement} header the page's header (.top)
 * @param {HTMLElement} actions its actions (#top-actions), which other modules fill
 */
export function installHeaderMenu(header, actions) {
  const button = document.createElement('button');
  Object.assign(button, { type: 'button', id: 'menu-button', className: 'menu-button', textContent: 'Menu' });
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', actions.id);
  actions.before(button);
  header.dataset.menu = 'closed';

  const setOpen = (open, { focus = false } = {}) => {
    header.dataset.menu = open ? 'open' : 'closed';
    button.setAttribute('aria-expanded', String(open));
    if (open && focus) /** @type {HTMLElement | null} */ (actions.querySelector('button:not([disabled])'))?.focus();
  };
  button.addEventListener('click', (e) => {
    // A click from the keyboard (Enter, Space) has no pointer position: it moves the focus into the menu.
    setOpen(header.dataset.menu !== 'open', { focus: e.detail === 0 });
  });
  actions.addEventListener('click', (e) => {
    if (header.dataset.menu === 'open' && /** @type {HTMLElement} */ (e.target).closest('button')) setOpen(false);
  });
  header.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || header.dataset.menu !== 'open') return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener('pointerdown', (e) => {
    if (header.dataset.menu === 'open' && !button.contains(/** @type {Node} */ (e.target)) && !actions.contains(/** @type {Node} */ (e.target))) setOpen(false);
  });
}
