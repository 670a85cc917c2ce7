// Node (ESM): the package's entry, found by its name.
import { check } from './check.js';

console.log(JSON.stringify(await check()));
