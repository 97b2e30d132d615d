import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { projectMutations } from '../../api/queries/project-mutations';
import { codeListQueries } from '../../api/queries/reference-queries';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { FormField } from '../../ui/forms/FormField';
import { useNotices } from '../../ui/notices/notices-context';
import { rememberCoordinateSystem, rememberedCoordinateSystem } from '../../ui/default-coordinate-system';
import { useLanguage } from '../../ui/services-context';
import { codeListCategories } from '../../domain/entities/general-code';
import type { Project } from '../../domain/entities/project';
import type { ValidationIssue } from '../../domain/validation/issue';
import { useProjectCodeCheck } from './use-project-code-check';

/** The coordinate system a new project starts with when the list offers it and none is remembered (RD New, the Dutch default). */
const preferredCoordinateSystem = 'EPSG:28992';

/** Props of NewProjectDialog. */
export interface NewProjectDialogProps {
  onCancel: () => void;
  /** Called with the created project (its PrID assigned by the server). */
  onCreated: (project: Project) => void;
}

/**
 * 'New project' (spec 01 section 2): project code — checked as typed, required, at most 20,
 * unused (spec 01 section 5) — name and coordinate system (code list 37). Created with SetProject.
 */
export function NewProjectDialog({ onCancel, onCreated }: NewProjectDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { notifyError } = useNotices();
  const formId = useId();
  const [code, setCode] = useState('');
  const [codeTouched, setCodeTouched] = useState(false);
  const [name, setName] = useState('');
  const [system, setSystem] = useState<string | null>(null);
  const [refused, setRefused] = useState<ValidationIssue[] | null>(null);
  const check = useProjectCodeCheck(code);
  const systems = useQuery(codeListQueries.category(codeListCategories.coordinateSystems, language));
  const offered = systems.data ?? [];
  // Spec 01 section 3: the default is the system last chosen for a project on this computer.
  const [startSystem] = useState(() => rememberedCoordinateSystem() ?? preferredCoordinateSystem);
  const chosenSystem = system ?? [startSystem, preferredCoordinateSystem].find((code) => offered.some((entry) => entry.GcCode === code)) ?? '';
  const create = useMutation(projectMutations.save());

  const codeIssues = refused ?? (codeTouched ? check.issues : []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCodeTouched(true);
    const issues = await check.checkNow(code);
    setRefused(issues.length > 0 ? issues : null);
    if (issues.length > 0) {
      document.getElementById(`${formId}-code`)?.focus();
      return;
    }
    const project: Project = { PrCode: code.trim(), PrName: name.trim() || null, PrCoordinateSystem: chosenSystem || null };
    create.mutate({ action: 'INSERT', project }, {
      onSuccess: (answered) => {
        if (project.PrCoordinateSystem) rememberCoordinateSystem(project.PrCoordinateSystem);
        const created = answered.find((row) => row.PrCode === project.PrCode) ?? answered[0];
        if (created) onCreated(created);
      },
      onError: (error) => {
        const onCode = isApiError(error) ? error.issues.filter((issue) => issue.field === 'PrCode') : [];
        if (onCode.length > 0) setRefused(onCode);
        else notifyError(error);
      },
    });
  };

  return (
    <ModalDialog title={t('projectList.new.title')} onDismiss={onCancel}>
      <form className="new-project" onSubmit={(event) => void submit(event)} noValidate>
        <FormField id={`${formId}-code`} label={t('projectList.column.code')} required issues={codeIssues}
          {...(codeTouched && check.pending && codeIssues.length === 0 ? { hint: t('projectList.new.checkingCode') } : {})}>
          {(control) => (
            <input {...control} value={code} autoFocus autoComplete="off" maxLength={200}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeTouched(true);
                setRefused(null);
              }} />
          )}
        </FormField>
        <FormField id={`${formId}-name`} label={t('projectList.column.name')} issues={[]}>
          {(control) => <input {...control} value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} />}
        </FormField>
        <FormField id={`${formId}-system`} label={t('projectList.new.coordinateSystem')} issues={[]}>
          {(control) => (
            <select {...control} value={chosenSystem} onChange={(event) => setSystem(event.target.value)}>
              <option value="">{t('projectList.new.noCoordinateSystem')}</option>
              {offered.map((entry) => (
                <option key={entry.GcCode ?? ''} value={entry.GcCode ?? ''}>{entry.GcDescription || entry.GcCode}</option>
              ))}
            </select>
          )}
        </FormField>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onCancel}>{t('dialog.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={create.isPending}>{t('projectList.new.create')}</button>
        </div>
      </form>
    </ModalDialog>
  );
}
