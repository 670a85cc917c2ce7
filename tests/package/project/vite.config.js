// base './': the built site works under any path (the test serves it under /game/).
export default { base: './', logLevel: 'warn' };
