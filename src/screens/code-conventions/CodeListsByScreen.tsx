import { useTranslation } from 'react-i18next';
import { listSavesFullText } from '../../domain/codes/field-editor-types';
import { reviewedFields } from '../../domain/codes/code-review';
import { translatedFieldLabel } from '../../fields/field-label';
import { useLanguage } from '../../ui/services-context';
import { screenKindKeys } from './screen-kinds';
import { reviewedScreens, useCodeConventions } from './use-code-review';

/**
 * The code conventions of the standard template (spec 01 section 3: list fields store a code of
 * tblGeneralCodes, seven of them the entry's full text): per screen, each list field, the list it
 * takes its codes from and those codes, folded until asked for.
 */
export function CodeListsByScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const conventions = useCodeConventions(language, null);
  if (conventions.error) return <p role="alert">{t('dayUse.codeConventions.loadFailed')}</p>;
  if (!conventions.ready) return <p role="status">{t('dayUse.codeConventions.loading')}</p>;
  return (
    <section className="code-conventions__lists" aria-label={t('dayUse.codeConventions.listsTitle')}>
      <h2>{t('dayUse.codeConventions.listsTitle')}</h2>
      {reviewedScreens.map((screen) => {
        const fields = reviewedFields(conventions.templatesByScreen.get(screen) ?? []);
        if (fields.length === 0) return null;
        return (
          <table key={screen} className="code-conventions__table">
            <caption>{t(screenKindKeys[screen])}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dayUse.codeConventions.column.field')}</th>
                <th scope="col">{t('dayUse.codeConventions.column.stores')}</th>
                <th scope="col">{t('dayUse.codeConventions.column.codes')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => {
                const codes = conventions.codesByCategory.get(field.ListCategory as number) ?? [];
                return (
                  <tr key={field.FieldCode}>
                    <th scope="row">{translatedFieldLabel(t, field)}</th>
                    <td>{t(listSavesFullText(field.FieldCode) ? 'dayUse.codeConventions.storesText' : 'dayUse.codeConventions.storesCode', { category: field.ListCategory })}</td>
                    <td>
                      <details>
                        <summary>{t('dayUse.codeConventions.codeCount', { count: codes.length })}</summary>
                        <ul className="code-conventions__codes">
                          {codes.map((code) => <li key={code.GcCode ?? ''}><code>{code.GcCode}</code> {code.GcDescription}</li>)}
                        </ul>
                      </details>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </section>
  );
}
