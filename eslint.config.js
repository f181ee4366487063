// Lint rules: typescript-eslint's type-checked recommended set over every file, TypeScript and JavaScript alike
// (tsconfig.json takes the JavaScript in too, for its types, without checking it); formatting is Prettier's.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'completions/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // One program from tsconfig.json, which takes in every file linted: a whole run is faster than with the project
    // service (25 s against 30 s on two cores).
    languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // Types come from the catalog and from narrowing; each cast left in src says why on the line before it.
    files: ['src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    // Tests read JSON bodies as `any`; plain JavaScript has no types to be unsafe with.
    files: ['test/**/*.ts', '**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Test doubles answer async interfaces at once. Test files share loaded modules (vitest.config.ts): a module
    // replaced for one would be replaced for the others; doubles go in through options.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message: 'test files share loaded modules: hand the double in through an option',
        })),
      ],
    },
  },
  {
    files: ['bin/**/*.js', 'bench/**/*.js', 'test/fixtures/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // The launcher is CommonJS (bin/package.json): `cal --version` then needs no ES module loader; it runs the bundle
    // as a CommonJS script (bin/code-cache.js), warmed by scripts/warm-code-cache.cjs.
    files: ['bin/**/*.js', 'scripts/**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'readonly',
        __dirname: 'readonly',
        __filename: 'readonly',
        Buffer: 'readonly',
        process: 'readonly',
      },
    },
    // Destructuring a Node module's functions from require() is the norm there, not an unbound method.
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
  prettier,
);
