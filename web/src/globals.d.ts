// Globals the page's modules use that TypeScript's DOM library does not declare, for the
// type check of web/src (tsconfig.json; docs/contributing.md, "Checks of the code").

interface Window {
  /** The page's scripting API (docs/embedding.md, "The scripting API"). */
  pathlab?: ReturnType<typeof import('./app/script-api.js').createScriptApi>;
}

/** Node's process: the library's Node worker (lib/path-worker.js) passes on its flags. */
declare var process: { execArgv: string[] };

/** The built site's file list and version, put into the service worker by the build (web/tools/site-build.mjs). */
declare const PATHLAB_PRECACHE: string[];
declare const PATHLAB_VERSION: string;
