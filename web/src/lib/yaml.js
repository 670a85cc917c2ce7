// The YAML reader and writer of traces (the vendored yaml package). It is as large as the rest of
// the library's JavaScript and only YAML traces need it, so it is a module of its own that
// loadPathlab() loads beside the core, unless told not to: the playground's page and worker load
// it when a YAML trace first comes (docs/library.md, "Loading").
import { pathlabError } from './errors.js';

let yaml = null;

/** Loads the YAML module once; later calls resolve at once. */
export async function loadYaml() {
  yaml ??= await import('../vendor/yaml/index.js');
}

/** The YAML module, loaded before by loadYaml() (loadPathlab() does unless `{ yaml: false }`). */
export function yamlModule() {
  if (!yaml) throw pathlabError('bad-trace', 'YAML traces need the YAML reader, which this library was loaded without (loadPathlab({ yaml: false })): call loadYaml() first');
  return yaml;
}
