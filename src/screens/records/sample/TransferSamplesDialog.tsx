import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gaugingTubeKind, pointQueries, waterSampleMutations } from '../../../api';
import type { SamplePlacement } from '../../../api/calls/water-samples';
import { ModalDialog } from '../../../ui/dialogs/ModalDialog';
import { FormField } from '../../../ui/forms/FormField';
import { useNotices } from '../../../ui/notices/notices-context';
import type { CodeOption } from '../../../domain/editing';
import type { WaterSample } from '../../../domain/entities/water-sample';
import { hasErrors } from '../../../domain/validation/issue';
import { compareNatural } from '../../../grid/model/natural-order';
import type { SampleKind } from '../../../grids/water-samples/sample-placement';
import { destinationField, initialTransferMatrix, transferIssues, transferMatrices } from '../../../grids/water-samples/transfer-choice';
import type { TransferChoice } from '../../../grids/water-samples/transfer-choice';

/** Props of TransferSamplesDialog. */
export interface TransferSamplesDialogProps {
  kind: SampleKind;
  /** Where the samples hang now. */
  from: SamplePlacement;
  /** The selected saved samples. */
  samples: readonly WaterSample[];
  /** The matrix code list, for the descriptions beside the codes. */
  matrixOptions: readonly CodeOption[];
  onClose: () => void;
}

const byName = (a: { name: string }, b: { name: string }) => compareNatural(a.name, b.name);

/**
 * The transfer samples dialog (spec 02 sections 2 and 5): the selected samples move, with their
 * bottles and observations, to a point of the project — under one of its tubes or at the point
 * itself — and take the chosen matrix; destination and matrix are required and must fit each other.
 * One transferWaterSamples moves them all or none.
 */
export function TransferSamplesDialog({ kind, from, samples, matrixOptions, onClose }: TransferSamplesDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const notices = useNotices();
  const [choice, setChoice] = useState<TransferChoice>({ mpGuid: '', ftGuid: null, matrix: '' });
  const [attempted, setAttempted] = useState(false);
  const points = useQuery(pointQueries.list(from.prId));
  const tubes = useQuery({ ...gaugingTubeKind.list({ prId: from.prId, mpGuid: choice.mpGuid }), enabled: choice.mpGuid !== '' });
  const { mutateAsync: transfer, isPending } = useMutation(waterSampleMutations.transfer());
  const issues = transferIssues(kind, choice, { mpGuid: from.mpGuid, ftGuid: from.ftGuid ?? null });
  const shown = (field: string) => (attempted ? issues.filter((issue) => issue.field === field) : []);

  const pointChoices = (points.data ?? []).map((point) => ({ guid: String(point.MpGuid), name: String(point.MpName ?? '') })).sort(byName);
  const tubeChoices = (choice.mpGuid === '' ? [] : tubes.data ?? []).map((tube) => ({ guid: String(tube.FtGuid), name: String(tube.FtName ?? '') })).sort(byName);
  const matrices = transferMatrices(kind, choice);
  const describe = (code: string) => matrixOptions.find((option) => option.code === code)?.description ?? code;
  const place = (mpGuid: string, ftGuid: string | null) => {
    const matrix = transferMatrices(kind, { ftGuid }).includes(choice.matrix)
      ? choice.matrix : initialTransferMatrix(kind, samples.map((sample) => sample.WsMatrixCode), ftGuid);
    setChoice({ mpGuid, ftGuid, matrix });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (hasErrors(issues)) return;
    const rows = samples.map((sample) => ({ WsGuid: sample.WsGuid, WsMatrixCode: choice.matrix }) as WaterSample);
    transfer({ from, to: { prId: from.prId, mpGuid: choice.mpGuid, ftGuid: choice.ftGuid }, rows }).then((moved) => {
      if (!moved) {
        notices.notify({ kind: 'error', messageKey: 'server.waterSamples.transferFailed', params: { reason: '' } });
        return;
      }
      const destination = tubeChoices.find((tube) => tube.guid === choice.ftGuid)?.name ?? pointChoices.find((point) => point.guid === choice.mpGuid)?.name ?? '';
      notices.notify({ kind: 'success', messageKey: 'sampleGrids.transfer.done', params: { count: rows.length, destination } });
      onClose();
    }, (error: unknown) => notices.notifyError(error));
  };

  return (
    <ModalDialog title={t('sampleGrids.transfer.title')} onDismiss={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{t('sampleGrids.transfer.selection', { count: samples.length })}</p>
        <FormField id={`${id}-point`} label={t('sampleGrids.transfer.point')} required issues={shown(destinationField)}>
          {(control) => (
            <select {...control} value={choice.mpGuid} onChange={(event) => place(event.target.value, null)}>
              <option value="">{t('sampleGrids.transfer.choose')}</option>
              {pointChoices.map((point) => <option key={point.guid} value={point.guid}>{point.name}</option>)}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-tube`} label={t('sampleGrids.transfer.tube')} issues={[]}>
          {(control) => (
            <select {...control} value={choice.ftGuid ?? ''} disabled={choice.mpGuid === ''} onChange={(event) => place(choice.mpGuid, event.target.value || null)}>
              <option value="">{t('sampleGrids.transfer.atPoint')}</option>
              {tubeChoices.map((tube) => <option key={tube.guid} value={tube.guid}>{tube.name}</option>)}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-matrix`} label={t('sampleGrids.transfer.matrix')} required issues={shown('WsMatrixCode')}>
          {(control) => (
            <select {...control} value={choice.matrix} onChange={(event) => setChoice({ ...choice, matrix: event.target.value })}>
              <option value="">{t('sampleGrids.transfer.choose')}</option>
              {matrices.map((code) => <option key={code} value={code}>{`${code} – ${describe(code)}`}</option>)}
            </select>
          )}
        </FormField>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>{t('dialog.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={isPending}>{t('sampleGrids.transfer.submit')}</button>
        </div>
      </form>
    </ModalDialog>
  );
}
