// base './': the built site works under any path (the test serves it under /game/).
// The dev server must not pre-bundle pathlab: pre-bundled, its module would look for
// the .wasm beside the bundle instead of beside itself (docs/library.md, "Installing the package").
export default { base: './', logLevel: 'warn', optimizeDeps: { exclude: ['pathlab'] } };
