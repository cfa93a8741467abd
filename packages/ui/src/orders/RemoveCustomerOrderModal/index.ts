export { RemoveCustomerOrderModal, type RemoveCustomerOrderModalProps } from './RemoveCustomerOrderModal';
