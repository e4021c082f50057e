import { Group, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useRef, useState } from 'react';
import {
  MAX_REPLY_LENGTH,
  MAX_REPLY_PROMO,
  type ReplyBody,
  type Review,
} from '../../../contract/reviews';
import { DialogActions, DialogFrame } from '../../components/dialog-frame';
import { Alert, Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { formatCount, formatCountOf, formatMoney } from '../../lib/format';
import { selectOnFocus } from '../../lib/select-on-focus';
import { submitOnShortcut } from '../../lib/submit-shortcut';
import { useSchemaForm } from '../../lib/use-schema-form';
import { hasPlaceholder } from './placeholders';
import {
  placeholderProblem,
  promoProblem,
  replyDraftFor,
  replyText,
  validateReply,
  type ReplyFormValues,
} from './reply-body';
import { replyFailure } from './reply-failure';
import { ReplyTemplatesMenu } from './reply-templates-menu';
import { BAND_LABELS, toneMismatch, type InsertedTemplate } from './reply-templates';
import { ReviewCard } from './review-card';
import classes from './reply-dialog.module.css';
import { useReplyToReview } from './use-reply-to-review';

interface ReplyDialogProps {
  review: Review;
  restaurant: string;
  clientId: string;
  email: string;
  onClose: () => void;
}

// A type, not an interface: the form's values are a `Record<string, unknown>`.
type FormValues = {
  comment: string;
  /** NumberInput gives the text it keeps when it is not a number (e.g. '' or '-'). */
  promoValue: number | string;
};

/** Stable, so it runs once when the element appears, not on every render. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** "Send reply", or "Send reply with a $15 promo" when a valid promo goes with it. */
const submitLabel = (promo: number | string, review: Review) =>
  typeof promo === 'number' && promo > 0 && promoProblem(promo, review) === null
    ? `Send reply with a $${formatCount(promo)} promo`
    : 'Send reply';

/** The promo's bounds: the contract's, or the order's subtotal when that is lower. */
const promoHint = (review: Review) => {
  const most = Math.floor(review.orderSubTotal);
  return most < MAX_REPLY_PROMO
    ? `Whole dollars, 0 to ${most}: no more than the order's ${formatMoney(review.orderSubTotal)} subtotal (0: no promo)`
    : `Whole dollars, 0 to ${MAX_REPLY_PROMO} (0: no promo)`;
};

/** Our words first; the gateway's, or our server's diagnosis of it, after them, labelled. */
function describeFailure(error: unknown) {
  const failure = replyFailure(error);
  return (
    <>
      <Text size="sm">{failure.message}</Text>
      {failure.upstream && (
        <Text size="sm" mt={4}>
          The marketplace&apos;s gateway said: “{failure.upstream}”
        </Text>
      )}
      {failure.server && (
        <Text size="sm" mt={4}>
          Dashboard server: {failure.server}
        </Text>
      )}
    </>
  );
}

/**
 * Answer one review. Placeholders are filled from the review and previewed; the promo is kept as
 * typed and checked, never rewritten. Sends once however fast the clicks; on failure keeps the text.
 */
export function ReplyDialog({ review, restaurant, clientId, email, onClose }: ReplyDialogProps) {
  const mutation = useReplyToReview(clientId);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The last template put into the text: a thank-you for kind words sent to a low rating reads
  // as not having read the review, so sending it asks first.
  const [inserted, setInserted] = useState<InsertedTemplate | null>(null);
  const [askingTone, setAskingTone] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const draft = useMemo(() => replyDraftFor(review), [review]);
  const form = useSchemaForm<FormValues, ReplyFormValues>(draft, {
    initialValues: { comment: '', promoValue: 0 },
    validateInputOnChange: ['promoValue'],
  });
  const { comment, promoValue } = form.values;
  const unknown = placeholderProblem(comment);

  const requestClose = () => {
    if (mutation.isSending()) return;
    if (comment.trim() && !confirming) setConfirming(true);
    else onClose();
  };

  const mismatch = toneMismatch(review.orderRating, comment, inserted);

  const send = (body: ReplyBody) =>
    mutation.submit(body, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: `Reply sent to ${review.CustomerName}`,
          message: 'It appears on the marketplace shortly.',
        });
        onClose();
      },
    });

  // What the fields cannot say: the reply as a whole, placeholders filled in, against the contract.
  const submit = form.onSubmit((values, event) => {
    // "Send it anyway" is the question's own submit button.
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    const anyway = submitter?.hasAttribute('data-send-anyway') ?? false;
    const checked = validateReply(review, values, { restaurant });
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    if (mismatch && !anyway) setAskingTone(true);
    else send(checked.body);
  });

  const keepWriting = () => {
    // Before the question leaves the page with the focus on its button.
    text.current?.focus();
    setConfirming(false);
    setAskingTone(false);
  };

  return (
    <DialogFrame onClose={requestClose} title={`Reply to ${review.CustomerName}`} size="lg">
      <Stack gap="md">
        <ReviewCard review={review} restaurant={restaurant} />
        <form onSubmit={submit} noValidate className={classes.form}>
          <Stack gap="sm">
            <WriteFailure
              title="Could not send the reply"
              error={mutation.error}
              describe={describeFailure}
            />
            <WriteFailure title="The reply is not valid" error={problem} describe={String} />
            <Textarea
              label="Reply"
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={MAX_REPLY_LENGTH}
              description={`${formatCount(comment.length)} / ${formatCount(MAX_REPLY_LENGTH)} characters`}
              data-autofocus
              ref={text}
              onKeyDown={submitOnShortcut}
              key={form.key('comment')}
              {...form.getInputProps('comment')}
            />
            <ReplyTemplatesMenu
              email={email}
              comment={comment}
              customerName={review.CustomerName}
              restaurant={restaurant}
              rating={review.orderRating}
              onInsert={(template) => {
                setInserted(template);
                setAskingTone(false);
                form.setFieldValue('comment', template.text.slice(0, MAX_REPLY_LENGTH));
              }}
            />
            {hasPlaceholder(comment) && (
              <Paper
                withBorder
                p="sm"
                component="section"
                aria-label="Preview of the reply"
                bg="var(--mantine-color-default-hover)"
              >
                <Text size="xs" fw={600} tt="uppercase" c="dimmed">
                  What {review.CustomerName} will read
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {replyText(review, comment, { restaurant })}
                </Text>
                {unknown && !form.errors.comment && (
                  <Text size="sm" c="var(--mantine-color-error)" fw={500} mt={4} role="status">
                    {unknown}
                  </Text>
                )}
              </Paper>
            )}
            <NumberInput
              label="Promo value"
              description={promoHint(review)}
              // Kept as typed: out of range, cents or a minus sign are said, not silently changed.
              clampBehavior="none"
              allowDecimal
              allowNegative
              prefix="$"
              w={280}
              key={form.key('promoValue')}
              {...selectOnFocus(form.getInputProps('promoValue'))}
            />
            {askingTone && mismatch ? (
              <Alert
                color="yellow"
                // In the text colour: the yellow title on its light tint is under 4.5:1.
                title={
                  <span style={{ color: 'var(--mantine-color-text)' }}>
                    Send “{inserted?.name}” to a {review.orderRating}-star review?
                  </span>
                }
                role="alert"
              >
                <Stack gap="xs">
                  <Text size="sm">
                    It is written for reviews of {BAND_LABELS.high}; {review.CustomerName} gave{' '}
                    {formatCountOf(review.orderRating, 'star')}.
                  </Text>
                  <Group gap="xs">
                    <Button size="xs" variant="default" ref={focusOnMount} onClick={keepWriting}>
                      Edit the reply
                    </Button>
                    <Button type="submit" size="xs" loading={mutation.isPending} data-send-anyway>
                      Send it anyway
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : (
              <DialogActions
                submit={submitLabel(promoValue, review)}
                pending={mutation.isPending}
                onCancel={requestClose}
                confirming={
                  confirming && {
                    title: 'Discard this reply?',
                    text: 'What you wrote has not been sent.',
                    keep: 'Keep writing',
                  }
                }
                onKeep={keepWriting}
                onDiscard={onClose}
              />
            )}
          </Stack>
        </form>
      </Stack>
    </DialogFrame>
  );
}
