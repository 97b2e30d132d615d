/**
 * Types of the peers' data generator (shared/bench/peers/pages/shared/data.js, plain JavaScript),
 * which the bench pages import through the 'peers-bench-data' alias that build-pages.ts sets.
 */
declare module 'peers-bench-data' {
  /** 100,000 rows. */
  export const ROW_COUNT: number;
  /** Row height of every grid in the peer run, px (32). */
  export const ROW_HEIGHT: number;
  /** One of the 30 columns: row property, header title, width in px. */
  export interface PeerColumn {
    readonly key: string;
    readonly title: string;
    readonly width: number;
  }
  /** The 30 columns in order, `Name` first; 3,280 px in total. */
  export const COLUMNS: readonly PeerColumn[];
  /** Sum of the column widths, px. */
  export const TOTAL_WIDTH: number;
  /** One borehole-like row: strings, numbers and booleans under the column keys, plus its index as id. */
  export type PeerRow = { readonly id: number; readonly name: string } & Readonly<Record<string, string | number | boolean>>;
  /** The seeded dataset (mulberry32, seed 20240601). */
  export function makeRows(n?: number, seed?: number): PeerRow[];
  /** makeRows() for the page, recording window.__dataMs. */
  export function loadData(): PeerRow[];
  /** Sets window.__ready two animation frames after the call (once). */
  export function markReady(): void;
}
