import { XMLParser } from 'fast-xml-parser';

/**
 * An XML element as the readers see it: child elements by local name (namespace prefixes removed, every
 * child a list), attributes under '@_' by local name, and text under '#text'. Prefixes differ between
 * producers (imsikb0101:, ns1:, none), local names do not.
 */
export interface XmlNode {
  [name: string]: XmlNode[] | string | undefined;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  alwaysCreateTextNode: true,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
  processEntities: true,
});

/** Parses an XML document into nodes; throws on text that is not well-formed XML. */
export function parseXml(text: string): XmlNode {
  return parser.parse(text.replace(/^\uFEFF/, ''), true) as XmlNode;
}

/** The child elements of a node with a local name. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  return Array.isArray(value) ? value : [];
}

/** The first child element with a local name. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return children(node, name)[0];
}

/** Follows a path of local names, taking the first child at each step. */
export function path(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  return names.reduce<XmlNode | undefined>((current, name) => child(current, name), node);
}

/** The trimmed text of a node, or null when it has none. */
export function text(node: XmlNode | undefined): string | null {
  const value = node?.['#text'];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The text at a path of local names. */
export function textAt(node: XmlNode | undefined, ...names: string[]): string | null {
  return text(path(node, ...names));
}

/** An attribute by local name ('href' for xlink:href, 'id' for gml:id, 'type' for xsi:type). */
export function attribute(node: XmlNode | undefined, name: string): string | null {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : null;
}

/** The local names of a node's child elements, in document order of first appearance. */
export function childNames(node: XmlNode): string[] {
  return Object.keys(node).filter((key) => !key.startsWith('@_') && key !== '#text');
}

/** The first element with a local name at or below a node, breadth first, down to `maxDepth` levels. */
export function findElement(node: XmlNode, name: string, maxDepth = 6): XmlNode | undefined {
  let level: XmlNode[] = [node];
  for (let depth = 0; depth <= maxDepth && level.length > 0; depth += 1) {
    const next: XmlNode[] = [];
    for (const current of level) {
      const found = child(current, name);
      if (found) return found;
      for (const childName of childNames(current)) next.push(...children(current, childName));
    }
    level = next;
  }
  return undefined;
}
