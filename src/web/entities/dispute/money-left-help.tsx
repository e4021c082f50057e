import { useState } from 'react';
import { Upgraded } from '../../components/upgraded';
import { lazyAfterPaint, useLoadedAfterPaint } from '../../lib/lazy-after-paint';
import { HelpButton } from './money-left-help-button';

const Popover = lazyAfterPaint(() =>
  import('./money-left-help-popover').then((module) => module.MoneyLeftHelpPopover),
);

/**
 * "How this is counted": the definition of money left on the table, where the figure is shown. The
 * button first; its popover (and the floating layer it needs) once the page has painted, or at
 * once when the button is pressed before, and then open.
 */
export function MoneyLeftHelp() {
  const { ready, load } = useLoadedAfterPaint(Popover);
  const [pressed, setPressed] = useState(false);
  return (
    <Upgraded
      ready={ready}
      standIn={
        <HelpButton
          onClick={() => {
            setPressed(true);
            load();
          }}
        />
      }
    >
      <Popover defaultOpened={pressed} />
    </Upgraded>
  );
}
