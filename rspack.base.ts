/**
 * One factory for the three browser builds (shell host, storefront and admin remotes), so that the
 * shared-dependency map, loaders and output conventions cannot drift between teams.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  type Compilation,
  type Configuration,
  CopyRspackPlugin,
  DefinePlugin,
  HtmlRspackPlugin,
} from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { RuntimeConfig } from '@store/contracts/runtime-config';
import { STYLESHEET_KEYS_FIELD } from '@store/contracts/server-render';
import { type AppKind, apps } from './federation.apps.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

function versionOf(packageJsonPath: string): string {
  return (JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string }).version;
}
const dependencyVersion = (name: string) => versionOf(path.join(root, 'node_modules', name, 'package.json'));

/**
 * One copy for the whole page, and strict: a remote built against a version the page's copy does not
 * satisfy fails to load (the shell then shows its fallback and names the remote) instead of running
 * against an incompatible singleton. `npm run check:remote` catches the same skew before a deploy.
 */
const singleton = (name: string, version = dependencyVersion(name)) => ({
  singleton: true,
  strictVersion: true,
  requiredVersion: `^${version}`,
  version,
});

/**
 * The singletons every build shares (docs/architecture.md §2). Our own packages are shared too: sharing zustand
 * alone would still give each remote its own cart store.
 */
/**
 * TypeScript and JSX through SWC to ES2022, for the three browser builds and the storefront's server
 * build (rspack.store-server.ts), so both builds of the storefront compile its sources alike.
 */
export function swcRule(production: boolean) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
      },
    },
    type: 'javascript/auto' as const,
  };
}

export function sharedDependencies() {
  const reactVersion = dependencyVersion('react');
  const reactDomVersion = dependencyVersion('react-dom');
  const own = (folder: string) => versionOf(path.join(root, 'shared', folder, 'package.json'));
  return {
    react: singleton('react', reactVersion),
    'react/jsx-runtime': singleton('react', reactVersion),
    'react/jsx-dev-runtime': singleton('react', reactVersion),
    'react-dom': singleton('react-dom', reactDomVersion),
    'react-dom/client': singleton('react-dom', reactDomVersion),
    zustand: singleton('zustand'),
    '@store/api': singleton('@store/api', own('api')),
    '@store/state': singleton('@store/state', own('state')),
    '@store/ui': singleton('@store/ui', own('ui')),
    // react-router is shared through this facade: one router instance, tree-shaken (see its index.ts).
    '@store/router': singleton('@store/router', own('router')),
  };
}

/**
 * The federation runtime is injected through require(), which resolves its packages to their
 * CommonJS builds: nothing in them can be tree-shaken and the `optimization` flags below cannot drop
 * code. Pointing the same packages at their ES module builds lets both work.
 */
function federationRuntimeEsm(): Record<string, string> {
  const esm: Record<string, string> = {};
  for (const name of [
    'inject-external-runtime-core-plugin',
    'runtime-core',
    'sdk',
    'webpack-bundler-runtime',
    'runtime',
    'runtime-tools',
    'error-codes',
  ]) {
    const pkgDir = path.join(root, 'node_modules', '@module-federation', name);
    const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
      exports: Record<string, { import?: { default: string }; require?: { default: string } }>;
    };
    const entry = pkg.exports['.']?.import?.default;
    if (entry) {
      esm[`@module-federation/${name}$`] = path.join(pkgDir, entry);
      // The federation plugin also injects some of them by absolute path to their CommonJS build.
      const commonJs = pkg.exports['.']?.require?.default;
      if (commonJs) esm[`${path.join(pkgDir, commonJs)}$`] = path.join(pkgDir, entry);
    }
  }
  return esm;
}

export { type AppKind, apps } from './federation.apps.ts';

/**
 * For each stylesheet of the build, the `data-rspack` value (`uniqueName:chunk-id`) rspack's CSS
 * loading looks for before it adds a `<link>`: a server-rendered page whose link carries it is not
 * given the same stylesheet a second time when the remote loads. Its check by address cannot match
 * there (the page's link is root-relative, the remote's public path absolute), and a second copy
 * of a stylesheet makes the browser work out every element's style again (docs/architecture.md §5).
 */
function stylesheetKeys(compilation: Compilation): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const chunk of compilation.chunks) {
    if (chunk.id === null || chunk.id === undefined) continue;
    for (const file of chunk.files) {
      if (file.endsWith('.css')) keys[file] = `${compilation.outputOptions.uniqueName}:chunk-${chunk.id}`;
    }
  }
  return keys;
}

const recordStylesheetKeys = ({
  stats,
  compilation,
}: {
  stats: { metaData: object };
  compilation: unknown;
}) => {
  Object.assign(stats.metaData, { [STYLESHEET_KEYS_FIELD]: stylesheetKeys(compilation as Compilation) });
};

const sharedRefreshRuntime = path.join(root, 'scripts/react-refresh-shared');

/** Where `npm run dev` runs the API; the shell's dev server proxies /api and /uploads to it. */
export const DEV_API_PORT = Number(process.env.API_PORT ?? 4000);

export function createConfig(kind: AppKind, env: { production?: boolean } = {}): Configuration {
  const production = env.production ?? process.env.NODE_ENV === 'production';
  const app = apps[kind];
  const appRoot = path.join(root, app.folder);
  const isHost = kind === 'shell';
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(appRoot, 'dist');

  return {
    name: kind,
    context: root,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    // Modern output: every browser the store supports runs ES2022 natively, so neither our code nor
    // rspack's runtime carries down-levelled classes, async functions or their helpers.
    target: ['web', 'es2022'],
    entry: isHost ? { main: './shell/src/index.ts' } : {},
    output: {
      path: outDir,
      uniqueName: kind,
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      alias: {
        ...federationRuntimeEsm(),
        // react-router's package exports name only its development build (warnings and checks);
        // production builds take the production one it ships beside it.
        ...(production
          ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') }
          : {}),
        // Development: remotes use the shell's React Refresh runtime, or hot updates never render.
        ...(production || isHost ? {} : { 'react-refresh': sharedRefreshRuntime }),
      },
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json', '.cjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        swcRule(production),
        ...(production
          ? [
              {
                test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
                loader: path.join(root, 'scripts/pure-annotations-loader.cjs'),
              },
            ]
          : []),
        {
          test: /\.css$/,
          use: [
            { loader: 'postcss-loader', options: { postcssOptions: { plugins: ['@tailwindcss/postcss'] } } },
          ],
          type: 'css/auto',
        },
        { test: /\.(png|jpe?g|svg|webp|avif|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new ModuleFederationPlugin({
        name: kind,
        ...(app.exposes ? { exposes: app.exposes, filename: 'remoteEntry.js' } : {}),
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        // The shell's manifest records the versions it provides, for `npm run check:remote`. A remote's
        // also names how its runtime recognises each stylesheet as loaded (see stylesheetKeys).
        manifest: {
          fileName: 'mf-manifest.json',
          ...(isHost ? {} : { additionalData: recordStylesheetKeys }),
        },
        dts: false,
        experiments: {
          asyncStartup: true,
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // No manifest handling in the runtime: the shell reads the remotes' manifests itself
          // (shell/src/remotes/remote-manifest.ts); remotes load no remotes of their own.
          optimization: { target: 'web', disableSnapshot: true, ...(isHost ? {} : { disableRemote: true }) },
        },
      }),
      ...(isHost
        ? [
            new HtmlRspackPlugin({ template: path.join(appRoot, 'index.html'), inject: 'body' }),
            new CopyRspackPlugin({ patterns: [{ from: path.join(appRoot, 'public'), to: outDir }] }),
          ]
        : []),
      ...(production
        ? []
        : [
            new ReactRefreshRspackPlugin({
              // One injection flag and one runtime for the whole page (see scripts/react-refresh-shared).
              library: 'threadline',
              exclude: [/node_modules/, sharedRefreshRuntime],
            }),
          ]),
    ],
    optimization: { moduleIds: production ? 'deterministic' : 'named' },
    performance: { hints: false },
    devServer: {
      port: app.devPort,
      hot: true,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      ...(isHost
        ? {
            proxy: [{ context: ['/api', '/uploads'], target: `http://127.0.0.1:${DEV_API_PORT}` }],
            setupMiddlewares: (middlewares) => {
              // The dev runtime config: remotes on their own dev servers, the API behind this one's proxy.
              middlewares.unshift({
                name: 'runtime-config',
                path: '/config.json',
                middleware: (_request: IncomingMessage, response: ServerResponse) => {
                  response.setHeader('Content-Type', 'application/json');
                  response.setHeader('Cache-Control', 'no-cache');
                  const config: RuntimeConfig = {
                    apiBaseUrl: '',
                    remotes: {
                      store: `http://localhost:${apps.store.devPort}/mf-manifest.json`,
                      admin: `http://localhost:${apps.admin.devPort}/mf-manifest.json`,
                    },
                  };
                  response.end(JSON.stringify(config));
                },
              });
              return middlewares;
            },
          }
        : {}),
    },
    lazyCompilation: false,
  };
}
