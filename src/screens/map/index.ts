export { MapScreen, mapTileBase } from './MapScreen';
export { ProjectMapPanel } from './ProjectMapPanel';
