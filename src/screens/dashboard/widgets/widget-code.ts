import type { WidgetKind } from '../../../domain/dashboard/widget-kinds';

/** The map widget's module, with OpenLayers (about 1 MB): a chunk of its own. */
export const importPointMapWidget = () => import('./PointMapWidget');

/** uPlot and its style sheet, fetched side by side: the water samples graph's chunk. */
export async function importChartLibrary() {
  const [chart] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return chart.default;
}

const widgetCode: Partial<Record<WidgetKind, () => Promise<unknown>>> = {
  pointMap: importPointMapWidget,
  waterSamplesGraph: importChartLibrary,
};

/**
 * Starts loading the chunks of a dashboard's widgets that keep their code apart (the map, the graph)
 * as soon as its layout is known, so the chunks arrive and run while the screen's own code and the
 * widgets' reads are still on their way. A chunk that fails is reported by its widget when it mounts.
 */
export function preloadWidgetCode(widgets: readonly { kind: WidgetKind }[]): void {
  for (const kind of new Set(widgets.map((widget) => widget.kind))) void widgetCode[kind]?.().catch(() => undefined);
}
