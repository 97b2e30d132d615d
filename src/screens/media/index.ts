export { AttachmentsScreen, PicturesScreen, PointPictures } from './MediaScreens';
