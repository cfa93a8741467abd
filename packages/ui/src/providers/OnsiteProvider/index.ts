export { type LocaleState, useLocale, useOnsiteClient } from './contexts';
export { OnsiteProvider, type OnsiteProviderProps } from './OnsiteProvider';
