import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../ui/forms/FormField';
import { listOptionText } from '../../domain/editing';
import type { CodeOption } from '../../domain/editing';
import type { XyzSystemIssue } from '../../grids/xyz/model';

/** Props of XyzSystemPicker. */
export interface XyzSystemPickerProps {
  systems: readonly CodeOption[];
  value: string;
  /** The project's system, named in the hint: the points are stored in it. */
  projectSystem: string;
  issues: readonly XyzSystemIssue[];
  onPick(code: string): void;
}

/** Type 37 lists show the code beside the text (spec 01 section 3). */
const systemListType = 37;

/**
 * The coordinate system the pasted X and Y are in (spec 02 section 2): code list 37, the project's
 * own by default; the rows are reprojected from it into the project's system.
 */
export function XyzSystemPicker({ systems, value, projectSystem, issues, onPick }: XyzSystemPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const known = systems.some((system) => system.code === value);
  const hint = projectSystem === '' ? t('xyzImport.system.noProjectSystem') : t('xyzImport.system.hint', { system: projectSystem });
  return (
    <FormField id={`${id}-system`} label={t('xyzImport.system.label')} required hint={hint} issues={issues.filter((issue) => issue.field === 'sourceSystem')}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onPick(event.target.value)}>
          {known ? null : <option value={value}>{value === '' ? t('xyzImport.system.choose') : value}</option>}
          {systems.map((system) => <option key={system.code} value={system.code}>{listOptionText(systemListType, system)}</option>)}
        </select>
      )}
    </FormField>
  );
}
