// Type-aware lint with the import boundaries of ARCHITECTURE.md §1 and HOUSE-STYLE.md §2:
// web and server never import each other, shared imports neither, features never import each other.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const features = existsSync('web/src/features')
  ? readdirSync('web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const noImport = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string-literal union, not enum.' },
        {
          // A Loader is a span: aria-label on it is prohibited ARIA (axe aria-prohibited-attr).
          selector: "JSXOpeningElement[name.name='Loader'] > JSXAttribute[name.name='aria-label']",
          message:
            'Use LoadingIndicator (web/src/components/loading-indicator.tsx) for a named spinner.',
        },
      ],
    },
  },
  {
    files: ['web/**'],
    rules: noImport(
      ['**/server/**', '../server/*'],
      'web never imports server (ARCHITECTURE.md §1).',
    ),
  },
  {
    files: ['server/**'],
    rules: noImport(['**/web/**', '../web/*'], 'server never imports web (ARCHITECTURE.md §1).'),
  },
  {
    files: ['shared/**'],
    rules: noImport(
      ['**/web/**', '**/server/**'],
      'shared imports neither web nor server (ARCHITECTURE.md §1).',
    ),
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: noImport(
      [
        ...features
          .filter((other) => other !== feature)
          .flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`]),
      ],
      'features never import each other; compose them in web/src/app/routes (HOUSE-STYLE.md §2).',
    ),
  })),
);
