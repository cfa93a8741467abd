export { ReturnAddressField, type ReturnAddressFieldProps } from './ReturnAddressField';
export { ReturnAddressList, type ReturnAddressListProps } from './ReturnAddressList';
