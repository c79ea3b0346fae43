// Lint rules for the UI: the recommended sets plus the one-way imports of GUIDE section 1.
// Layers under ui/src: shared (components, lib, config) -> features -> app (and main.tsx).
// Shared code never imports features or app; a feature never imports another feature or app.
// `features/currency` is app-wide state (like i18n), so every layer may use it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SRC = fileURLToPath(new URL('./ui/src/', import.meta.url));
const SHARED_FEATURES = new Set(['currency']);
const SHARED_LAYERS = new Set(['components', 'lib', 'config']);

/** {layer, feature} of a file under ui/src, or null outside it. */
function locate(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts.join('/'))) return null;
  return { layer: parts[0], feature: parts[0] === 'features' ? parts[1] : undefined };
}

function importError(from, to) {
  if (!from || !to) return null;
  const fromShared = SHARED_LAYERS.has(from.layer);
  if (to.layer === 'app' && (fromShared || from.layer === 'features')) {
    return 'Only src/app and main.tsx may import from app/.';
  }
  if (to.layer === 'features' && !SHARED_FEATURES.has(to.feature)) {
    if (fromShared) return `Shared code (${from.layer}/) must not import features/${to.feature}.`;
    if (from.layer === 'features' && from.feature !== to.feature) {
      return `Features do not import each other (${from.feature} -> ${to.feature}); move shared code to components/ or lib/.`;
    }
  }
  return null;
}

const layersRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = locate(context.filename);
    const check = (node) => {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('@/')) target = path.join(SRC, spec.slice(2));
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(context.filename), spec);
      else return;
      const message = importError(from, locate(target));
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default defineConfig(
  globalIgnores(['node_modules/', '.venv/', 'shop/', 'instance/', 'tests/', 'bench/', 'requirements/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['ui/src/**/*.{ts,tsx}', 'ui/test/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: {
      'react-hooks': reactHooks,
      shop: { rules: { layers: layersRule } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'shop/layers': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['ui/build.mjs', '*.config.{ts,mjs,js}'],
    languageOptions: { globals: globals.node },
  },
);
