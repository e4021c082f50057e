import type { ReactElement } from 'react';
import { renderWithProviders } from './render';

/**
 * An element as it draws, to hold one of our plain components equal to the Mantine component it
 * stands for: its tag, its attributes and its children. Left out: Mantine's static selectors
 * (`mantine-Button-root`: nothing styles them; `mantine-focus-auto` and the like are kept), ids,
 * which differ from render to render, and an icon's `xmlns` and `aria-hidden`. Class names and
 * style rules are sorted: their order draws nothing.
 */
export function shape(element: Element): unknown {
  const attributes = [...element.attributes]
    .filter(
      (attribute) =>
        !['id', 'for', 'aria-describedby', 'aria-labelledby', 'xmlns'].includes(attribute.name) &&
        !(element.tagName === 'svg' && attribute.name === 'aria-hidden'),
    )
    .map((attribute) =>
      attribute.name === 'class'
        ? `class=${attribute.value
            .split(' ')
            .filter((name) => name && !/^mantine-[A-Z]/.test(name))
            .sort()
            .join(' ')}`
        : attribute.name === 'style'
          ? `style=${attribute.value
              .split(';')
              .map((rule) => rule.trim())
              .filter(Boolean)
              .sort()
              .join(';')}`
          : `${attribute.name}=${attribute.value}`,
    )
    .sort();
  return [element.tagName.toLowerCase(), attributes, [...element.children].map(shape)];
}

/** The shape of what `ui` draws at `selector`. */
export const drawnShape = (ui: ReactElement, selector: string) => {
  const { container, unmount } = renderWithProviders(ui);
  const root = container.querySelector(selector);
  if (!root) throw new Error(`nothing drawn at ${selector}`);
  const result = shape(root);
  unmount();
  return result;
};
