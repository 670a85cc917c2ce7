// The example article (tutorial.html): a host page driving two embedded
// playgrounds through the postMessage protocol, as a page on another site would,
// and a caption following a <pathlab-embed>'s steps.

let nextId = 1;

/** Sends one verb to a frame and resolves with its result (rejects with the frame's error). */
export function ask(frame, verb, ...args) {
  const id = nextId++;
  const origin = new URL(frame.src, location.href).origin;
  return new Promise((resolve, reject) => {
    const onReply = (event) => {
      if (event.source !== frame.contentWindow || event.data?.pathlab !== 1 || event.data.id !== id) return;
      window.removeEventListener('message', onReply);
      if (event.data.ok) resolve(event.data.result);
      else reject(new Error(event.data.error));
    };
    window.addEventListener('message', onReply);
    frame.contentWindow.postMessage({ pathlab: 1, id, verb, args }, origin);
  });
}

async function runBoth() {
  const out = document.getElementById('comparison');
  out.textContent = 'Running…';
  try {
    const [astar, dijkstra] = await Promise.all(['astar', 'dijkstra'].map((id) => ask(document.getElementById(id), 'run')));
    out.textContent = `A* expanded ${astar.expanded} cells, Dijkstra ${dijkstra.expanded}; `
      + `both paths cost ${astar.cost.toFixed(3)} and ${dijkstra.cost.toFixed(3)}.`;
  } catch (error) {
    out.textContent = `The playgrounds did not answer: ${error.message}`;
  }
}

document.getElementById('run-both').addEventListener('click', runBoth);

// The <pathlab-embed> figure: a caption that follows the learner's steps.
const STATUS_WORDS = { running: 'searching', found: 'path found', 'no-path': 'no path', limit: 'stopped at the limit' };
document.getElementById('element-demo').addEventListener('stepchange', (event) => {
  const state = /** @type {CustomEvent} */ (event).detail;
  if (state.step === null) return;
  const words = STATUS_WORDS[state.status] ?? state.status;
  document.getElementById('element-step').textContent = `A*: step ${state.step} of ${state.totalSteps}, ${words}.`;
});
