// The "Walk the path" control under the playback buttons: shown for algorithms that repair from a
// moving start (the core's table: movingStart), it starts and stops the agent (agent-walk.js) and
// says what the agent does.

import { AgentWalk } from './agent-walk.js';

/**
 * @param {import('./app.js').App} app
 * @param {{box: HTMLElement, button: HTMLButtonElement, note: HTMLElement}} elements
 * @returns {AgentWalk}
 */
export function installWalkControls(app, { box, button, note }) {
  const walk = new AgentWalk(app);
  app.walk = walk;
  const update = () => {
    box.hidden = !walk.available && walk.state === 'idle';
    button.textContent = walk.active ? 'Stop walking' : 'Walk the path';
    button.setAttribute('aria-pressed', String(walk.active));
    note.textContent = walk.message;
    note.hidden = !walk.message;
  };
  button.addEventListener('click', async () => {
    if (walk.active) {
      walk.stop('You stopped the agent.');
      return;
    }
    app.clearError();
    try {
      await walk.start();
    } catch (error) {
      app.reportError(error.message);
    }
  });
  walk.onChange(update);
  app.on('options', update);
  update();
  return walk;
}
