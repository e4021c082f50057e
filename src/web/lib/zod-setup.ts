import { config } from 'zod/mini';

/*
 * No compiled parsers in the browser: zod would probe for `eval`, which the Content-Security-Policy
 * forbids, and the browser reports the refused probe as a violation. The probe runs when the first
 * object schema is built, so every module that builds schemas imports this module first. Kept off
 * the entry so the sign-in page's first paint does not carry zod.
 */
config({ jitless: true });
