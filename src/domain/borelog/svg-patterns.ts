/**
 * The hatch patterns of the borehole log as SVG <pattern> elements (ids 'hatch-<name>'), drawn in
 * black over a layer's fill colour. Sizes are in SVG user units (px at 96 dpi).
 */
const patternBodies: Record<string, { size: number; body: string }> = {
  dots: { size: 8, body: '<circle cx="2" cy="2" r="0.9"/><circle cx="6" cy="6" r="0.9"/>' },
  circles: { size: 12, body: '<circle cx="4" cy="4" r="2.4" fill="none" stroke="#000" stroke-width="0.7"/><circle cx="10" cy="10" r="1.6" fill="none" stroke="#000" stroke-width="0.7"/>' },
  dotsDashes: { size: 10, body: '<circle cx="2" cy="2" r="0.8"/><path d="M5 7h4" stroke="#000" stroke-width="0.8"/>' },
  diagonal: { size: 8, body: '<path d="M0 8L8 0M-2 2L2 -2M6 10L10 6" stroke="#000" stroke-width="0.7"/>' },
  horizontal: { size: 10, body: '<path d="M1 3h5M5 8h4" stroke="#000" stroke-width="0.9"/>' },
  waves: { size: 12, body: '<path d="M0 6q3 -3 6 0t6 0" fill="none" stroke="#000" stroke-width="0.7"/>' },
  fineLines: { size: 6, body: '<path d="M0 3h6" stroke="#000" stroke-width="0.4"/>' },
  humus: { size: 9, body: '<path d="M1 2h3M5 6h3" stroke="#3a2410" stroke-width="1.4"/>' },
  unknown: { size: 10, body: '<path d="M0 10L10 0M0 0L10 10" stroke="#999" stroke-width="0.5"/>' },
};

/** The id an SVG fill refers to for a pattern name. */
export function patternId(name: string): string {
  return `hatch-${name}`;
}

/** The <defs> holding every pattern the log may use. */
export function patternDefs(): string {
  const patterns = Object.entries(patternBodies).map(([name, { size, body }]) =>
    `<pattern id="${patternId(name)}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${body}</pattern>`);
  return `<defs>${patterns.join('')}</defs>`;
}
