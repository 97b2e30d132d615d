/** One editing screen per sub-entity (spec 01 section 2), each a configuration of RecordEditor. */
export { LayerScreen } from './layer/LayerScreen';
export { SoilSampleScreen } from './soil-sample/SoilSampleScreen';
export { GaugingTubeScreen } from './gauging-tube/GaugingTubeScreen';
export { FinishingScreen } from './finishing/FinishingScreen';
export { AirSampleScreen, WaterSampleScreen } from './sample/SampleScreen';
export { BottleScreen, PackagingScreen } from './sample-item/ItemScreen';
export { ConcernedContactScreen } from './concerned-contact/ConcernedContactScreen';
export { SublocationScreen } from './sublocation/SublocationScreen';
export { SummaryScreen } from './summary/SummaryScreen';
