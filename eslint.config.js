import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import direction (DESIGN §2): app → features → ui, lib, api, forms (the form engine), widgets; features never import
// each other; server never imports src; ui and lib know nothing of features.
const featureBoundaries = {
  patterns: [
    { regex: '^\\.\\./(?!\\.\\.)[^/]+/|/features/', message: 'Features never import each other; compose them in src/app.' },
    { regex: '/app/', message: 'Only src/app composes the app.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'src/api/generated', 'src/generated', 'data', 'bench/report*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: the app runs under a CSP without unsafe-eval.' },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the app runs under a CSP without unsafe-eval.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/features/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', featureBoundaries] } },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}', 'src/forms/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/*', '**/app/*'], message: 'Shared code knows nothing of features or the app.' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/*'], message: 'The server never imports the client.' }] }] },
  },
);
