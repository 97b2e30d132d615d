import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeOption } from '../../domain/editing';
import type { GridController } from '../../grid';
import { componentsOfSample, parseComponentLines, resultRowsToAdd } from '../../grids/results/manual-input';
import { sampleField } from '../../grids/results/result-columns';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import type { ResultGridRow } from './use-results-grid';

/** Props of AddResultsDialog. */
export interface AddResultsDialogProps {
  controller: GridController<ResultGridRow>;
  samples: readonly CodeOption[];
  /** Closes the dialog; `added` rows were put in the grid, `skipped` the samples already had. */
  onDone: (added: number, skipped: number) => void;
  onCancel: () => void;
}

/** The live rows of the grid (edits included), to copy components from and to leave out what exists. */
function liveRows(controller: GridController<ResultGridRow>): Record<string, unknown>[] {
  const fields = controller.columns.all.map((column) => column.field);
  return Array.from({ length: controller.rowCount }, (_, row) => {
    const values: Record<string, unknown> = {};
    for (const field of fields) {
      const col = controller.columns.indexOf(field);
      values[field] = col === undefined ? controller.loadedRow(controller.rowKeyAt(row))?.[field] : controller.valueAt(row, col);
    }
    return values;
  });
}

/**
 * Manual analysis result input (spec 02 section 2): choose the samples, then the components — taken
 * over from another sample or typed as 'component; method; unit' lines — and add them to the samples
 * as new grid rows (one undo step) whose values the user then types or pastes. The save sends them.
 */
export function AddResultsDialog({ controller, samples, onDone, onCancel }: AddResultsDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const live = liveRows(controller);
  const selected = new Set(controller.selectedRowKeys().map((key) => controller.rowIndexOf(key)).flatMap((row) => (row === undefined ? [] : [String(live[row]?.[sampleField] ?? '')])));
  const [targets, setTargets] = useState<string[]>(samples.filter((sample) => selected.has(sample.code)).map((sample) => sample.code));
  const [source, setSource] = useState<'sample' | 'typed'>('sample');
  const [from, setFrom] = useState(samples.find((sample) => live.some((row) => row[sampleField] === sample.code))?.code ?? '');
  const [typed, setTyped] = useState('');
  const components = source === 'sample' ? componentsOfSample(live, from) : parseComponentLines(typed);

  return (
    <ModalDialog title={t('results.manual.title')} onDismiss={onCancel}>
      <fieldset className="results-manual__samples">
        <legend>{t('results.manual.samples')}</legend>
        {samples.map((sample) => (
          <label key={sample.code}>
            <input type="checkbox" checked={targets.includes(sample.code)}
              onChange={(event) => setTargets(event.target.checked ? [...targets, sample.code] : targets.filter((code) => code !== sample.code))} />
            {sample.description || sample.code}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('results.manual.components')}</legend>
        <label>
          <input type="radio" name={`${id}source`} checked={source === 'sample'} onChange={() => setSource('sample')} />
          {t('results.manual.takeOver')}
        </label>
        <select aria-label={t('results.manual.fromSample')} value={from} disabled={source !== 'sample'} onChange={(event) => setFrom(event.target.value)}>
          {samples.map((sample) => <option key={sample.code} value={sample.code}>{sample.description || sample.code}</option>)}
        </select>
        <label>
          <input type="radio" name={`${id}source`} checked={source === 'typed'} onChange={() => setSource('typed')} />
          {t('results.manual.typed')}
        </label>
        <textarea aria-label={t('results.manual.typedLines')} rows={4} value={typed} disabled={source !== 'typed'} placeholder="Cadmium; AS3000; mg/kg ds" onChange={(event) => setTyped(event.target.value)} />
        <p>{t('results.manual.count', { count: components.length })}</p>
      </fieldset>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onCancel}>{t('dialog.cancel')}</button>
        <button type="button" className="button button--primary" disabled={targets.length === 0 || components.length === 0}
          onClick={() => {
            const { rows, skipped } = resultRowsToAdd(targets, components, live);
            onDone(controller.appendRows(rows), skipped);
          }}>
          {t('results.manual.add')}
        </button>
      </div>
    </ModalDialog>
  );
}
