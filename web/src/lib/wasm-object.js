// What the library's classes share: an owner of one object inside the wasm instance, and the
// binding of a class to one instance (pl.Grid, pl.Search, ...).

/** Owns one object inside the wasm instance: delete() frees it, or the finalizer once it is garbage. */
export class WasmObject {
  constructor(runtime, raw) {
    this.runtime = runtime;
    this.raw = raw;
    runtime.finalizer.register(this, raw, this);
  }

  get deleted() { return !this.raw; }

  /** Frees the wasm memory now (calling it again does nothing). */
  delete() {
    if (!this.raw) return;
    this.runtime.finalizer.unregister(this);
    this.free(this.raw);
    this.raw = null;
  }

  free(raw) { raw.delete(); }

  live() {
    if (this.deleted) throw new Error(`this ${/** @type {any} */ (this.constructor).noun} has been deleted`);
    return this.raw;
  }
}

// The library's classes bound to one wasm instance: pl.Grid is a Grid whose
// constructor takes (width, height), and `grid instanceof pl.Grid` holds only
// for this instance's grids.
export function bind(Base, runtime) {
  const Bound = { [Base.name]: class extends Base { constructor(...args) { super(runtime, ...args); } } }[Base.name];
  Bound.runtime = runtime;
  return Bound;
}
