import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { userMenuQueries } from '../../api/queries/user-menu-queries';
import type { CodeListCode } from '../../api/calls/user-menu';
import { fallbackLanguage } from '../../domain/language/language-codes';
import { errorNotice } from '../../ui/notices/notices-context';
import { useLanguage } from '../../ui/services-context';
import { CodeListEditorGrid } from './CodeListEditorGrid';
import '../accounts/accounts.css';

function descriptionOf(code: CodeListCode, language: string): string {
  const text = (code as Record<string, unknown>)[`Description_${language}`] ?? (code as Record<string, unknown>)[`Description_${fallbackLanguage}`];
  return typeof text === 'string' ? text : '';
}

/**
 * The licence's code lists (spec 01 section 3; spec 02 section 2, user menu), one list at a time: the
 * application manager edits it in a grid (CodeListEditorGrid); everyone else reads it here, each
 * code's description in the user's language, order, whether it is active, and how many records use it.
 */
export function CodeListViewerScreen({ category }: { category: number | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const categories = useQuery(userMenuQueries.codeListCategories());
  const chosen = category ?? categories.data?.[0];
  const list = useQuery({ ...userMenuQueries.codeList(chosen ?? 0), enabled: chosen !== undefined });
  const error = categories.error ?? list.error;
  const failure = error ? errorNotice(error) : null;
  return (
    <section className="accounts-page accounts-page--wide" aria-labelledby="code-lists-title">
      <h1 id="code-lists-title">{t('userMenu.codeLists.title')}</h1>
      {failure ? <p role="alert" className="accounts-error">{t(failure.messageKey, failure.params)}</p> : null}
      {categories.data ? (
        <label>
          {t('userMenu.codeLists.category')}{' '}
          <select value={chosen ?? ''} onChange={(event) => { void navigate({ to: '/code-lists', search: { category: Number(event.target.value) } }); }}>
            {categories.data.map((id) => <option key={id} value={id}>{id}</option>)}
          </select>
        </label>
      ) : null}
      {list.isPending && chosen !== undefined ? <p role="status">{t('userMenu.loading')}</p> : null}
      {list.data?.CanEdit && chosen !== undefined ? (
        <CodeListEditorGrid key={chosen} categoryId={chosen} codes={list.data.Codes} label={t('userMenu.codeLists.table', { category: chosen })} />
      ) : null}
      {list.data && !list.data.CanEdit ? (
        <table className="accounts-table" aria-label={t('userMenu.codeLists.table', { category: chosen })}>
          <thead>
            <tr>
              <th scope="col">{t('userMenu.codeLists.code')}</th>
              <th scope="col">{t('userMenu.codeLists.description')}</th>
              <th scope="col">{t('userMenu.codeLists.order')}</th>
              <th scope="col">{t('userMenu.codeLists.active')}</th>
              <th scope="col">{t('userMenu.codeLists.uses')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.Codes.map((code) => (
              <tr key={code.GcCode}>
                <td>{code.GcCode}</td>
                <td>{descriptionOf(code, language)}</td>
                <td>{code.GcOrder}</td>
                <td>{t(code.Active ? 'userMenu.codeLists.yes' : 'userMenu.codeLists.no')}</td>
                <td>{code.UseCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
