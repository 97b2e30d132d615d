/**
 * An immutable map from string keys (applying 10,000 changes must cost O(changes), not
 * O(rows), or a large grid stalls). A hash array mapped trie: an edit copies only the nodes on the paths it touches, so a
 * multi-edit of 5,000 rows after a column fill of 100,000 costs the 5,000, where copying a Map costs
 * all 100,000. It reads as a ReadonlyMap, so callers need not know.
 */

const BITS = 5;
const MASK = 31;

interface Leaf<V> { readonly kind: 'leaf'; readonly hash: number; readonly key: string; readonly value: V }
/** Leaves whose whole 32-bit hashes are equal. */
interface Bucket<V> { readonly kind: 'bucket'; readonly hash: number; readonly leaves: readonly Leaf<V>[] }
/** A node may be changed in place only by the edit that created it (its owner). */
interface Branch<V> { readonly kind: 'branch'; bitmap: number; children: Node<V>[]; owner: object | null }
type Node<V> = Leaf<V> | Bucket<V> | Branch<V>;

/** FNV-1a, 32 bits: cheap and well spread for GUIDs and 'new:n' keys. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function bitCount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

function owned<V>(branch: Branch<V>, owner: object): Branch<V> {
  return branch.owner === owner ? branch : { kind: 'branch', bitmap: branch.bitmap, children: branch.children.slice(), owner };
}

function join<V>(a: Leaf<V>, b: Leaf<V>, shift: number, owner: object): Node<V> {
  if (a.hash === b.hash) return { kind: 'bucket', hash: a.hash, leaves: [a, b] };
  const fa = (a.hash >>> shift) & MASK;
  const fb = (b.hash >>> shift) & MASK;
  if (fa === fb) return { kind: 'branch', bitmap: 1 << fa, children: [join(a, b, shift + BITS, owner)], owner };
  return { kind: 'branch', bitmap: (1 << fa) | (1 << fb), children: fa < fb ? [a, b] : [b, a], owner };
}

interface Edit { readonly owner: object; size: number }

function put<V>(node: Node<V>, shift: number, leaf: Leaf<V>, edit: Edit): Node<V> {
  if (node.kind === 'leaf') {
    if (node.key === leaf.key) return node.value === leaf.value ? node : leaf;
    edit.size++;
    return join(node, leaf, shift, edit.owner);
  }
  if (node.kind === 'bucket') {
    const index = node.leaves.findIndex((l) => l.key === leaf.key);
    if (index < 0) edit.size++;
    const leaves = index < 0 ? [...node.leaves, leaf] : node.leaves.map((l, i) => (i === index ? leaf : l));
    return { kind: 'bucket', hash: node.hash, leaves };
  }
  const bit = 1 << ((leaf.hash >>> shift) & MASK);
  const index = bitCount(node.bitmap & (bit - 1));
  if ((node.bitmap & bit) === 0) {
    const branch = owned(node, edit.owner);
    branch.children.splice(index, 0, leaf);
    branch.bitmap |= bit;
    edit.size++;
    return branch;
  }
  const child = node.children[index] as Node<V>;
  const next = put(child, shift + BITS, leaf, edit);
  if (next === child) return node;
  const branch = owned(node, edit.owner);
  branch.children[index] = next;
  return branch;
}

/** The node without `key`; null when it became empty. A branch left with one leaf hands the leaf up. */
function remove<V>(node: Node<V>, shift: number, hash: number, key: string, edit: Edit, root: boolean): Node<V> | null {
  if (node.kind === 'leaf') {
    if (node.key !== key) return node;
    edit.size--;
    return null;
  }
  if (node.kind === 'bucket') {
    const leaves = node.leaves.filter((l) => l.key !== key);
    if (leaves.length === node.leaves.length) return node;
    edit.size--;
    return leaves.length === 1 ? (leaves[0] as Leaf<V>) : { kind: 'bucket', hash: node.hash, leaves };
  }
  const bit = 1 << ((hash >>> shift) & MASK);
  if ((node.bitmap & bit) === 0) return node;
  const index = bitCount(node.bitmap & (bit - 1));
  const child = node.children[index] as Node<V>;
  const next = remove(child, shift + BITS, hash, key, edit, false);
  if (next === child) return node;
  const branch = owned(node, edit.owner);
  if (next === null) {
    branch.children.splice(index, 1);
    branch.bitmap &= ~bit;
  } else {
    branch.children[index] = next;
  }
  if (!root && branch.children.length === 1 && branch.children[0]?.kind !== 'branch') return branch.children[0] ?? null;
  return !root && branch.children.length === 0 ? null : branch;
}

function find<V>(node: Node<V>, hash: number, key: string): Leaf<V> | undefined {
  let current: Node<V> | undefined = node;
  for (let shift = 0; current; shift += BITS) {
    if (current.kind === 'leaf') return current.key === key ? current : undefined;
    if (current.kind === 'bucket') return current.leaves.find((l) => l.key === key);
    const bit = 1 << ((hash >>> shift) & MASK);
    if ((current.bitmap & bit) === 0) return undefined;
    current = current.children[bitCount(current.bitmap & (bit - 1))];
  }
  return undefined;
}

function* leavesOf<V>(node: Node<V>): Generator<Leaf<V>> {
  if (node.kind === 'leaf') yield node;
  else if (node.kind === 'bucket') yield* node.leaves;
  else for (const child of node.children) yield* leavesOf(child);
}

/** The changes one edit makes: set and delete as on a Map. */
export interface MapDraft<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
}

/** An immutable string-keyed map with structural sharing; iteration order follows the hashes. */
export class PersistentMap<V> implements ReadonlyMap<string, V> {
  private constructor(private readonly root: Branch<V>, readonly size: number) {}

  /** The empty map. */
  static empty<V>(): PersistentMap<V> {
    return new PersistentMap<V>({ kind: 'branch', bitmap: 0, children: [], owner: null }, 0);
  }

  /** A new map after a batch of changes; nodes are copied once per batch, then changed in place. */
  edit(change: (draft: MapDraft<V>) => void): PersistentMap<V> {
    const edit: Edit = { owner: {}, size: this.size };
    let root = this.root;
    change({
      get: (key) => find(root, hashOf(key), key)?.value,
      set: (key, value) => { root = put(root, 0, { kind: 'leaf', hash: hashOf(key), key, value }, edit) as Branch<V>; },
      delete: (key) => { root = (remove(root, 0, hashOf(key), key, edit, true) ?? root) as Branch<V>; },
    });
    return root === this.root ? this : new PersistentMap(root, edit.size);
  }

  get(key: string): V | undefined {
    return find(this.root, hashOf(key), key)?.value;
  }

  has(key: string): boolean {
    return find(this.root, hashOf(key), key) !== undefined;
  }

  *entries(): MapIterator<[string, V]> {
    for (const leaf of leavesOf(this.root)) yield [leaf.key, leaf.value];
  }

  *keys(): MapIterator<string> {
    for (const leaf of leavesOf(this.root)) yield leaf.key;
  }

  *values(): MapIterator<V> {
    for (const leaf of leavesOf(this.root)) yield leaf.value;
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }

  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void): void {
    for (const leaf of leavesOf(this.root)) callback(leaf.value, leaf.key, this);
  }
}
