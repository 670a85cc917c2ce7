// Where the Moving AI benchmark maps live: tests/data/movingai in this
// repository (README there: source and citation).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MOVINGAI_DIR = fileURLToPath(new URL('./data/movingai/', import.meta.url));

/** The text of one file of the data, e.g. movingAIText('arena.map'). */
export function movingAIText(file) {
  return readFileSync(`${MOVINGAI_DIR}${file}`, 'utf8');
}
