import { strToU8, zipSync } from 'fflate';

/** Options of an IMKL-shaped document: a low-voltage cable's utility link along `line` (x y pairs), and an appurtenance at `point`. */
export interface ImklOptions {
  line: readonly (readonly [number, number])[];
  point?: readonly [number, number];
  /** srsName on the geometries; omitted leaves it out (IMKL's RD New). */
  srsName?: string;
  theme?: string;
}

/**
 * An IMKL 2.0 (WION) GML 3.2 document as a KLIC delivery holds one per network operator: the cable
 * (Elektriciteitskabel, with its theme) names its UtilityLink through net:link, and the link holds
 * the centre line; an appurtenance holds a point.
 */
export function imklDocument(options: ImklOptions): string {
  const srs = options.srsName === undefined ? '' : ` srsName="${options.srsName}"`;
  const posList = options.line.map(([x, y]) => `${x} ${y}`).join(' ');
  const theme = options.theme ?? 'laagspanning';
  return `<?xml version="1.0" encoding="UTF-8"?>
<gml:FeatureCollection xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:imkl="http://www.geostandaarden.nl/imkl/wibon"
  xmlns:net="urn:x-inspire:specification:gmlas:Network:3.2" xmlns:xlink="http://www.w3.org/1999/xlink" gml:id="levering">
  <gml:featureMember>
    <imkl:Elektriciteitskabel gml:id="nl.imkl-KL1234.kabel1">
      <net:link xlink:href="nl.imkl-KL1234.link1"/>
      <imkl:thema xlink:href="http://definities.geostandaarden.nl/imkl2015/id/waarde/Thema/${theme}"/>
    </imkl:Elektriciteitskabel>
  </gml:featureMember>
  <gml:featureMember>
    <imkl:UtilityLink gml:id="nl.imkl-KL1234.link1">
      <net:centrelineGeometry><gml:LineString gml:id="ls1"${srs}><gml:posList srsDimension="2">${posList}</gml:posList></gml:LineString></net:centrelineGeometry>
    </imkl:UtilityLink>
  </gml:featureMember>${options.point ? `
  <gml:featureMember>
    <imkl:Appurtenance gml:id="nl.imkl-KL1234.kast1">
      <net:geometry><gml:Point gml:id="p1"${srs}><gml:pos>${options.point[0]} ${options.point[1]}</gml:pos></gml:Point></net:geometry>
    </imkl:Appurtenance>
  </gml:featureMember>` : ''}
</gml:FeatureCollection>`;
}

/** A KLIC delivery's zip: the IMKL document of one operator, and a PDF and an image beside it as deliveries have. */
export function klicZip(imkl: string): Uint8Array {
  return zipSync({
    'Levering_26G123456/GI_gebiedsinformatielevering_26G123456.xml': strToU8(imkl),
    'Levering_26G123456/Liander/Liander_Kabels.pdf': strToU8('%PDF-1.4\n%%EOF\n'),
    'Levering_26G123456/Liander/achtergrond.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
  });
}
