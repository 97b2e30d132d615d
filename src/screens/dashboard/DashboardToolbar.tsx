import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../api/calls/dashboards';
import { homeDashboardNumber } from '../../domain/dashboard/home-dashboard';
import { widgetKinds } from '../../domain/dashboard/widget-kinds';
import type { WidgetKind } from '../../domain/dashboard/widget-kinds';
import { CommandButton } from '../../ui/commands/CommandButton';
import { Toolbar } from '../../ui/shell/Toolbar';

/** The dashboard's toolbar: which dashboard, the dialogs, edit mode and, in edit mode, adding a widget. */
export function DashboardToolbar({ dashboards, current, editing, saving, onOpen, onAddWidget }: {
  dashboards: readonly Dashboard[];
  current: number;
  editing: boolean;
  saving: boolean;
  onOpen(number: number): void;
  onAddWidget(kind: WidgetKind): void;
}) {
  const { t } = useTranslation();
  const pickerId = useId();
  const widgetId = useId();
  return (
    <Toolbar
      label={t('dashboard.toolbar')}
      start={(
        <>
          <label htmlFor={pickerId}>{t('dashboard.pick')}</label>
          <select id={pickerId} value={current} onChange={(event) => onOpen(Number(event.target.value))}>
            {dashboards.map((entry) => (
              <option key={entry.DbNumber} value={entry.DbNumber}>{entry.DbNumber === homeDashboardNumber ? t('dashboard.homeName') : entry.DbName}</option>
            ))}
          </select>
          <CommandButton command="dashboard.toggleEdit" aria-pressed={editing} busy={saving} />
          <CommandButton command="dashboard.add" />
          <CommandButton command="dashboard.refresh" />
          {editing ? (
            <>
              <CommandButton command="dashboard.rename" />
              <CommandButton command="dashboard.autoAlign" />
              <label htmlFor={widgetId}>{t('dashboard.edit.addWidget')}</label>
              <select id={widgetId} value="" onChange={(event) => { if (event.target.value) onAddWidget(event.target.value as WidgetKind); }}>
                <option value="">{t('dashboard.edit.chooseWidget')}</option>
                {widgetKinds.map((kind) => <option key={kind} value={kind}>{t(`dashboard.widget.${kind}`)}</option>)}
              </select>
            </>
          ) : null}
        </>
      )}
      end={<CommandButton command="dashboard.delete" variant="danger" />}
    />
  );
}
