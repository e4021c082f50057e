import { afterEach, describe, expect, it } from 'vitest';
import { fillPlaceholders as fillTemplate } from './placeholders';
import {
  exportTemplates,
  parseTemplatesFile,
  readTemplates,
  templatesKey,
} from './reply-templates';

describe('reply templates', () => {
  afterEach(() => window.localStorage.clear());

  it("fills in the customer's first name and the restaurant, every time they appear", () => {
    expect(
      fillTemplate('Hi {first_name}! {restaurant} thanks you, {first_name}.', {
        customerName: '  Maria  Lopez ',
        restaurant: 'Bay Burgers Downtown',
      }),
    ).toBe('Hi Maria! Bay Burgers Downtown thanks you, Maria.');
  });

  it('keeps templates per user, and reads broken storage as none', () => {
    window.localStorage.setItem(
      templatesKey('a@example.com'),
      JSON.stringify([{ id: '1', name: 'Thanks', text: 'Thanks {first_name}' }]),
    );
    window.localStorage.setItem(templatesKey('b@example.com'), '{not json');
    expect(readTemplates('A@example.com')).toHaveLength(1);
    expect(readTemplates('b@example.com')).toEqual([]);
    expect(readTemplates('c@example.com')).toEqual([]);
  });

  it('exports templates to a file that imports them back, and refuses other files', () => {
    const file = exportTemplates([{ id: 'x', name: 'Thanks', text: 'Thanks {first_name}' }]);
    expect(parseTemplatesFile(file)).toEqual({
      ok: true,
      templates: [{ name: 'Thanks', text: 'Thanks {first_name}' }],
    });
    expect(parseTemplatesFile('{"templates": []}')).toMatchObject({ ok: false });
    expect(parseTemplatesFile('not json')).toMatchObject({ ok: false });
  });
});
