/**
 * Bundles the API for production (`npm start`): our TypeScript, including @store/contracts, in one
 * ESM file; every npm package stays external and is loaded from node_modules at run time.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));

const config: Configuration = {
  name: 'server',
  mode: 'production',
  // The oldest Node the bundle still starts on: 20 runs it with a warning, 22 and 24 are supported
  // (README, Prerequisites).
  target: 'node20',
  context: here,
  entry: { main: './src/main.ts' },
  output: {
    path: path.join(here, 'dist'),
    filename: '[name].js',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  externalsType: 'module-import',
  externals: [
    ({ request }, callback) => {
      if (
        request &&
        !request.startsWith('.') &&
        !path.isAbsolute(request) &&
        !request.startsWith('@store/')
      ) {
        return callback(undefined, `module-import ${request}`);
      }
      return callback();
    },
  ],
  externalsPresets: { node: true },
  resolve: { extensions: ['.ts', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.js'] } },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false },
  devtool: 'source-map',
  node: { __dirname: false, __filename: false },
};

export default config;
