// Which kind of text a trace is, from its first lines: small enough for the search worker to
// ask before it loads the trace tools (trace-read.js) and, for YAML, the YAML reader (yaml.js).

/** Whether readTrace would read `input` as YAML (so the YAML reader must be loaded first: yaml.js). */
export function traceNeedsYaml(input) {
  if (typeof input !== 'string') return false;
  const head = input.replace(/^\uFEFF/, '').trimStart();
  return head !== '' && !head.startsWith('{') && !head.startsWith('[') && looksLikeYaml(head);
}

// YAML starts with a document marker, a comment then a key, or a key: the line format's
// lines start with a word and a space.
export function looksLikeYaml(head) {
  const first = head.split('\n').find((line) => line.trim() !== '' && !line.trimStart().startsWith('#')) ?? '';
  return first.startsWith('---') || /^[A-Za-z_"'][\w"' ]*:(\s|$)/.test(first.trim());
}
