/** The titles (and so the accessible names) of OpenLayers' own buttons on a map, in the interface language. */
export interface MapControlLabels {
  zoomIn: string;
  zoomOut: string;
  attributions: string;
}

/**
 * Gives OpenLayers' zoom and attribution buttons under `mapElement` the interface language's titles
 * (spec 01 section 1: every user-visible string is translated): OpenLayers sets its English defaults
 * once, when the map is built, and a map is not rebuilt when the language changes.
 */
export function labelMapControls(mapElement: HTMLElement, labels: MapControlLabels): void {
  const titled: [string, string][] = [['.ol-zoom-in', labels.zoomIn], ['.ol-zoom-out', labels.zoomOut], ['.ol-attribution button', labels.attributions]];
  for (const [selector, title] of titled) {
    for (const button of mapElement.querySelectorAll(selector)) button.setAttribute('title', title);
  }
}
