import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import '../../../contract/zod-locale';

export const MAX_TEMPLATE_NAME = 100;

const template = z.object({
  id: z.string(),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEMPLATE_NAME)),
  text: z.string().check(z.minLength(1), z.maxLength(5000)),
});
export type ReplyTemplate = z.infer<typeof template>;
/** What the person names when saving a template. */
export const templateNameFields = z.pick(template, { name: true });
const stored = z.catch(z.array(template), []);

/** Rating bands, for the starter templates: 1–2 stars, 3 stars, 4–5 stars. */
export type RatingBand = 'low' | 'middle' | 'high';
export const ratingBand = (rating: number): RatingBand =>
  rating <= 2 ? 'low' : rating === 3 ? 'middle' : 'high';

export const BAND_LABELS: Record<RatingBand, string> = {
  low: '1–2 stars',
  middle: '3 stars',
  high: '4–5 stars',
};

/** Built in, so a fresh browser has something to insert; one per rating band. */
export const STARTER_TEMPLATES: readonly (ReplyTemplate & { band: RatingBand })[] = [
  {
    id: 'starter-low',
    band: 'low',
    name: 'Sorry it went wrong',
    text: "Hi {first_name}, we're sorry your order from {restaurant} let you down. Thank you for telling us: we've shared it with the kitchen, and we'd love the chance to make it right next time.",
  },
  {
    id: 'starter-middle',
    band: 'middle',
    name: 'Thanks, we can do better',
    text: 'Hi {first_name}, thank you for ordering from {restaurant} and for your honest review. We are working on doing better and hope to earn five stars from you next time.',
  },
  {
    id: 'starter-high',
    band: 'high',
    name: 'Thanks for the kind words',
    text: 'Hi {first_name}, thank you for the kind words! Everyone at {restaurant} is glad you enjoyed your order, and we look forward to cooking for you again.',
  },
];

/** A template as put into the reply: its name, band (a starter's) and text, placeholders filled in. */
export interface InsertedTemplate {
  name: string;
  band?: RatingBand;
  text: string;
}

/** The first sentence of a text: still there, the template has not been written over. */
const opening = (text: string) => (text.split(/(?<=[.!?])\s/)[0] ?? text).trim();

/**
 * A template for 4–5 stars still in a reply to a 1–2 star review: the thanks for kind words
 * would answer someone who complained.
 */
export const toneMismatch = (
  rating: number,
  comment: string,
  inserted: InsertedTemplate | null,
): boolean =>
  inserted !== null &&
  inserted.band === 'high' &&
  ratingBand(rating) === 'low' &&
  comment.includes(opening(inserted.text));

/** The file people carry their templates in from one browser to another. */
const exported = z.object({
  kind: z.literal('reply-templates'),
  version: z.literal(1),
  templates: z.array(z.omit(template, { id: true })),
});

export function exportTemplates(templates: readonly ReplyTemplate[]): string {
  return JSON.stringify(
    {
      kind: 'reply-templates',
      version: 1,
      templates: templates.map(({ name, text }) => ({ name, text })),
    },
    null,
    2,
  );
}

/** The templates in an exported file, or why it is not one. */
export function parseTemplatesFile(
  text: string,
): { ok: true; templates: { name: string; text: string }[] } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a templates export (it is not JSON).' };
  }
  const parsed = exported.safeParse(json);
  return parsed.success
    ? { ok: true, templates: parsed.data.templates }
    : { ok: false, message: 'This file is not a templates export from this dashboard.' };
}

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
  /** Adds the imported ones; an imported name replaces the template of that name. */
  const importAll = useCallback(
    (incoming: readonly { name: string; text: string }[]) =>
      update((current) => {
        const names = new Set(incoming.map((item) => item.name));
        const stamp = Date.now().toString(36);
        return [
          ...current.filter((item) => !names.has(item.name)),
          ...incoming.map((item, index) => ({ id: `${stamp}-i${index}`, ...item })),
        ];
      }),
    [update],
  );
  return { templates, save, remove, importAll };
}
