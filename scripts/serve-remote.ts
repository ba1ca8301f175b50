/**
 * Serves one built remote (or any build folder) on its own port, as a CDN or a team's own host
 * would: CORS open to every origin (the shell loads it cross-origin), hashed files immutable,
 * manifests and remote entries revalidated.
 *
 *   npm run serve:remote -- store-remote/dist 4101
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { cacheHeaders } from '../server/src/plugins/web.ts';

export async function serveRemote(dir: string, port: number, host = '127.0.0.1') {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    prefix: '/',
    index: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  await app.listen({ port, host });
  return app;
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'serve-remote.ts'))) {
  const [dir = 'store-remote/dist', port = '4101'] = process.argv.slice(2);
  serveRemote(dir, Number(port)).then(
    () =>
      console.log(`Serving ${path.resolve(dir)} on http://127.0.0.1:${port} (manifest: /mf-manifest.json)`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
