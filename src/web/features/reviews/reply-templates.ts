import { useCallback, useState } from 'react';
import { z } from 'zod';

export const PLACEHOLDERS = { firstName: '{first_name}', restaurant: '{restaurant}' } as const;

const template = z.object({ id: z.string(), name: z.string(), text: z.string() });
export type ReplyTemplate = z.infer<typeof template>;
const stored = z.array(template).catch([]);

/** One list per signed-in user, in this browser. */
export const templatesKey = (email: string) => `reviews.reply-templates:${email.toLowerCase()}`;

export function readTemplates(email: string): ReplyTemplate[] {
  try {
    const text = window.localStorage.getItem(templatesKey(email));
    return text ? stored.parse(JSON.parse(text)) : [];
  } catch {
    return [];
  }
}

function writeTemplates(email: string, templates: readonly ReplyTemplate[]) {
  try {
    window.localStorage.setItem(templatesKey(email), JSON.stringify(templates));
  } catch {
    // Storage full or blocked: the templates last for this visit only.
  }
}

/** `Maria Lopez` → `Maria`. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** A template's text with the customer's first name and the restaurant filled in. */
export const fillTemplate = (text: string, values: { customerName: string; restaurant: string }) =>
  text
    .replaceAll(PLACEHOLDERS.firstName, firstName(values.customerName))
    .replaceAll(PLACEHOLDERS.restaurant, values.restaurant);

/** The user's saved replies; a name used again replaces that template. */
export function useReplyTemplates(email: string) {
  const [templates, setTemplates] = useState(() => readTemplates(email));
  const update = useCallback(
    (change: (current: ReplyTemplate[]) => ReplyTemplate[]) =>
      setTemplates((current) => {
        const next = change(current);
        writeTemplates(email, next);
        return next;
      }),
    [email],
  );
  const save = useCallback(
    (name: string, text: string) =>
      update((current) => [
        ...current.filter((item) => item.name !== name),
        { id: `${Date.now().toString(36)}-${current.length}`, name, text },
      ]),
    [update],
  );
  const remove = useCallback(
    (id: string) => update((current) => current.filter((item) => item.id !== id)),
    [update],
  );
  return { templates, save, remove };
}
