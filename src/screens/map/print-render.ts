import OlMap from 'ol/Map';
import View from 'ol/View';
import type BaseLayer from 'ol/layer/Base';
import type { Projection } from 'ol/proj';

/** What a print draws: its own layers (sharing the screen's sources), where, and how large. */
export interface PrintRenderRequest {
  projection: Projection;
  layers: readonly BaseLayer[];
  center: [number, number];
  /** Map units a pixel of the image. */
  resolution: number;
  /** The image's [width, height] in pixels. */
  pixels: [number, number];
}

/** How long a print waits for tiles before drawing what it has: a slow service must not hang the dialog. */
const renderTimeoutMs = 60_000;

/** Draws every layer canvas of a rendered map into one image, as OpenLayers' own export example does. */
function composite(viewport: HTMLElement, pixels: [number, number]): HTMLCanvasElement {
  const image = document.createElement('canvas');
  [image.width, image.height] = pixels;
  const context = image.getContext('2d');
  if (!context) throw new Error('no 2d canvas for the print');
  // Paper white where no layer draws (no base layer, or tiles offline), as the screen's plain background.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  for (const canvas of viewport.querySelectorAll<HTMLCanvasElement>('.ol-layer canvas, canvas.ol-layer')) {
    if (canvas.width === 0) continue;
    const opacity = (canvas.parentElement as HTMLElement | null)?.style.opacity || canvas.style.opacity;
    context.globalAlpha = opacity === '' || opacity === undefined ? 1 : Number(opacity);
    const matrix = /^matrix\(([^(]*)\)$/.exec(canvas.style.transform)?.[1]?.split(',').map(Number);
    if (matrix && matrix.length === 6) context.setTransform(matrix[0]!, matrix[1]!, matrix[2]!, matrix[3]!, matrix[4]!, matrix[5]!);
    else context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(canvas, 0, 0);
  }
  context.globalAlpha = 1;
  context.setTransform(1, 0, 0, 1, 0, 0);
  return image;
}

/**
 * Renders a print image off screen (spec 02 section 2, 'print to scale'): a map of its own at one
 * device pixel a pixel, exactly `pixels` large at `resolution`, so the image's scale is the one
 * asked for whatever the screen's size, zoom or pixel ratio. Tiles that cannot load leave white paper.
 */
export async function renderPrintImage(request: PrintRenderRequest): Promise<HTMLCanvasElement> {
  const target = document.createElement('div');
  const [width, height] = request.pixels;
  Object.assign(target.style, { position: 'fixed', left: '-200000px', top: '0', width: `${width}px`, height: `${height}px` });
  target.setAttribute('aria-hidden', 'true');
  document.body.appendChild(target);
  const map = new OlMap({
    target,
    pixelRatio: 1,
    controls: [],
    interactions: [],
    layers: [...request.layers],
    view: new View({ projection: request.projection, center: request.center, resolution: request.resolution }),
  });
  try {
    map.setSize([width, height]);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, renderTimeoutMs);
      map.once('rendercomplete', () => {
        clearTimeout(timer);
        resolve();
      });
      map.renderSync();
    });
    const viewport = map.getViewport() as HTMLElement | undefined;
    if (!viewport) throw new Error('the print map has no viewport');
    return composite(viewport, request.pixels);
  } finally {
    map.setTarget(undefined);
    map.dispose();
    target.remove();
  }
}
