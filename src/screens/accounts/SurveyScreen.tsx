import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSurvey } from '../../api/calls/accounts';
import type { SurveyAnswer } from '../../api/calls/accounts';
import { errorNotice } from '../../ui/notices/notices-context';
import { useApiClient } from '../../ui/services-context';
import './accounts.css';

/** The three questions (spec 02 section 2): does it support your work, has it the right features, would you recommend it. */
const questions = ['supportsWork', 'rightFeatures', 'recommend'] as const;
const marks = [1, 2, 3, 4, 5] as const;

type Question = (typeof questions)[number];

/** The satisfaction survey (spec 02 sections 2 and 3): three questions marked 1 to 5, plus remarks. */
export function SurveyScreen() {
  const { t } = useTranslation();
  const api = useApiClient();
  const [answers, setAnswers] = useState<Partial<Record<Question, number>>>({});
  const [remarks, setRemarks] = useState('');
  const [tried, setTried] = useState(false);
  const save = useMutation({ mutationFn: (survey: SurveyAnswer) => saveSurvey(api, survey) });
  const missing = questions.filter((question) => answers[question] === undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const { supportsWork, rightFeatures, recommend } = answers;
    if (supportsWork === undefined || rightFeatures === undefined || recommend === undefined) return;
    save.mutate({ supportsWork, rightFeatures, recommend, remarks });
  };

  if (save.isSuccess) {
    return <section className="accounts-page"><h1>{t('accounts.survey.title')}</h1><p role="status">{t('accounts.survey.thanks')}</p></section>;
  }
  const refusal = save.error ? errorNotice(save.error) : null;
  return (
    <section className="accounts-page" aria-labelledby="survey-title">
      <h1 id="survey-title">{t('accounts.survey.title')}</h1>
      <form onSubmit={submit} noValidate>
        {questions.map((question) => (
          <fieldset key={question} aria-invalid={tried && missing.includes(question)}>
            <legend>{t(`accounts.survey.questions.${question}`)}</legend>
            {marks.map((mark) => (
              <label key={mark} className="accounts-mark">
                <input type="radio" name={question} value={mark} checked={answers[question] === mark} onChange={() => setAnswers({ ...answers, [question]: mark })} />
                {t(`accounts.survey.marks.${mark}`)}
              </label>
            ))}
            {tried && missing.includes(question) ? <p className="accounts-error">{t('validation.required')}</p> : null}
          </fieldset>
        ))}
        <label>
          {t('accounts.survey.remarks')}
          <textarea value={remarks} maxLength={2000} rows={4} onChange={(event) => setRemarks(event.target.value)} />
        </label>
        {refusal ? <p role="alert" className="accounts-error">{t(refusal.messageKey, refusal.params)}</p> : null}
        <button type="submit" className="button button--primary" disabled={save.isPending}>{t('accounts.survey.send')}</button>
      </form>
    </section>
  );
}
