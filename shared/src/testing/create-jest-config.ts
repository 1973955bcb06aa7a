import path from 'node:path';

/** shared/src */
const SHARED_SRC = path.resolve(__dirname, '..');

/** Packages shipped only as ES modules that swc must transform for jest. */
export const ESM_PACKAGES = [
  '@ant-design/colors',
  '@ant-design/fast-color',
  '@wangeditor',
  'lodash-es',
  'nanoid',
  'dom7',
  'snabbdom',
  'slate',
];

export interface JestConfigOptions {
  /** The app's folder (its jest.config's `__dirname`). */
  rootDir: string;
  displayName: string;
  /** More moduleNameMapper entries (for example the app's own federation stubs). */
  moduleNameMapper?: Record<string, string>;
  /** More setup files, run after shared's. */
  setupFilesAfterEnv?: string[];
  /** More ESM-only packages to transform. */
  esmPackages?: string[];
  testTimeout?: number;
}

/**
 * The jest configuration every front-end app can start from: jsdom, @swc/jest,
 * `@agency/shared/*` mapped to shared's sources, stylesheets stubbed, shared's
 * setup (jest-dom, matchMedia, ResizeObserver, MessageChannel...), and the
 * ESM-only packages transformed. In an app's `jest.config.ts`:
 *
 * ```ts
 * import { createJestConfig } from '@agency/shared/testing/create-jest-config';
 * export default createJestConfig({ rootDir: __dirname, displayName: 'host' });
 * ```
 */
export function createJestConfig(options: JestConfigOptions) {
  const esm = [...ESM_PACKAGES, ...(options.esmPackages ?? [])].map((name) =>
    name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return {
    displayName: options.displayName,
    rootDir: options.rootDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [
      path.join(SHARED_SRC, 'testing/jest-setup.ts'),
      ...(options.setupFilesAfterEnv ?? []),
    ],
    moduleNameMapper: {
      '^@agency/shared/(.*)$': `${SHARED_SRC}/$1`,
      '\\.(css|less|scss)$': path.join(SHARED_SRC, 'testing/style-stub.ts'),
      // Code off the staff screens (login, public pages) imports antd by component file,
      // antd's ES build; under jest the `antd` index is antd's CommonJS build, so every
      // component path maps to its CommonJS twin: one set of antd modules, one ConfigProvider.
      '^antd/es/(.*)$': 'antd/lib/$1',
      ...options.moduleNameMapper,
    },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esm.join('|')})(/|$))`],
    testTimeout: options.testTimeout ?? 30000,
  };
}
