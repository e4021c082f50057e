import { useState } from 'react';
import { Upgraded } from '../../performance/upgraded';
import { lazyAfterPaint, useLoadedAfterPaint } from '../../performance/load-after-paint';
import { HelpButton } from './money-left-help-button';

const Popover = lazyAfterPaint(() =>
  import('./money-left-help-popover').then((module) => module.MoneyLeftHelpPopover),
);

/**
 * "How this is counted": the definition of money left on the table, where the figure is shown. The
 * button until it is pressed; then its popover (and the floating layer it needs), open. The
 * popover's code loads at the person's first use of the page, so the press rarely waits for it.
 */
export function MoneyLeftHelp() {
  const { ready, load } = useLoadedAfterPaint(Popover, 'on-use');
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
      <Popover defaultOpened={pressed} takeFocus={pressed} />
    </Upgraded>
  );
}
