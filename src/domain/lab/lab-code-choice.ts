import type { GeneralCode } from '../entities/general-code';
import type { LabAssignment } from '../entities/lab-assignment';

/** The assignment's fields chosen from a code list (spec 02 section 3, 'Lab assignment columns'). */
export type LabCodeField = 'SikbLabCode' | 'UrgencyCode' | 'PriceAgreementCode';

/** Where each code field's description goes with it, where the assignment keeps one. */
const descriptionFields: Partial<Record<LabCodeField, 'UrgencyDescription' | 'PriceAgreementDescription'>> = {
  UrgencyCode: 'UrgencyDescription',
  PriceAgreementCode: 'PriceAgreementDescription',
};

function emailOf(code: GeneralCode | undefined): string | undefined {
  const extra = (code as { GcExtra?: { Email?: unknown } } | undefined)?.GcExtra;
  return typeof extra?.Email === 'string' && extra.Email !== '' ? extra.Email : undefined;
}

/**
 * The fields a choice of `value` in `field`'s list sets: the code, its description where the
 * assignment keeps one, and for a lab its order address (the lab's LbLabEmail). An empty choice clears them.
 */
export function labCodeChoice(field: LabCodeField, value: string, codes: readonly GeneralCode[]): Partial<LabAssignment> {
  const code = value === '' ? undefined : codes.find((candidate) => candidate.GcCode === value);
  const fields: Partial<LabAssignment> = { [field]: value === '' ? null : value };
  const descriptionField = descriptionFields[field];
  if (descriptionField) fields[descriptionField] = code?.GcDescription ?? null;
  const email = emailOf(code);
  if (field === 'SikbLabCode' && email !== undefined) fields.LbLabEmail = email;
  return fields;
}
