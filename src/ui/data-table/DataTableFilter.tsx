import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The text filter of a data table: every word must appear in a row's shown cells; the count follows as it narrows. */
export function DataTableFilter({ value, onChange, status }: { value: string; onChange(value: string): void; status: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="data-table__filter">
      <label htmlFor={id}>{t('dataTable.filter.label')}</label>
      <input id={id} type="search" value={value} maxLength={200} placeholder={t('dataTable.filter.placeholder')}
        onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-status`} />
      <span id={`${id}-status`} role="status">{status}</span>
    </div>
  );
}
