/** The value of a palette item (cmdk needs unique values): the kind, then the id. */
export const itemValue = {
  command: (id: string) => `command:${id}`,
  project: (prId: number) => `project:${prId}`,
  point: (guid: string) => `point:${guid}`,
  language: (language: string) => `language:${language}`,
  field: (field: string) => `field:${field}`,
};

/** Splits a comma-separated keyword list from the catalogue ('store, write') into words for cmdk. */
export function keywordList(text: string): string[] {
  return text.split(',').map((word) => word.trim()).filter((word) => word !== '');
}
