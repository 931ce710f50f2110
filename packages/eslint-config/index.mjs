// @ts-check
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';
import faktura from './unit-boundaries.mjs';

/** Packages talk to each other only through their single entry point. */
const noDeepImports = {
  group: ['@faktura/*/*'],
  message: 'Import a package through its entry point (@faktura/<name>), never a file inside it.',
};

/** Forbids every bare import in packages/domain except the named packages. */
const domainOnly = (allowed) => ({
  regex: `^(?!\\.{1,2}/|(${allowed})$)`,
  message: 'packages/domain is pure: only relative imports and decimal.js (no framework or IO).',
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      '**/coverage/**',
      'data/**',
      '.tools/**',
      'packages/eslint-config/test/fixtures/**',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { patterns: [noDeepImports] }],
    },
  },
  {
    // The API's units (platform/<x>, shared/<x>, <area>/<feature>) meet only at their entries.
    // Tests in apps/api/test may reach into any file they check.
    files: ['apps/api/src/**/*.ts'],
    plugins: { faktura },
    rules: { 'faktura/unit-boundaries': 'error' },
  },
  {
    // The domain package is pure: relative imports and decimal.js only. No framework, no IO.
    // Its test/ folder checks the built package (API report, docs) and may read files.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDeepImports, domainOnly('decimal\\.js')] }],
      'no-restricted-globals': [
        'error',
        'process',
        'fetch',
        'require',
        'setTimeout',
        'setInterval',
      ],
    },
  },
  {
    // Property-based tests may use fast-check.
    files: ['packages/domain/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noDeepImports, domainOnly('decimal\\.js|fast-check')] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
