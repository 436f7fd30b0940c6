// Type-aware lint with the import boundaries of docs/DECISIONS.md §1 and docs/CODE-STYLE.md §2:
// web and server never import each other, shared imports neither, features never import each other.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = existsSync('web/src/features')
  ? readdirSync('web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// The server's layers (server-layers.json; server/layers.test.ts enforces them in npm test).
const layering = JSON.parse(readFileSync(new URL('./server-layers.json', import.meta.url), 'utf8'));
const asGlob = (prefix) => (prefix.endsWith('/') ? `${prefix}**` : prefix);
// An import names a file by a relative path: match its last folder or file name.
const asImport = (prefix) => {
  const name = prefix.replace(/\/$/, '').split('/').slice(-1)[0].replace(/\.ts$/, '');
  return prefix.endsWith('/') ? [`**/${name}/**`] : [`**/${name}`];
};
const serverLayerRules = layering.layers.map((layer, index) => ({
  files: layer.paths.map(asGlob),
  // A file of another layer inside this layer's folder (server/db/seed-cli.ts) follows its own
  // layer; tests may import across layers.
  ignores: [
    '**/*.test.ts',
    ...layering.layers
      .flatMap((other) => other.paths)
      .filter((other) => layer.paths.some((path) => other.startsWith(path) && other !== path))
      .map(asGlob),
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(index === 0
            ? []
            : [
                {
                  group: layering.layers
                    .slice(0, index)
                    .flatMap((upper) => upper.paths.flatMap(asImport)),
                  message: `the ${layer.name} layer imports only its own and lower layers (server-layers.json)`,
                },
              ]),
          ...layering.forbidden
            .filter((rule) =>
              rule.from.some((from) => layer.paths.some((path) => path.startsWith(from))),
            )
            .map((rule) => ({ group: asImport(rule.to), message: rule.message })),
        ],
      },
    ],
  },
}));

const restrictedSyntax = [
  { selector: 'TSEnumDeclaration', message: 'Use a string-literal union, not enum.' },
  {
    // A Loader is a span: aria-label on it is prohibited ARIA (axe aria-prohibited-attr).
    selector: "JSXOpeningElement[name.name='Loader'] > JSXAttribute[name.name='aria-label']",
    message: 'Use LoadingIndicator (web/src/components/loading-indicator.tsx) for a named spinner.',
  },
];

// docs/CODE-STYLE.md §10: brand flags are read by the route table, the navigation and the call
// registry only. A feature gets what a flag decides from its area's manifest
// (web/src/app/areas/<area>.tsx): a prop, or the feature's options the manifest fills.
const flagMessage =
  "Feature code never reads the brand's feature flags: take the value from the area's manifest " +
  '(web/src/app/areas/), as a prop or through the options its `wrap` fills.';
const noFlagReads = [
  { selector: "MemberExpression[property.name='features']", message: flagMessage },
  { selector: "ObjectPattern > Property[key.name='features']", message: flagMessage },
];

// docs/UI-STYLE.md §1: one formatter for the whole app (shared/domain/number-format.ts via
// useFormat); a screen never rounds or groups a figure itself.
const noScreenFormatting = [
  {
    selector: 'CallExpression[callee.property.name=/^(toFixed|toLocaleString|toPrecision)$/]',
    message:
      'Format figures with useFormat (web/src/lib/use-format.ts), not toFixed/toLocaleString.',
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
    message: 'Format figures with useFormat (web/src/lib/use-format.ts), not Intl.NumberFormat.',
  },
];

const noImport = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.server/**',
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
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  {
    // The service worker is a classic script the browser runs as it is served (no bundler, no
    // TypeScript project): lint it without type information, with a service worker's globals.
    files: ['web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.serviceworker },
  },
  {
    // The embedded database's initdb child (server/db/pglite-initdb.mjs) is plain JavaScript so it
    // starts under plain node: lint it without type information, with node's globals.
    files: ['server/**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node, parserOptions: { projectService: false } },
  },
  {
    files: ['web/**'],
    rules: noImport(
      ['**/server/**', '../server/*'],
      'web never imports server (docs/DECISIONS.md §1).',
    ),
  },
  {
    files: ['server/**'],
    rules: noImport(['**/web/**', '../web/*'], 'server never imports web (docs/DECISIONS.md §1).'),
  },
  ...serverLayerRules,
  {
    // SQL stays in repositories, migrations and the database module (docs/CODE-STYLE.md §6).
    files: ['server/**'],
    ignores: ['server/**/*.repository.ts', 'server/db/**', 'server/test/**', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string-literal union, not enum.' },
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|selectNoFrom)$/]',
          message: 'Only *.repository.ts files and migrations speak SQL (docs/CODE-STYLE.md §6).',
        },
        {
          selector:
            "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name='sql']",
          message: 'Only *.repository.ts files and migrations speak SQL (docs/CODE-STYLE.md §6).',
        },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: noImport(
      ['**/web/**', '**/server/**'],
      'shared imports neither web nor server (docs/DECISIONS.md §1).',
    ),
  },
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax, ...noScreenFormatting] },
  },
  {
    files: ['web/src/features/**'],
    rules: {
      'no-restricted-syntax': ['error', ...restrictedSyntax, ...noFlagReads, ...noScreenFormatting],
    },
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: noImport(
      [
        ...features
          .filter((other) => other !== feature)
          .flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`]),
      ],
      'features never import each other; compose them in web/src/app/routes (docs/CODE-STYLE.md §2).',
    ),
  })),
);
