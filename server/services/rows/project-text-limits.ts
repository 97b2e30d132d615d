import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { templateTextLimits } from '../../../src/domain/templates/template-text-limits';
import type { TextLimits } from '../../../src/domain/templates/template-text-limits';
import type { Executor } from '../../db/executor';
import { selectProjectTemplate } from '../../db/repositories/projects';
import { defaultTemplateId } from '../../seed/field-templates';
import { projectTemplateFields } from '../reference-data/licence-templates';
import { screensOfKind } from '../reference-data/screen-kinds';

/** Whose template: the licence and the template a project names (PrTemplateID), null for the standard one. */
export interface TemplateOwner {
  licenceId: number;
  templateId: number | null;
}

/**
 * The longest text per field that the screens for `kind` accept under this template (its MaxLength,
 * spec 01 sections 3 and 5), so a call from outside the browser is held to what the cells refuse.
 * Empty for kinds no template screen edits.
 */
export async function templateOwnerTextLimits(db: Executor, owner: TemplateOwner, kind: EntityKind): Promise<TextLimits> {
  const screens = new Set<string>(screensOfKind(kind));
  if (screens.size === 0) return new Map();
  const only = screens.size === 1 ? { screenName: [...screens][0] as string } : {};
  const fields = await projectTemplateFields(db, { licenceId: owner.licenceId, templateId: owner.templateId ?? defaultTemplateId, ...only });
  return templateTextLimits(fields.filter((field) => screens.has(field.ScreenName)));
}

/** The text limits of project `projectId`'s template for records of `kind`. */
export async function projectTextLimits(db: Executor, projectId: number, kind: EntityKind): Promise<TextLimits> {
  const owner = screensOfKind(kind).length === 0 ? undefined : await selectProjectTemplate(db, projectId);
  return owner ? templateOwnerTextLimits(db, owner, kind) : new Map();
}
