/**
 * Writes Brotli (quality 11) and gzip (level 9) copies next to each built text asset, so the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing on every request:
 * smaller transfers than on-the-fly compression and no CPU spent per shopper.
 *
 *   tsx scripts/precompress.ts shell/dist store-remote/dist
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

export async function precompress(dir: string): Promise<{ files: number; raw: number; brotli: number }> {
  const totals = { files: 0, raw: 0, brotli: 0 };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    totals.files += 1;
    totals.raw += body.length;
    totals.brotli += brotli.length;
  }
  return totals;
}

if (process.argv[1]?.endsWith('precompress.ts')) {
  const dirs = process.argv.slice(2);
  Promise.all(dirs.map(async (dir) => ({ dir, ...(await precompress(dir)) }))).then(
    (results) => {
      for (const { dir, files, raw, brotli } of results) {
        console.log(
          `precompressed ${files} files in ${dir}: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`,
        );
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
