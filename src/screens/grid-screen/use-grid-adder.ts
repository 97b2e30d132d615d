import { useEffect, useState } from 'react';
import type { AddableKind } from '../../../commands';
import { useCommandTarget } from '../../ui/commands/use-command-target';
import { useSectionTab } from '../../ui/shell/SectionTabs';
import type { GridController } from '../../grid';

/**
 * The palette's 'add' of a kind (records.add.<kind>) for a grid of that kind in a tab of its
 * screen: it opens the tab, then starts a row in the grid and puts the focus there. The row is added
 * once the tab is on view, so the grid can take the focus.
 */
export function useGridAdder(kind: AddableKind, controller: GridController<object> | null): void {
  const tab = useSectionTab();
  const [addWhenShown, setAddWhenShown] = useState(false);
  useEffect(() => {
    if (!addWhenShown || !tab.open || !controller) return;
    setAddWhenShown(false);
    controller.addRow();
    controller.requestFocus();
  }, [addWhenShown, tab.open, controller]);
  useCommandTarget(`add.${kind}`, {
    busy: controller === null,
    add: () => {
      tab.show();
      setAddWhenShown(true);
    },
  });
}
