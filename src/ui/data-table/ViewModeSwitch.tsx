import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from './table-settings';

const modes: readonly ViewMode[] = ['tiles', 'table'];

/** The switch's inputs; `extra` takes further modes that are places of their own, such as a dashboard link. */
export interface ViewModeSwitchProps {
  mode: ViewMode;
  onMode(mode: ViewMode): void;
  extra?: ReactNode;
}

/**
 * Tile or table (spec 02 section 2: 'Views can switch between tile, table and dashboard modes'): toggle
 * buttons in one group, the pressed one the mode shown; reachable with Tab, pressed with Enter or Space.
 */
export function ViewModeSwitch({ mode, onMode, extra }: ViewModeSwitchProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('dataTable.mode.label')} className="data-table__modes">
      {modes.map((candidate) => (
        <button key={candidate} type="button" aria-pressed={candidate === mode} onClick={() => onMode(candidate)}>
          {t(`dataTable.mode.${candidate}`)}
        </button>
      ))}
      {extra}
    </div>
  );
}
