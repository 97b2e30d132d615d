import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TemplateEditorField } from '../../api/calls/user-menu';
import { userMenuQueries } from '../../api/queries/user-menu-queries';
import { editorKind } from '../../domain/codes/field-editor-types';
import { fallbackLanguage } from '../../domain/language/language-codes';
import { templateScreens } from '../../domain/templates/template-screens';
import type { TemplateScreen } from '../../domain/templates/template-screens';
import { errorNotice } from '../../ui/notices/notices-context';
import { useLanguage } from '../../ui/services-context';
import { TemplateFieldsEditorGrid } from './TemplateFieldsEditorGrid';
import '../accounts/accounts.css';

const labelIn = (field: TemplateEditorField, language: string): unknown =>
  (field as Record<string, unknown>)[`Label_${language}`] ?? (field as Record<string, unknown>)[`Label_${fallbackLanguage}`];

/**
 * The licence's field templates (spec 01 section 3; spec 02 section 2, user menu), one screen at a
 * time: the application manager edits its fields in a grid (TemplateFieldsEditorGrid); everyone else
 * reads them here, each field's label in the user's language, editor type, code list, longest text, flags, order, and for a
 * field of the licence's own how many records hold a value for it.
 */
export function FieldTemplatesScreen({ screen }: { screen: TemplateScreen }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const template = useQuery(userMenuQueries.templateEditor(screen));
  const failure = template.error ? errorNotice(template.error) : null;
  const tableName = t('userMenu.fieldTemplates.table', { screen: t(`userMenu.fieldTemplates.screens.${screen}`) });
  const yesNo = (value: boolean) => t(value ? 'userMenu.fieldTemplates.yes' : 'userMenu.fieldTemplates.no');
  const labelOf = (field: TemplateEditorField) => {
    const own = labelIn(field, language);
    return typeof own === 'string' ? own : t(field.LabelKey);
  };
  return (
    <section className="accounts-page accounts-page--wide" aria-labelledby="field-templates-title">
      <h1 id="field-templates-title">{t('userMenu.fieldTemplates.title')}</h1>
      {failure ? <p role="alert" className="accounts-error">{t(failure.messageKey, failure.params)}</p> : null}
      <label>
        {t('userMenu.fieldTemplates.screen')}{' '}
        <select value={screen} onChange={(event) => { void navigate({ to: '/field-templates', search: { screen: event.target.value as TemplateScreen } }); }}>
          {templateScreens.map((name) => <option key={name} value={name}>{t(`userMenu.fieldTemplates.screens.${name}`)}</option>)}
        </select>
      </label>
      {template.isPending ? <p role="status">{t('userMenu.loading')}</p> : null}
      {template.data?.CanEdit ? <TemplateFieldsEditorGrid key={screen} screen={screen} fields={template.data.Fields} label={tableName} /> : null}
      {template.data && !template.data.CanEdit ? (
        <table className="accounts-table" aria-label={tableName}>
          <thead>
            <tr>
              <th scope="col">{t('userMenu.fieldTemplates.fieldCode')}</th>
              <th scope="col">{t('userMenu.fieldTemplates.label')}</th>
              <th scope="col">{t('userMenu.fieldTemplates.editorType')}</th>
              <th scope="col">{t('userMenu.fieldTemplates.listCategory')}</th>
              <th scope="col">{t('userMenu.fieldTemplates.maxLength')}</th>
              <th scope="col">{t('userMenu.fieldTemplates.required')}</th>
              <th scope="col">{t('userMenu.fieldTemplates.visible')}</th>
              <th scope="col">{t('userMenu.fieldTemplates.multiEdit')}</th>
              <th scope="col">{t('userMenu.fieldTemplates.order')}</th>
              <th scope="col">{t('userMenu.fieldTemplates.uses')}</th>
            </tr>
          </thead>
          <tbody>
            {template.data.Fields.map((field) => (
              <tr key={field.FieldCode}>
                <td>{field.FieldCode}</td>
                <td>{labelOf(field)}</td>
                <td>{`${field.EditorType} – ${t(`userMenu.fieldTemplates.editorKinds.${editorKind(field.EditorType)}`)}`}</td>
                <td>{field.ListCategory ?? ''}</td>
                <td>{field.MaxLength ?? ''}</td>
                <td>{yesNo(field.Required)}</td>
                <td>{yesNo(field.Visible)}</td>
                <td>{yesNo(field.AllowMultiEdit)}</td>
                <td>{field.FieldOrder}</td>
                <td>{field.UseCount ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
