import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { projectQueries } from '../../api';
import { CodeListsByScreen } from './CodeListsByScreen';
import { CodeReviewResults } from './CodeReviewResults';
import type { CodeConventionsSearch } from './code-conventions-search';
import './code-conventions.css';

/**
 * /CodeConventions (spec 01 section 2: 'has a code-review action'): the licence's code conventions,
 * which list each list field of each screen takes its codes from, and the code review, which reads a
 * chosen project and names every stored value outside its list (codes imported from other systems,
 * or of lists changed since). The reviewed project is in the URL, so a review can be bookmarked.
 */
export function CodeConventionsScreen({ search }: { search: CodeConventionsSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const selectId = useId();
  const projects = useQuery(projectQueries.list('all'));
  const [chosen, setChosen] = useState<string>(search.project === undefined ? '' : String(search.project));

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === '') return;
    void navigate({ to: '/CodeConventions', search: { project: Number(chosen) } });
  };

  return (
    <section className="code-conventions" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('dayUse.codeConventions.title')}</h1>
      <p>{t('dayUse.codeConventions.intro')}</p>
      <form className="code-conventions__form" onSubmit={review}>
        <label htmlFor={selectId}>{t('dayUse.codeConventions.project')}</label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)} required>
          <option value="">{t('dayUse.codeConventions.chooseProject')}</option>
          {(projects.data ?? []).map((project) => (
            <option key={project.PrID} value={String(project.PrID)}>{[project.PrCode, project.PrName].filter(Boolean).join(' – ')}</option>
          ))}
        </select>
        <button type="submit" disabled={chosen === ''}>{t('dayUse.codeConventions.review')}</button>
      </form>
      {search.project !== undefined && <CodeReviewResults key={search.project} projectId={search.project} />}
      <CodeListsByScreen />
    </section>
  );
}
