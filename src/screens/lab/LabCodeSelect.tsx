import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { codeListQueries } from '../../api/queries/reference-queries';
import { codeListCategories } from '../../domain/entities/general-code';
import type { LabAssignment } from '../../domain/entities/lab-assignment';
import { labCodeChoice } from '../../domain/lab/lab-code-choice';
import type { LabCodeField } from '../../domain/lab/lab-code-choice';
import { useLanguage } from '../../ui/services-context';

const categoryOf: Record<LabCodeField, number> = {
  SikbLabCode: codeListCategories.labs,
  UrgencyCode: codeListCategories.labUrgencies,
  PriceAgreementCode: codeListCategories.labPriceAgreements,
};

interface LabCodeSelectProps {
  field: LabCodeField;
  value: string;
  disabled: boolean;
  onChoose: (fields: Partial<LabAssignment>) => void;
}

/**
 * A lab assignment field as a pick list of its code list (spec 02 section 3): labs, urgencies, price
 * agreements. A stored code the list no longer holds stays on offer, so opening an old assignment loses nothing.
 */
export function LabCodeSelect({ field, value, disabled, onChoose }: LabCodeSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const codes = useQuery(codeListQueries.category(categoryOf[field], language)).data ?? [];
  const listed = codes.some((code) => code.GcCode === value);
  return (
    <label>
      <span>{t(`lab.field.${field}`)}</span>
      <select disabled={disabled} value={value} onChange={(event) => onChoose(labCodeChoice(field, event.target.value, codes))}>
        <option value="">{t('lab.field.noChoice')}</option>
        {value !== '' && !listed ? <option value={value}>{value}</option> : null}
        {codes.map((code) => <option key={String(code.GcCode)} value={code.GcCode ?? ''}>{code.GcDescription ? `${code.GcCode} – ${code.GcDescription}` : code.GcCode}</option>)}
      </select>
    </label>
  );
}
