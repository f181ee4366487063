// The bundled CLI's entry (scripts/bundle.mjs): the command tree and the real process context, from one module.
export { main } from './main.js';
export { processContext } from './cli/context.js';
