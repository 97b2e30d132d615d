export { BorelogPanel } from './BorelogPanel';
export { useBorelogPanel } from './use-borelog-panel';
