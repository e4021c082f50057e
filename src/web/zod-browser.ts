/*
 * No compiled parsers in the browser. zod builds a fast parser for each object schema with
 * `new Function`, probing first whether `eval` is allowed; the Content-Security-Policy forbids it,
 * and the browser reports even the refused probe as a violation. zod reads its settings from this
 * global when its first module loads, so it is set here, before anything else: zod only arrives
 * with later chunks, whichever of them loads first. Setting it through zod's `config()` here would
 * put zod itself on the first paint.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
