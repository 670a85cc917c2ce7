// Types of the two functions Pathlab calls from the yaml package's browser build copied beside this file
// (its own declarations are spread over many files; these follow its dist/public-api.d.ts).
export function parse(src: string, options?: Record<string, unknown>): unknown;
export function stringify(value: unknown, options?: Record<string, unknown>): string;
