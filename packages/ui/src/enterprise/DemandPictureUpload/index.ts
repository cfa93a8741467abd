export {
  DemandPictureUpload,
  type DemandPictureUploadProps,
  MAX_DEMAND_PICTURES,
} from './DemandPictureUpload';
