import { defineConfig } from 'tsup';

/** The root and one entry per folder (`@onsite/ui/enterprise`, …): an app bundles only what it imports. */
const SUBPATHS = ['account', 'enterprise', 'orders', 'providers', 'shell', 'testing', 'wallet', 'widgets'];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(SUBPATHS.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  },
  format: ['esm', 'cjs'],
  // Shared chunks in both formats: the root and a subpath must see one React context, not two copies.
  splitting: true,
  dts: { compilerOptions: { customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
});
