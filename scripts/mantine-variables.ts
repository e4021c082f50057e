/**
 * The theme's CSS variables as a stylesheet (`src/web/mantine-variables.css`), for `npm run
 * mantine-variables` to write and a test to hold. Mantine otherwise works them out in the browser
 * as the app first renders, from the theme, twice (its defaults, to drop the ones that equal
 * them): 30 ms of the first render's long task on a slow phone, on every page load. They only
 * change with `src/web/app/theme.ts`, so they are worked out here, by Mantine's own code, the same.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../src/web/app/theme';

export const MANTINE_VARIABLES_PATH = fileURLToPath(
  new URL('../src/web/mantine-variables.css', import.meta.url),
);

const HEADER =
  "/* The theme's CSS variables, written by `npm run mantine-variables` from src/web/app/theme.ts\n" +
  ' * (Mantine no longer works them out in the browser: `withCssVariables={false}`). Do not edit. */\n';

/** The stylesheet, exactly as Mantine's provider would have put it in the page. */
export function mantineVariablesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'auto' }),
  );
  const css = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(markup)?.[1];
  if (!css) throw new Error("Mantine's provider drew no CSS variables");
  return `${HEADER}${css.trim()}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(MANTINE_VARIABLES_PATH, mantineVariablesCss());
  console.log('wrote src/web/mantine-variables.css');
}
