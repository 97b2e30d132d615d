import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { labMatrixCodes } from '../../domain/codes/matrix-codes';
import type { SuggestOutcome } from '../../domain/suggest/suggest-outcome';
import { analysisSamplesOfSuggestions } from '../../domain/suggest/suggestion-samples';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { useCreateSuggestedSamples } from './use-create-suggested-samples';

interface CreateProps {
  projectId: number;
  outcome: SuggestOutcome;
  /** How many samples were created, or null when the dialog closed without creating. */
  onDone(count: number | null): void;
}

/** The create analysis sample dialog (spec 02 section 2: name, matrix): one analysis sample per suggestion. */
export function CreateSamplesDialog({ projectId, outcome, onDone }: CreateProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('MM');
  const [matrixCode, setMatrixCode] = useState<string>('GR');
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateSuggestedSamples(projectId);
  const submit = () => {
    const planned = analysisSamplesOfSuggestions(outcome, { name, matrixCode });
    if (!planned.ok) {
      setRefusal(planned.reason);
      return;
    }
    create.mutate(planned.samples, { onSuccess: (count) => onDone(count) });
  };
  const failure = create.error;
  return (
    <ModalDialog title={t('suggest.create.title', { count: outcome.suggestions.length })} onDismiss={() => onDone(null)}>
      <form onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <div className="suggest__field">
          <label htmlFor={`${id}-name`}>{t('suggest.create.name')}</label>
          <input id={`${id}-name`} value={name} maxLength={90} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="suggest__field">
          <label htmlFor={`${id}-matrix`}>{t('suggest.create.matrix')}</label>
          <select id={`${id}-matrix`} value={matrixCode} onChange={(event) => setMatrixCode(event.target.value)}>
            {labMatrixCodes.map((code) => <option key={code} value={code}>{`${code} · ${t(`suggest.matrix.${code}`)}`}</option>)}
          </select>
        </div>
        {refusal ? <p role="alert">{t(`suggest.create.refused.${refusal}`)}</p> : null}
        {failure ? <p role="alert">{isApiError(failure) ? t(failure.messageKey, failure.params) : String(failure)}</p> : null}
        <div className="modal__actions">
          <button type="submit" disabled={create.isPending}>{t('suggest.create.submit')}</button>
          <button type="button" onClick={() => onDone(null)}>{t('suggest.cancel')}</button>
        </div>
      </form>
    </ModalDialog>
  );
}
