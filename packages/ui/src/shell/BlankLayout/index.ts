export { BlankLayout, type BlankLayoutProps } from './BlankLayout';
