import { lazy, Suspense } from 'react';
import { chunkWithTimeout } from '../../../ui/chunk-load';
import { importPointMapWidget } from './widget-code';
import type { WidgetProps } from './widget-props';
import { WidgetState } from './WidgetState';

const PointMapWidget = lazy(chunkWithTimeout(async () => ({ default: (await importPointMapWidget()).PointMapWidget })));

/**
 * The measurement point map widget with its code (OpenLayers, about 1 MB) in its own chunk: the
 * other widgets mount, and ask for their figures, while the map's code still loads.
 */
export function LazyPointMapWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<WidgetState pending error={null} />}>
      <PointMapWidget {...props} />
    </Suspense>
  );
}
