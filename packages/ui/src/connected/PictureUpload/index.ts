export { PictureUpload, type PictureUploadProps } from './PictureUpload.tsx';
