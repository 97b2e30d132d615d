/**
 * Syntax an old browser cannot parse (spec 01 section 2, 'a modern-syntax test'): optional
 * chaining, nullish coalescing and assignment, private fields and methods, a static block and a
 * private brand check. Loaded as its own chunk: if the browser cannot parse it, the import fails.
 * (The content security policy forbids eval, so `new Function` cannot be the test.)
 */
class Probe {
  static ready = false;
  #value: { nested?: { flag?: boolean } } | undefined = { nested: { flag: true } };

  static {
    Probe.ready = true;
  }

  #read(): boolean {
    return this.#value?.nested?.flag ?? false;
  }

  static check(candidate: unknown): boolean {
    return typeof candidate === 'object' && candidate !== null && #value in candidate && (candidate as Probe).#read();
  }
}

/** True in any browser that could load this module. */
export function modernSyntaxWorks(): boolean {
  const state: { ready?: boolean } = {};
  state.ready ??= Probe.ready;
  return state.ready && Probe.check(new Probe());
}
