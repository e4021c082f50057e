import { useMediaQuery } from '@mantine/hooks';

/** A phone's width (Mantine's `xs`, 36em): the filters fold away, dialogs fill the screen. */
export const PHONE_QUERY = '(max-width: 36em)';

/** True on a phone-wide screen, read as the component first draws (no desktop flash). */
export const usePhone = () =>
  useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
