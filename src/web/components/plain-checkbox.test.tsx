import { Checkbox } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { drawnShape } from '../test/element-shape';
import { CHECKBOX_CLASSES, PlainCheckbox } from './plain-checkbox';

const drawn = (ui: ReactElement) => drawnShape(ui, `.${CHECKBOX_CLASSES.root}`);

describe('plain checkbox', () => {
  it("uses Mantine's class names", () => {
    // Checkbox.classes holds the inline input's root over the checkbox's own; that one is held
    // by the drawn tree below.
    const { root, inner, input, icon, body, labelWrapper } = Checkbox.classes;
    const { root: _own, ...inline } = CHECKBOX_CLASSES;
    expect(inline).toEqual({
      inner,
      input,
      icon,
      inlineRoot: root,
      inlineBody: body,
      inlineLabelWrapper: labelWrapper,
    });
  });

  it('draws as Mantine Checkbox does, checked or not, enabled or not', () => {
    for (const checked of [false, true])
      for (const disabled of [false, true]) {
        const props = {
          'aria-label': 'Select 7f3a',
          checked,
          disabled,
          onChange: () => undefined,
          'data-select': '7f3a',
          className: 'row-pick',
          style: { margin: 2 },
        };
        expect(drawn(<PlainCheckbox {...props} />), `${checked} ${disabled}`).toEqual(
          drawn(<Checkbox {...props} />),
        );
      }
  });
});
