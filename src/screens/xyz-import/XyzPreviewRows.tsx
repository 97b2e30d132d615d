import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { XyzPreview, XyzPreviewRow, XyzRowStatus } from '../../grids/xyz/model';

/** Props of XyzPreviewRows. */
export interface XyzPreviewRowsProps {
  preview: XyzPreview;
  /** Selects the grid cell a preview row came from. */
  onShowRow(sourceRow: number): void;
}

const rowHeight = 30;
type StatusFilter = XyzRowStatus | 'all';
const filters: readonly StatusFilter[] = ['all', 'invalid', 'new', 'updated'];

const coordinate = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * Each pasted row's status in the preview (spec 02 section 2): new, updated (with the stored point's
 * name) or invalid (with its first error), and where the point goes in the project's system. A
 * virtualised ARIA table, so 10,000 rows draw only those in view; a filter shows one status only.
 */
export function XyzPreviewRows({ preview, onShowRow }: XyzPreviewRowsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const rows = useMemo(() => (filter === 'all' ? preview.rows : preview.rows.filter((row) => row.status === filter)), [preview.rows, filter]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length, getScrollElement: () => scrollerRef.current, estimateSize: () => rowHeight, overscan: 10,
    getItemKey: (index) => rows[index]?.sourceRow ?? index,
  });
  const columns = [
    t('xyzImport.preview.row'), t('xyzImport.column.name'), t('xyzImport.preview.status'),
    t('xyzImport.preview.targetX', { system: preview.targetSystem }), t('xyzImport.preview.targetY', { system: preview.targetSystem }),
    t('xyzImport.column.z'), t('xyzImport.preview.message'),
  ];
  const message = (row: XyzPreviewRow): string => {
    const error = row.issues.find((issue) => issue.severity === 'error');
    if (error) return t(error.code, error.params);
    if (row.createsGaugingTube) return t('xyzImport.preview.addsTube');
    return row.match && row.match.MpName !== row.name ? t('xyzImport.preview.matches', { name: row.match.MpName }) : '';
  };

  return (
    <section className="xyz-rows" aria-labelledby={headingId}>
      <div className="xyz-rows__head">
        <h2 id={headingId} className="xyz-rows__title">{t('xyzImport.preview.title')}</h2>
        <label className="xyz-rows__filter">
          {t('xyzImport.preview.filter')}{' '}
          <select value={filter} onChange={(event) => setFilter(event.target.value as StatusFilter)}>
            {filters.map((option) => <option key={option} value={option}>{t(option === 'all' ? 'xyzImport.preview.all' : `xyzImport.status.${option}`)}</option>)}
          </select>
        </label>
      </div>
      <div ref={scrollerRef} className="xyz-rows__scroller" tabIndex={0} role="region" aria-labelledby={headingId}>
        <div role="table" aria-labelledby={headingId} aria-rowcount={rows.length + 1} aria-colcount={columns.length} className="xyz-rows__table">
          <div role="rowgroup" className="xyz-rows__header">
            <div role="row" aria-rowindex={1} className="xyz-rows__row">
              {columns.map((title, index) => <div key={index} role="columnheader" aria-colindex={index + 1} className="xyz-rows__cell">{title}</div>)}
            </div>
          </div>
          <div role="rowgroup" className="xyz-rows__body" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const cells = [
                row.name, t(`xyzImport.status.${row.status}`), coordinate(row.target?.x), coordinate(row.target?.y), coordinate(row.target?.z), message(row),
              ];
              return (
                <div
                  key={item.key} role="row" aria-rowindex={item.index + 2} className={`xyz-rows__row xyz-rows__row--${row.status}`}
                  style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
                >
                  <div role="cell" aria-colindex={1} className="xyz-rows__cell">
                    <button
                      type="button" className="xyz-rows__jump" aria-label={t('xyzImport.preview.showRow', { row: row.sourceRow })}
                      onClick={() => onShowRow(row.sourceRow)}
                    >
                      {row.sourceRow}
                    </button>
                  </div>
                  {cells.map((text, index) => (
                    <div key={index} role="cell" aria-colindex={index + 2} className={`xyz-rows__cell xyz-rows__cell--${index}`} title={text}>{text}</div>
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
