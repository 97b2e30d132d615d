import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { settingMutations, settingQueries } from '../../api';
import type { SettingValue } from '../../api';
import { defaultTableSettings, parseTableSettings } from './table-settings';
import type { TableSettings, ViewMode } from './table-settings';

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
 * spec's message says it was not kept. `defaultMode` is the mode until the user picks one.
 */
export function useTableSettings(settingName: string, defaultMode: ViewMode = defaultTableSettings.mode): TableSettingsState {
  const saved = useQuery({ ...settingQueries.byName(settingName), retry: false });
  const update = useMutation(settingMutations.update(settingName));
  const save = useRef(update.mutate);
  save.current = update.mutate;
  // A change is held under its setting's name, so a view that moves on to another setting starts from that one's.
  const [local, setLocal] = useState<{ name: string; settings: TableSettings } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fromServer = parseTableSettings(saved.data, defaultMode);
  const settings = local?.name === settingName ? local.settings : fromServer;
  const latest = useRef(settings);
  latest.current = settings;

  const change = useCallback((patch: Partial<TableSettings>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setLocal({ name: settingName, settings: next });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save.current(next as unknown as SettingValue), saveDelayMs);
  }, [settingName]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    settings,
    change,
    ready: !saved.isPending,
    problem: update.isError ? 'updateFailed' : saved.isError ? 'fetchFailed' : null,
  };
}
