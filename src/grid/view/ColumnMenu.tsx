import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridController } from '../controller/grid-controller';
import type { GridSnapshot } from '../controller/grid-types';

/** Props of ColumnMenu. */
export interface ColumnMenuProps {
  controller: GridController<object>;
  snapshot: GridSnapshot;
  field: string;
  onClose: () => void;
}

const widthStep = 40;

/**
 * One column's menu (sort and filter per column; resize, reorder, pin and hide): every
 * column action as a button, so the keyboard reaches all of them. Escape closes it.
 */
export function ColumnMenu({ controller, snapshot, field, onClose }: ColumnMenuProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.querySelector<HTMLElement>('button, input')?.focus(), []);
  const column = controller.columns.visible.find((candidate) => candidate.field === field) ?? controller.columns.byField(field);
  if (!column) return null;
  const index = controller.columns.indexOf(field) ?? -1;
  const visible = controller.columns.visible;
  const hidden = controller.columns.layout.hidden;
  const filter = snapshot.filters.find((candidate) => candidate.field === field)?.text ?? '';
  const pinned = visible[index]?.pinned ?? false;
  const act = (action: () => void, close = true) => () => {
    action();
    if (close) onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  const width = visible[index]?.width ?? column.width;
  return (
    <div ref={panel} role="dialog" aria-label={t('grid.columnMenu.title', { column: column.title })} className="data-grid__column-menu" onKeyDown={onKeyDown}>
      <p className="data-grid__column-menu-title">{column.title}</p>
      <div className="data-grid__column-menu-group" role="group" aria-label={t('grid.columnMenu.sort')}>
        <button type="button" onClick={act(() => controller.sortBy(field, 'asc'))}>{t('grid.columnMenu.sortAscending')}</button>
        <button type="button" onClick={act(() => controller.sortBy(field, 'desc'))}>{t('grid.columnMenu.sortDescending')}</button>
        <button type="button" onClick={act(() => controller.sortBy(field, null))} disabled={snapshot.sort.length === 0}>{t('grid.columnMenu.sortNone')}</button>
      </div>
      <label className="data-grid__column-menu-filter">
        {t('grid.columnMenu.filter')}
        <input type="search" value={filter} onChange={(event) => controller.filterBy(field, event.target.value)} onKeyDown={(event) => { if (event.key === 'Enter') onClose(); }} />
      </label>
      <div className="data-grid__column-menu-group" role="group" aria-label={t('grid.columnMenu.arrange')}>
        <button type="button" onClick={act(() => controller.columns.pin(field, !pinned))}>{t(pinned ? 'grid.columnMenu.unpin' : 'grid.columnMenu.pin')}</button>
        <button type="button" disabled={index <= 0} onClick={act(() => controller.columns.move(field, visible[index - 1]?.field ?? null), false)}>{t('grid.columnMenu.moveLeft')}</button>
        <button type="button" disabled={index < 0 || index >= visible.length - 1} onClick={act(() => controller.columns.move(field, visible[index + 2]?.field ?? null), false)}>{t('grid.columnMenu.moveRight')}</button>
        <button type="button" onClick={act(() => controller.columns.resize(field, width + widthStep), false)}>{t('grid.columnMenu.wider')}</button>
        <button type="button" onClick={act(() => controller.columns.resize(field, width - widthStep), false)}>{t('grid.columnMenu.narrower')}</button>
        <button type="button" disabled={visible.length <= 1} onClick={act(() => controller.columns.hide(field, true))}>{t('grid.columnMenu.hide')}</button>
      </div>
      {hidden.length > 0 ? (
        <div className="data-grid__column-menu-group" role="group" aria-label={t('grid.columnMenu.hidden')}>
          {hidden.map((name) => (
            <button key={name} type="button" onClick={act(() => controller.columns.hide(name, false))}>
              {t('grid.columnMenu.show', { column: controller.columns.byField(name)?.title ?? name })}
            </button>
          ))}
        </div>
      ) : null}
      <button type="button" className="data-grid__column-menu-close" onClick={onClose}>{t('grid.columnMenu.close')}</button>
    </div>
  );
}
