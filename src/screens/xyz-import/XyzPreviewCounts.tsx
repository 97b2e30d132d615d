import { useTranslation } from 'react-i18next';
import type { XyzPreviewCounts as Counts } from '../../grids/xyz/model';

/**
 * The preview's counts (spec 02 section 2): rows, new points, updated points, invalid rows and the
 * gauging tubes the save adds; the same in one sentence for screen readers, announced as it changes.
 */
export function XyzPreviewCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const items = [
    { key: 'total', label: t('xyzImport.preview.total'), value: counts.total },
    { key: 'new', label: t('xyzImport.status.new'), value: counts.new },
    { key: 'updated', label: t('xyzImport.status.updated'), value: counts.updated },
    { key: 'invalid', label: t('xyzImport.status.invalid'), value: counts.invalid },
    { key: 'gaugingTubes', label: t('xyzImport.preview.tubes'), value: counts.gaugingTubes },
  ];
  return (
    <div className="xyz-counts" data-total={counts.total}>
      <dl className="xyz-counts__list">
        {items.map((item) => (
          <div key={item.key} className={`xyz-counts__item xyz-counts__item--${item.key}`}>
            <dt>{item.label}</dt>
            <dd data-count={item.key}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="visually-hidden" role="status" aria-live="polite">
        {t('xyzImport.preview.summary', { new: counts.new, updated: counts.updated, invalid: counts.invalid })}
      </p>
    </div>
  );
}
