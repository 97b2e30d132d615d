import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredMediaItem } from '../../api/calls/media';
import { pointQueries } from '../../api';
import { mediaQueries } from '../../api/queries/media-queries';
import type { MediaClassification } from '../../domain/entities/media-item';
import { formatDisplayDate } from '../../domain/dates/display-formats';
import { DataTable } from '../../ui/data-table';
import type { DataColumn, TableSettingsState } from '../../ui/data-table';
import { useLanguage } from '../../ui/services-context';
import { sizeText } from './media-size';
import { useOpenMediaFile } from './use-open-media-file';

const noItems: readonly StoredMediaItem[] = [];

/** Props of MediaTable. */
export interface MediaTableProps {
  projectId: number;
  projectGuid: string | undefined;
  /** The gallery's classifications, in its order (its sections in tile mode). */
  classifications: readonly MediaClassification[];
  /** The gallery's settings (mode, columns, sort), which its mode switch also uses. */
  view: TableSettingsState;
  settingName: string;
  labelledBy: string;
}

/**
 * A gallery in table mode (spec 02 section 2: 'Views can switch between tile, table and dashboard
 * modes'): every file of the gallery's classifications in one sortable, filterable table of name,
 * type, upload date, size and linked point; the name opens the file. Uploading and deleting stay with
 * the tiles.
 */
export function MediaTable({ projectId, projectGuid, classifications, view, settingName, labelledBy }: MediaTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useQuery({ ...mediaQueries.list(projectId, projectGuid ?? ''), enabled: projectGuid !== undefined });
  const points = useQuery(pointQueries.markers(projectId));
  const openFile = useOpenMediaFile(projectGuid);
  const all = list.data ?? noItems;
  const items = useMemo(() => {
    const shown = new Set<MediaClassification>(classifications);
    return all.filter((item) => shown.has(item.MediaClassification));
  }, [all, classifications]);
  const pointNames = useMemo(() => new Map((points.data ?? []).map((point) => [point.MpGuid, point.MpName ?? ''])), [points.data]);
  const columns = useMemo<DataColumn<StoredMediaItem>[]>(() => [
    {
      id: 'name', header: t('media.table.name'), text: (item) => item.FileName, width: 260,
      cell: (item) => (
        <button type="button" className="media-table__open" onClick={() => void openFile(item.FileName)}
          aria-label={t('media.gallery.download', { name: item.FileName })}>{item.FileName}</button>
      ),
    },
    { id: 'type', header: t('media.table.type'), text: (item) => t(`media.gallery.section.${item.MediaClassification}`), width: 170 },
    { id: 'date', header: t('media.table.date'), text: (item) => formatDisplayDate(item.UploadedAt, language, true), sortValue: (item) => item.UploadedAt, width: 170 },
    { id: 'size', header: t('media.table.size'), text: (item) => sizeText(item.ByteSize), sortValue: (item) => item.ByteSize, width: 100, numeric: true },
    { id: 'point', header: t('media.table.point'), text: (item) => (item.MpGuid ? (pointNames.get(item.MpGuid) ?? '') : ''), width: 160 },
  ], [t, language, openFile, pointNames]);

  if (list.isError) return <p role="alert">{t('media.gallery.loadFailed')}</p>;
  if (!list.isSuccess) return <p role="status">{t('media.gallery.loading')}</p>;
  if (items.length === 0) {
    return <ul className="media-table__empty">{classifications.map((classification) => <li key={classification}>{t(`media.gallery.empty.${classification}`)}</li>)}</ul>;
  }
  return <DataTable labelledBy={labelledBy} settingName={settingName} rows={items} columns={columns} viewSettings={view} />;
}
