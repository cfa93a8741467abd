export {
  FormModal,
  type FormModalDialogProps,
  type FormModalInitialValues,
  type FormModalProps,
} from './FormModal';
