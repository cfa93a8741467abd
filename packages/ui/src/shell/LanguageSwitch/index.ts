export { LanguageSwitch, type LanguageSwitchProps, LOCALE_NAMES } from './LanguageSwitch';
