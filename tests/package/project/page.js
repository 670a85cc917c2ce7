// The page's script: runs the check and shows its result for the test to read.
import { check } from './check.js';

const out = document.getElementById('result');
check().then(
  (value) => { out.textContent = JSON.stringify(value); },
  (error) => { out.textContent = JSON.stringify({ error: String(error) }); },
).finally(() => { out.dataset.done = 'true'; });
