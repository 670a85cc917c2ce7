// What the WebAssembly core needs of the engine that runs it, checked before it is compiled: a
// browser without it would otherwise fail with the engine's own words about an opcode.
// The core's flow field is compiled with 128-bit SIMD (CMakeLists.txt), and a module is compiled
// whole, so without SIMD nothing of the core loads.

// The smallest module that needs SIMD: one function of no parameters returning a v128, whose body is
// v128.const 0. WebAssembly.validate accepts it only where SIMD is supported.
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // type section: one type, () -> v128
  0x03, 0x02, 0x01, 0x00, // function section: one function of type 0
  0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, ...new Array(16).fill(0), 0x0b, // code: v128.const 0, end
]);

/** The browsers that run the core, for the messages below (Node 20, which the package needs, does). */
const SIMD_ENGINES = 'Chrome or Edge 91 or later, Firefox 89 or later, or Safari 16.4 or later';

/**
 * Throws, saying what is missing, where the engine cannot run the core.
 * @param {{validate: (bytes: Uint8Array<ArrayBuffer>) => boolean} | null | undefined} [wasm] the engine's WebAssembly object
 */
export function checkWasmSupport(wasm = globalThis.WebAssembly) {
  if (!wasm) throw new Error(`This browser cannot run WebAssembly, which Pathlab needs to search: use ${SIMD_ENGINES}`);
  if (!wasm.validate(SIMD_PROBE)) {
    throw new Error(`This browser cannot run WebAssembly SIMD, which Pathlab's core needs: use ${SIMD_ENGINES}`);
  }
}
