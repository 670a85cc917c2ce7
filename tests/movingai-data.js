// Where the shared Moving AI benchmark data lives: ../shared/data/movingai
// beside the repository (as on developer machines and in CI's clean clone).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MOVINGAI_DIR = fileURLToPath(new URL('../../shared/data/movingai/', import.meta.url));

/** The text of one file of the shared data, e.g. movingAIText('arena.map'). */
export function movingAIText(file) {
  return readFileSync(`${MOVINGAI_DIR}${file}`, 'utf8');
}
