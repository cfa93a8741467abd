export { Greeting, type GreetingProps } from './Greeting';
export * from './i18n';
