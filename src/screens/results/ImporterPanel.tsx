import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiOf } from '../../api/queries/api-binding';
import { labKeys } from '../../api/queries/lab-queries';
import { resultKeys, resultQueries } from '../../api/queries/result-queries';
import { uploadDeliveries } from '../../api/calls/results';
import type { ImporterStatus } from '../../api/calls/results';
import { minutesSinceRun } from '../../domain/lab/last-run';
import { CommandButton } from '../../ui/commands/CommandButton';
import { useNotices } from '../../ui/notices/notices-context';

/** Reads a picked file as base64, as the upload call sends files. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsDataURL(file);
  });
}

function LastRun({ status }: { status: ImporterStatus }) {
  const { t } = useTranslation();
  const minutes = minutesSinceRun(status.LastRunAt, new Date());
  return <span>{minutes === null ? t('results.importer.neverRan') : t('results.importer.lastRun', { count: minutes })}</span>;
}

/**
 * The lab result importer's status (spec 02 sections 2 and 4): last run n minutes ago, checking /
 * idle / running, 'force import', an upload of delivery files, and the latest deliveries with their
 * import logs (unknown samples and unreadable files named there). Finished imports refresh the project's
 * results and lab assignments.
 */
export function ImporterPanel({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const client = useQueryClient();
  const notices = useNotices();
  const status = useQuery(resultQueries.importer());
  const seenImports = useRef<string | null>(null);
  const upload = useMutation({
    mutationFn: async (files: File[]) => uploadDeliveries(apiOf(client), await Promise.all(files.map(async (file) => ({ name: file.name, base64: await base64Of(file) })))),
    onSuccess: (received) => {
      for (const entry of received) {
        notices.notify(entry.queued
          ? { kind: 'info', messageKey: 'results.importer.queued', params: { file: entry.fileName } }
          : { kind: 'info', messageKey: 'results.importer.receivedBefore', params: { file: entry.fileName, earlier: entry.earlier ?? '' } });
      }
      void client.invalidateQueries({ queryKey: resultKeys.importer });
    },
    onError: (error) => notices.notifyError(error),
  });

  const data = status.data;
  // A delivery that finished since the last look changes results and assignments: read them again.
  const imports = data ? data.Deliveries.filter((delivery) => delivery.state === 'imported').map((delivery) => delivery.receivedAt).join('|') : null;
  useEffect(() => {
    if (imports === null || imports === seenImports.current) return;
    if (seenImports.current !== null) {
      void client.invalidateQueries({ queryKey: resultKeys.ofProject(projectId) });
      void client.invalidateQueries({ queryKey: labKeys.assignments(projectId) });
    }
    seenImports.current = imports;
  }, [imports, client, projectId]);

  return (
    <section className="results-importer" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('results.importer.title')}</h2>
      {data ? (
        <p role="status" className="results-importer__state">
          {t(`results.importer.state.${data.State}`)}{' · '}<LastRun status={data} />
          {data.Folder ? '' : ` · ${t('results.importer.noFolder')}`}
        </p>
      ) : null}
      {status.error ? <p role="alert">{t('results.importer.unavailable')}</p> : null}
      <div className="results-importer__actions">
        <CommandButton command="results.forceImport" />
        <label className="button">
          {t('results.importer.upload')}
          <input
            type="file" multiple accept=".csv,.txt,.xlsx,.xml" className="results-importer__file" disabled={upload.isPending}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) upload.mutate(files);
            }}
          />
        </label>
      </div>
      {data && data.Deliveries.length > 0 ? (
        <ul className="results-importer__deliveries" aria-label={t('results.importer.log')}>
          {data.Deliveries.map((delivery) => (
            <li key={`${delivery.receivedAt}-${delivery.fileName}`}>
              <strong>{delivery.fileName}</strong> · {t(`results.importer.delivery.${delivery.state}`, { defaultValue: delivery.state })}
              <ul>
                {delivery.log.map((entry, index) => (
                  <li key={index} className={`results-importer__log--${entry.level}`}>{t(entry.key, { ...entry.params, defaultValue: entry.key })}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
