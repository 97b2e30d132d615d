import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../../../../server/seed/demo-project';
import { borelogInputOf } from '../../../../src/domain/borelog/borelog-input';
import { renderBorelogSvg, type BorelogLabels } from '../../../../src/domain/borelog/borelog-svg';
import { borelogTemplate, borelogTemplates } from '../../../../src/domain/borelog/borelog-templates';
import { soilLegend } from '../../../../src/domain/borelog/soil-legend';

const labels: BorelogLabels = { depth: 'Depth (cm)', groundwater: 'GW', jars: 'Jars', tubes: 'Tubes', description: 'Description', finalDepth: 'Final depth' };
const standard = borelogTemplate(1)!;

/** The demo project's first points (the seeded generator: the same points every run). */
const demo = generateDemoProject({ points: 12 });
const inputs = demo.points.map((point) => borelogInputOf(point.point, point.layers, point.jars, point.tubes.map((tube) => tube.tube)));

/** The layer groups of a rendered log: depths, soil and fill, in order. */
function drawnLayers(svg: string): { from: number; to: number; soil: string; fill: string }[] {
  return [...svg.matchAll(/<g class="layer" data-from="([\d.]+)" data-to="([\d.]+)" data-soil="(\w*)"[^>]*><rect class="soil"[^>]* fill="(#[0-9A-F]{6})"/g)]
    .map((match) => ({ from: Number(match[1]), to: Number(match[2]), soil: match[3] ?? '', fill: match[4] ?? '' }));
}

describe('borelog SVG (spec 02 section 2, Borelog side panel)', () => {
  it.each(inputs.slice(0, 4).map((input) => [input.pointName, input] as const))('draws demo point %s like its reference image', async (name, input) => {
    await expect(renderBorelogSvg(input, standard, labels)).toMatchFileSnapshot(`./__snapshots__/${name}.svg`);
  });

  it('draws every layer of every demo point at its depths in the NEN 5104 colour of its soil type', () => {
    for (const input of inputs) {
      const svg = renderBorelogSvg(input, standard, labels);
      expect(input.layers.every((layer) => layer.soilType !== null)).toBe(true);
      expect(drawnLayers(svg)).toEqual(input.layers.map((layer) => ({ from: layer.from, to: layer.to, soil: layer.soilType, fill: soilLegend[layer.soilType as keyof typeof soilLegend].fill })));
    }
  });

  it('places the groundwater level, jars and tubes at their depths, and the depth scale labels every 50 cm', () => {
    const input = { ...inputs[0]!, groundwaterCm: 135, jars: [{ name: 'J1', from: 0, to: 50 }], tubes: [{ name: 'PB1', from: 100, to: 200 }] };
    const svg = renderBorelogSvg(input, standard, labels);
    expect(svg).toContain('<g class="groundwater" data-depth="135"><line x1="54" y1="348"');
    expect(svg).toContain('<g class="jar" data-from="0" data-to="50">');
    expect(svg).toContain('<g class="tube" data-from="100" data-to="200">');
    const bottom = Math.max(...input.layers.map((layer) => layer.to), 200);
    const scaleLabels = [...svg.matchAll(/class="depth-label"[^>]*>(\d+)</g)].map((match) => Number(match[1]));
    expect(scaleLabels).toEqual(Array.from({ length: Math.ceil(bottom / 50) + 1 }, (_, index) => index * 50));
  });

  it('draws admixtures by grade and leaves out the columns a template does not have', () => {
    const input = { pointName: 'T', date: null, x: null, y: null, groundwaterCm: null, jars: [{ name: 'J', from: 0, to: 10 }], tubes: [],
      layers: [{ from: 0, to: 60, soilType: 'Z', additions: [{ type: 's' as const, gradation: 1 as const }, { type: 'h' as const, gradation: 3 as const }], code: 'Zs1h3', colour: 'BR', remark: 'roots & <brick>' }] };
    const svg = renderBorelogSvg(input, standard, labels);
    expect(svg).toContain('data-admixture="s1"');
    expect(svg).toMatch(/data-admixture="h3"[^>]*opacity="0.7"/);
    expect(svg).toContain('0–60 Zs1h3 · BR · roots &amp; &lt;brick&gt;');
    const compact = renderBorelogSvg(input, borelogTemplate(3)!, labels);
    expect([compact.includes('class="description"'), compact.includes('class="jar"'), compact.includes('width="320"')]).toEqual([false, false, true]);
    expect(borelogTemplates.map((template) => template.TemplateID)).toEqual([1, 2, 3]);
  });

  it('classifies a layer with percentages but no stored code, and skips one without depths', () => {
    const input = borelogInputOf({ MpName: 'P' }, [
      { LaFrom: 0, LaTo: 40, LaLutumPerc: 35, LaSiltPerc: 30, LaLoamPerc: 65, LaHumusPerc: 2, LaGravelPerc: 0, LaM50: 90 },
      { LaFrom: 40, LaTo: null, LaSoilTypeCode: 'Z' },
    ], [], []);
    expect(input.layers).toEqual([expect.objectContaining({ from: 0, to: 40, soilType: 'K' })]);
  });
});
