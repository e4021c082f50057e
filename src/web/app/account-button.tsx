import { IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '../components/plain-button';

const loadMenu = () => import('./user-menu');
const UserMenu = lazy(loadMenu);

/**
 * The account button. Its menu (sign out, sign out everywhere) and the popover code it needs load
 * when it is first pointed at, focused or clicked, not before the page's first paint; a click
 * opens it as soon as it is in.
 */
export function AccountButton({ email }: { email: string | undefined }) {
  const [wanted, setWanted] = useState(false);
  const title = email ? `Signed in as ${email}` : 'Account';
  const button = (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Account"
      title={title}
      aria-haspopup="menu"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    >
      <IconUserCircle size={18} aria-hidden />
    </ActionIcon>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu email={email} defaultOpened />
    </Suspense>
  );
}
