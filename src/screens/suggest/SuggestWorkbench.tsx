import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiOf } from '../../api/queries/api-binding';
import { suggestSamplesCall } from '../../api/calls/suggest';
import { isApiError } from '../../api/errors';
import type { SuggestInput } from '../../domain/suggest/suggest-input';
import type { SuggestOutcome } from '../../domain/suggest/suggest-outcome';
import type { SuggestSettings } from '../../domain/suggest/suggest-settings';
import { defaultSuggestSettings, suggestSettingsIssues } from '../../domain/suggest/suggest-settings';
import { SuggestForm } from './SuggestForm';
import { SuggestResults } from './SuggestResults';

/** Today as 'YYYY-MM-DD' in the user's own time zone: jars' ages count from it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

interface WorkbenchProps {
  projectId: number;
  projectCode: string;
  input: SuggestInput;
  availableSampleDays: number;
}

/**
 * The inputs and outputs of suggest analysis samples (spec 02 section 2): the inputs are checked
 * against section 5 before the algorithm service is asked (section 7); its outcome is shown, and
 * jars switched, in the browser.
 */
export function SuggestWorkbench({ projectId, projectCode, input, availableSampleDays }: WorkbenchProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [settings, setSettings] = useState<SuggestSettings>(() => ({
    ...defaultSuggestSettings(availableSampleDays, today()), projectCode, pointIds: input.points.map((point) => point.MpID),
  }));
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<SuggestOutcome | null>(null);
  const suggest = useMutation({
    mutationFn: (sent: SuggestSettings) => suggestSamplesCall(apiOf(client), sent, input),
    onSuccess: setOutcome,
  });
  const issues = suggestSettingsIssues(settings);
  const run = () => {
    setChecked(true);
    if (issues.length === 0) suggest.mutate(settings);
  };
  const failure = suggest.error;
  return (
    <section className="suggest" aria-labelledby="suggest-title" aria-busy={suggest.isPending}>
      <h1 id="suggest-title">{t('suggest.title')} · {projectCode}</h1>
      <SuggestForm settings={settings} points={input.points} issues={checked ? issues : []} busy={suggest.isPending} onChange={setSettings} onSubmit={run} />
      {failure ? <p role="alert">{t('suggest.error.gettingSuggestions')}: {isApiError(failure) ? t(failure.messageKey, failure.params) : String(failure)}</p> : null}
      {outcome ? <SuggestResults projectId={projectId} outcome={outcome} onOutcome={setOutcome} /> : null}
    </section>
  );
}
