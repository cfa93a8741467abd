export { PageHeader, type PageHeaderLink, type PageHeaderProps, type PageHeaderTab } from './PageHeader';
