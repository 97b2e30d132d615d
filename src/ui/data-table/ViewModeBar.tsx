import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableSettingsState } from './use-table-settings';
import { ViewModeSwitch } from './ViewModeSwitch';
import './data-table.css';

/**
 * The mode switch of a view whose mode is saved per user (spec 02 section 2: 'Views can switch between
 * tile, table and dashboard modes'; section 7, UpdateSetting), with the spec's message when the choice
 * cannot be read or kept (spec 02 section 8). Views that are not one data table (the overview's grids,
 * the galleries) place it themselves; a data table carries its own.
 */
export function ViewModeBar({ view, extra }: { view: TableSettingsState; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="data-table__mode-bar">
      <ViewModeSwitch mode={view.settings.mode} onMode={(mode) => view.change({ mode })} extra={extra} />
      {view.problem ? <p role="alert" className="data-table__problem">{t(`dataTable.settings.${view.problem}`)}</p> : null}
    </div>
  );
}
