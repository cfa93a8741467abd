export { type Brand, BrandLogo, type BrandLogoProps } from './BrandLogo';
export {
  LOGIN_LAYOUT_VARIANTS,
  LoginLayout,
  type LoginLayoutProps,
  type LoginLayoutVariant,
} from './LoginLayout';
