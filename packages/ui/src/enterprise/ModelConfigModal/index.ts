export { ModelConfigModal, type ModelConfigModalProps } from './ModelConfigModal';
export { ModelConfigModalView, type ModelConfigModalViewProps } from './ModelConfigModalView';
