import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANTINE_VARIABLES_PATH, mantineVariablesCss } from './mantine-variables';

describe("the theme's CSS variables", () => {
  it('are the ones the theme makes now (run `npm run mantine-variables` after changing it)', () => {
    const css = mantineVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(readFileSync(MANTINE_VARIABLES_PATH, 'utf8')).toBe(css);
  });
});
