// The check before the core is compiled (web/src/lib/wasm-support.js): an engine without WebAssembly
// SIMD, or without WebAssembly, is told which engines run Pathlab, instead of an opcode's number.
import { describe, expect, test } from 'vitest';
import { checkWasmSupport } from '../../web/src/lib/wasm-support.js';

describe('the engine check', () => {
  test('passes in Node 20, which runs SIMD', () => {
    expect(() => checkWasmSupport()).not.toThrow();
    expect(() => checkWasmSupport(WebAssembly)).not.toThrow();
  });

  test('refuses an engine that validates no SIMD instruction, naming the engines that run the core', () => {
    // The SIMD instructions are those after the prefix byte 0xfd: an engine without them refuses such a module.
    const noSimd = { validate: (bytes) => WebAssembly.validate(bytes) && !bytes.includes(0xfd) };
    expect(noSimd.validate(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]))).toBe(true); // an empty module
    expect(() => checkWasmSupport(noSimd)).toThrow(/^This browser cannot run WebAssembly SIMD, which Pathlab's core needs: use Chrome .*Firefox .*Safari 16\.4 or later$/);
  });

  test('refuses an engine without WebAssembly', () => {
    expect(() => checkWasmSupport(null)).toThrow(/cannot run WebAssembly/);
  });
});
