/**
 * Borelog templates (spec 02 section 7, GetTemplateNames / GetSpecificTemplate): layout variants of one
 * renderer. Scale in px per cm of depth; which columns beside the soil column are drawn; the page width.
 */
export interface BorelogTemplate {
  TemplateID: number;
  /** Translation key of the template's name. */
  NameKey: string;
  /** SVG px per cm below surface. */
  pxPerCm: number;
  /** Width of the drawing in px (A4 portrait is 794 at 96 dpi). */
  width: number;
  columns: {
    /** Admixture hatches over the soil colour. */
    additions: boolean;
    tubes: boolean;
    jars: boolean;
    descriptions: boolean;
  };
}

/** The templates offered, the first being the default. */
export const borelogTemplates: readonly BorelogTemplate[] = [
  { TemplateID: 1, NameKey: 'media.borelog.template.standard', pxPerCm: 2, width: 794, columns: { additions: true, tubes: true, jars: true, descriptions: true } },
  { TemplateID: 2, NameKey: 'media.borelog.template.environmental', pxPerCm: 1.5, width: 794, columns: { additions: false, tubes: true, jars: true, descriptions: true } },
  { TemplateID: 3, NameKey: 'media.borelog.template.compact', pxPerCm: 1, width: 320, columns: { additions: true, tubes: false, jars: false, descriptions: false } },
];

/** The template with this id, or undefined. */
export function borelogTemplate(templateId: number): BorelogTemplate | undefined {
  return borelogTemplates.find((template) => template.TemplateID === templateId);
}
