import { Alert, NumberInput, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import { MAX_REPLY_LENGTH, MAX_REPLY_PROMO, type Review } from '../../../contract/reviews';
import { DialogActions, DialogFrame } from '../../components/dialog-frame';
import { errorMessage } from '../../lib/api-error';
import { formatCount } from '../../lib/format';
import { replyForm, validateReply } from './reply-body';
import { ReplyTemplatesMenu } from './reply-templates-menu';
import { ReviewCard } from './review-card';
import { useReplyToReview } from './use-reply-to-review';

interface ReplyDialogProps {
  review: Review;
  restaurant: string;
  clientId: string;
  email: string;
  onClose: () => void;
}

interface FormValues {
  comment: string;
  promoValue: number | string;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Answer one review. Sends once however fast the clicks; on failure keeps the text. */
export function ReplyDialog({ review, restaurant, clientId, email, onClose }: ReplyDialogProps) {
  const mutation = useReplyToReview(clientId);
  // Set synchronously on the first submit: a second click in the same frame finds it set.
  const sending = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { comment: '', promoValue: 0 },
  });
  const comment = form.values.comment;

  const requestClose = () => {
    if (mutation.isPending || sending.current) return;
    if (comment.trim() && !confirming) setConfirming(true);
    else onClose();
  };

  // An event handler, synchronous to the guard: a second click in the same frame finds it set.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const values = form.getValues();
    const promoValue = typeof values.promoValue === 'number' ? values.promoValue : Number.NaN;
    const fields = replyForm.safeParse({ comment: values.comment, promoValue });
    if (!fields.success) {
      form.setErrors(
        Object.fromEntries(
          fields.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    form.clearErrors();
    const checked = validateReply(review, fields.data);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    sending.current = true;
    mutation.mutate(checked.body, {
      onSuccess: (result) => {
        notifications.show({
          color: 'teal',
          title: 'Reply sent',
          message: sentence(result.message),
        });
        onClose();
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <DialogFrame onClose={requestClose} title={`Reply to ${review.CustomerName}`} size="lg">
      <Stack gap="md">
        <ReviewCard review={review} restaurant={restaurant} />
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {mutation.isError && (
              <Alert color="red" title="Could not send the reply" role="alert">
                {errorMessage(mutation.error)}
              </Alert>
            )}
            {problem && (
              <Alert color="red" title="The reply is not valid" role="alert">
                {problem}
              </Alert>
            )}
            <Textarea
              label="Reply"
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={MAX_REPLY_LENGTH}
              description={`${formatCount(comment.length)} / ${formatCount(MAX_REPLY_LENGTH)} characters`}
              data-autofocus
              key={form.key('comment')}
              {...form.getInputProps('comment')}
            />
            <ReplyTemplatesMenu
              email={email}
              comment={comment}
              customerName={review.CustomerName}
              restaurant={restaurant}
              onInsert={(text) => form.setFieldValue('comment', text.slice(0, MAX_REPLY_LENGTH))}
            />
            <NumberInput
              label="Promo value"
              description={`Whole dollars, 0 to ${MAX_REPLY_PROMO} (0: no promo)`}
              min={0}
              max={MAX_REPLY_PROMO}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              prefix="$"
              w={280}
              key={form.key('promoValue')}
              {...form.getInputProps('promoValue')}
            />
            <DialogActions
              submit="Send reply"
              pending={mutation.isPending}
              onCancel={requestClose}
              confirming={
                confirming && {
                  title: 'Discard this reply?',
                  text: 'What you wrote has not been sent.',
                  keep: 'Keep writing',
                }
              }
              onKeep={() => setConfirming(false)}
              onDiscard={onClose}
            />
          </Stack>
        </form>
      </Stack>
    </DialogFrame>
  );
}
