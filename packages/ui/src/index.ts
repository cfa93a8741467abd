// Everything of the package, for compatibility; an app that shows only a part imports its subpath
// (`@onsite/ui/enterprise`, `@onsite/ui/wallet`, …): see the README's table of folders.
export * from './account';
export * from './enterprise';
export * from './orders';
export * from './providers';
export * from './shell';
export * from './wallet';
export * from './widgets';
