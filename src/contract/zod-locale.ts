/*
 * zod's English messages ("Too small: expected string to have >=1 characters"…), which the proxy
 * returns for bad input and the forms show. Classic zod registers them with its first schema;
 * zod/mini, which the contract and the web app use, does not, so every module that builds
 * schemas imports this one for its effect. A locale set with `config` beforehand wins, as with
 * classic zod.
 */
import { en } from 'zod/locales';
import { config } from 'zod/mini';

if (!config().localeError) config(en());
