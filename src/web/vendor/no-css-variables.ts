/**
 * Stands in for Mantine's `MantineCssVariables` (see `vite.config.ts`). The app's provider runs
 * with `withCssVariables={false}`: the theme's variables are a generated stylesheet
 * (`mantine-variables.css`), so this component is never drawn. Mantine's own module still worked
 * out its default variables as it loaded, about 10 ms of the start on a slow phone, for nothing.
 */
export function MantineCssVariables(): null {
  return null;
}
