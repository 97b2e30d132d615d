import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { settingMutations, settingQueries } from '../../api';
import type { SettingValue } from '../../api';
import { defaultTableSettings, parseTableSettings } from './table-settings';
import type { TableSettings } from './table-settings';

/** How long a change waits for the next before it is saved: typing a width makes several. */
const saveDelayMs = 300;

/** A table's settings as its view uses them. */
export interface TableSettingsState {
  settings: TableSettings;
  /** Applies a change at once and saves it after a short pause. */
  change(patch: Partial<TableSettings>): void;
  /** The saved settings have been read (or could not be, and the defaults apply). */
  ready: boolean;
  /** Spec 02 section 8: 'Unable to fetch table settings' / 'Unable to update table settings'. */
  problem: 'fetchFailed' | 'updateFailed' | null;
}

/**
 * One user's settings of one read-only table (spec 02 section 7: GetSettingByName and UpdateSetting
 * in AppTableSettings, under `settingName`). The table works with the defaults while the settings
 * load or when they cannot be fetched; a change that cannot be saved stays on screen, and the
 * spec's message says it was not kept.
 */
export function useTableSettings(settingName: string): TableSettingsState {
  const saved = useQuery({ ...settingQueries.byName(settingName), retry: false });
  const update = useMutation(settingMutations.update(settingName));
  const save = useRef(update.mutate);
  save.current = update.mutate;
  const [local, setLocal] = useState<TableSettings | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fromServer = saved.data === undefined ? defaultTableSettings : parseTableSettings(saved.data);
  const settings = local ?? fromServer;
  const latest = useRef(settings);
  latest.current = settings;

  const change = useCallback((patch: Partial<TableSettings>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setLocal(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save.current(next as unknown as SettingValue), saveDelayMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    settings,
    change,
    ready: !saved.isPending,
    problem: update.isError ? 'updateFailed' : saved.isError ? 'fetchFailed' : null,
  };
}
