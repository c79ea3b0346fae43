import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const srcDir = fileURLToPath(new URL('./ui/src', import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@': srcDir },
  },
  define: {
    __LOCALES_VERSION__: JSON.stringify('test'),
    __ADMIN_STYLESHEET__: JSON.stringify(''),
  },
  esbuild: {
    jsx: 'automatic',
  },
  test: {
    // A test that drives a whole page (the admin's product form, an order's details) renders it in jsdom several
    // times; on a machine whose two cores are busy with other work that takes several times the default 5 s.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['ui/**/*.test.tsx'],
          setupFiles: ['ui/test/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['ui/**/*.test.ts'],
        },
      },
    ],
  },
});
