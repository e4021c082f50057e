import { afterEach, describe, expect, it } from 'vitest';
import { fillPlaceholders as fillTemplate } from './placeholders';
import {
  exportTemplates,
  parseTemplatesFile,
  readTemplates,
  templatesKey,
  toneMismatch,
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

  it('asks about a thank-you for kind words to a low rating only while its opening is in the reply', () => {
    const kind = {
      name: 'Thanks for the kind words',
      band: 'high' as const,
      text: 'Hi Jane, thank you for the kind words! We look forward to cooking for you again.',
    };
    expect(toneMismatch(2, kind.text, kind)).toBe(true);
    expect(toneMismatch(2, `${kind.text} Sorry about the fries.`, kind)).toBe(true);
    // Written over, or to a rating it fits, or a template of another band: no question.
    expect(toneMismatch(2, 'Hi Jane, sorry about the fries.', kind)).toBe(false);
    expect(toneMismatch(3, kind.text, kind)).toBe(false);
    expect(toneMismatch(1, kind.text, { ...kind, band: 'low' })).toBe(false);
    expect(toneMismatch(1, kind.text, null)).toBe(false);
  });
});
