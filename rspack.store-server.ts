/**
 * The storefront's server build (docs/architecture.md §2, Server rendering): the same sources as the
 * browser build, for Node, exposing `./render` from `store-remote/dist/server/remoteEntry.js`. The
 * server loads it at run time through Module Federation (@module-federation/enhanced/runtime), so a
 * new storefront version, browser and server builds side by side, needs no server rebuild.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, DefinePlugin, optimize } from '@rspack/core';
import { swcRule } from './rspack.base.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export function createStoreServerConfig(): Configuration {
  const outDir = path.join(
    process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(root, 'store-remote/dist'),
    'server',
  );
  return {
    name: 'store-server',
    // After the browser build, whose clean would otherwise empty this folder.
    dependencies: ['store'],
    context: root,
    mode: 'production',
    devtool: 'source-map',
    target: 'async-node',
    entry: {},
    output: {
      path: outDir,
      uniqueName: 'store_server',
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: {
      alias: { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json', '.cjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        swcRule(true),
        // The browser build ships the styles; here an imported stylesheet is an unused string.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|svg|webp|avif|woff2?)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new ModuleFederationPlugin({
        name: 'store',
        exposes: { './render': './store-remote/src/ssr/render.tsx' },
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name: 'store' },
        remoteType: 'script',
        // React and the shared packages are bundled in: on the server nothing else renders with them.
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      // One file: the server loads it once per version and never waits on a chunk while rendering.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
  };
}
