import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', '.bench-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useInfiniteQuery', 'useSuspenseQuery', 'useQueries'],
              message: "Use lib/query's hooks: they render a result that arrives later in a transition, not in one blocking task.",
            },
            {
              name: 'antd',
              importNames: ['Result'],
              message: "Use components/lazy-result: antd's Result (~10 KB with its pictures) loads when an error, empty or done state shows.",
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Grid', property: 'useBreakpoint', message: "Use lib/use-breakpoint: it answers in the first render, not after a layout effect." },
      ],
    },
  },
  { files: ['apps/web/src/lib/query.ts'], rules: { 'no-restricted-imports': 'off' } },
);
