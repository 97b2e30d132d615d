import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { settingMutations, settingQueries } from '../../api';
import type { SettingValue } from '../../api';
import { freshSinceOpened } from '../../api/queries/scopes';
import type { GridController } from '../../grid';
import { parseColumnLayout } from '../../grid/model/column-layout';

/** How long a column change waits for the next before it is saved (a drag makes many). */
const saveDelayMs = 600;

/**
 * A grid's column arrangement per user (spec 01 section 7: saved with UpdateSetting in
 * AppTableSettings and restored with GetSettingByName): the saved layout is applied once it arrives, and every change the
 * user makes is saved after a short pause. `readsFreshSince`: when a screen opened that started this read
 * early (prefetchTabData); its answer is used, not asked again.
 */
export function useColumnSettings(controller: GridController<object> | null, settingName: string, readsFreshSince?: number): void {
  const saved = useQuery({ ...settingQueries.byName(settingName), ...(readsFreshSince === undefined ? {} : { staleTime: freshSinceOpened(readsFreshSince) }) });
  const update = useMutation(settingMutations.update(settingName));
  const save = useRef(update.mutate);
  save.current = update.mutate;
  const restoredFor = useRef<GridController<object> | null>(null);

  useEffect(() => {
    if (!controller || saved.data === undefined || restoredFor.current === controller) return;
    restoredFor.current = controller;
    if (saved.data !== null) controller.columns.restore(parseColumnLayout(saved.data));
  }, [controller, saved.data]);

  useEffect(() => {
    if (!controller) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = controller.columns.onLayoutChange((layout) => {
      clearTimeout(timer);
      timer = setTimeout(() => save.current(layout as unknown as SettingValue), saveDelayMs);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [controller]);
}
