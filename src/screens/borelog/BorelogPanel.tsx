import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointQueries } from '../../api';
import { generateBorelog, type BorelogOutputType } from '../../api/calls/borelog';
import { apiOf } from '../../api/queries/api-binding';
import { borelogQueries } from '../../api/queries/borelog-queries';
import '../media/media.css';

/** Props of BorelogPanel. */
export interface BorelogPanelProps {
  projectId: number;
  /** The point shown first: the point on view, or the project's first point. */
  mpGuid: string | undefined;
  onClose: () => void;
}

/** Saves bytes as a file through a temporary object URL. */
function saveFile(name: string, type: string, content: Uint8Array<ArrayBuffer>): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The borelog side panel (spec 02 section 2; spec 01 section 2, the borelog action of the project and point
 * screens): pick a point and a template, preview its log as SVG, download it as PNG or PDF. Drawn by our
 * own renderer on the server (GenerateBorelog); previews are cached for the day.
 */
export function BorelogPanel({ projectId, mpGuid, onClose }: BorelogPanelProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const points = useQuery(pointQueries.list(projectId));
  const templates = useQuery(borelogQueries.templates());
  const [picked, setPicked] = useState(mpGuid);
  const [layout, setLayout] = useState(1);
  const [failed, setFailed] = useState(false);
  const first = points.data?.[0]?.MpGuid;
  const point = picked ?? (typeof first === 'string' ? first : undefined);
  const preview = useQuery({ ...borelogQueries.preview(projectId, point ?? '', layout, i18n.language), enabled: point !== undefined });
  const download = async (outputType: BorelogOutputType) => {
    if (!point) return;
    setFailed(false);
    try {
      const file = await generateBorelog(apiOf(client), projectId, point, layout, outputType, i18n.language);
      saveFile(file.fileName, file.mediaType, file.content);
    } catch {
      setFailed(true);
    }
  };
  return (
    <aside className="borelog-panel" aria-labelledby={headingId}>
      <header className="media-gallery__header">
        <h2 id={headingId}>{t('media.borelog.title')}</h2>
        <button type="button" onClick={onClose}>{t('media.gallery.close')}</button>
      </header>
      <div className="borelog-panel__controls">
        <label>
          {t('media.borelog.point')}
          <select value={point ?? ''} onChange={(event) => setPicked(event.target.value)}>
            {(points.data ?? []).map((row) => <option key={String(row.MpGuid)} value={String(row.MpGuid)}>{String(row.MpName ?? row.MpGuid)}</option>)}
          </select>
        </label>
        <label>
          {t('media.borelog.template')}
          <select value={layout} onChange={(event) => setLayout(Number(event.target.value))}>
            {(templates.data ?? []).map((template) => <option key={template.TemplateID} value={template.TemplateID}>{t(template.NameKey)}</option>)}
          </select>
        </label>
        <button type="button" disabled={!point} onClick={() => void download('PNG')}>{t('media.borelog.downloadPng')}</button>
        <button type="button" disabled={!point} onClick={() => void download('PDF')}>{t('media.borelog.downloadPdf')}</button>
      </div>
      {(preview.isError || failed) && <p role="alert">{t('media.server.borelogFailed')}</p>}
      {preview.isPending && point !== undefined && <p role="status">{t('media.gallery.loading')}</p>}
      {points.isSuccess && points.data.length === 0 && <p>{t('media.borelog.noPoints')}</p>}
      {/* Our own renderer's SVG (src/domain/borelog), every text escaped there: inlined so it scales and can be read. */}
      {preview.data && <div className="borelog-panel__preview" role="img" aria-label={t('media.borelog.previewOf', { point: preview.data.match(/data-point="([^"]*)"/)?.[1] ?? '' })} dangerouslySetInnerHTML={{ __html: preview.data }} />}
    </aside>
  );
}
