import { useState } from 'react';
import { Alert, Button } from '../../components/plain-button';
import { ReconnectDialog } from './reconnect-dialog';

/**
 * The partner connection needs attention (the gateway refused its credential): owners reconnect
 * here; everyone else is told their owner knows. Never a reason to sign in again.
 */
export function PartnerBanner({ owner }: { owner: boolean }) {
  const [open, setOpen] = useState(false);
  if (!owner) {
    return (
      <Alert color="yellow" role="status" mb="md">
        The partner connection needs attention; your owner has been told.
      </Alert>
    );
  }
  return (
    <Alert color="yellow" role="status" mb="md">
      The partner connection needs attention: the gateway refused its credential.{' '}
      <Button variant="light" color="yellow" size="xs" onClick={() => setOpen(true)}>
        Reconnect
      </Button>
      {open && <ReconnectDialog onClose={() => setOpen(false)} />}
    </Alert>
  );
}
