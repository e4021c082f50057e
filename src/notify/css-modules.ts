/**
 * The statement page's modules, run in Node for the mailed statement, import their CSS modules
 * (class names for the browser). Node cannot load a `.css` file: this hook answers each with an
 * object whose every class name is itself. Registered once, before the page's modules are
 * imported (they are imported after it, dynamically). Vitest and Vite load CSS themselves.
 */
import { register } from 'node:module';

const HOOK = `
export async function load(url, context, next) {
  if (url.endsWith('.css'))
    return {
      format: 'module',
      shortCircuit: true,
      source: 'export default new Proxy({}, { get: (_, key) => (typeof key === "string" ? key : undefined) });',
    };
  return next(url, context);
}`;

let registered = false;
export const loadCssAsClassNames = () => {
  if (registered || process.env.VITEST) return;
  registered = true;
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
};
