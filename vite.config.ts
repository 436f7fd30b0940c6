import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { getBrand } from './brands/index.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Puts the brand's title, icon and logo into index.html at build time (docs/DECISIONS.md §7). The
 * HTML cannot know the reader's language: it carries the English title, and the app retitles the
 * tab in the page's language as soon as it runs. The tab's icon is written into the page as a
 * data address: a request of its own cost the first page more in headers than the icon itself.
 * The file is still emitted at /portal/brand-icon.svg for whoever links to it (an embedding host).
 * The logo is the loading frame's (`.first-load`, docs/ARCHITECTURE.md "The first page"): drawn
 * as soon as the page and its stylesheet arrive, before any script has run.
 */
function brandHtml(brandId: string): Plugin {
  const brand = getBrand(brandId);
  const iconSvg = readFileSync(path.join(root, 'brands', brandId, brand.icon));
  const logoSvg = readFileSync(path.join(root, 'brands', brandId, brand.logo), 'utf8').trim();
  return {
    name: 'portico-brand-html',
    transformIndexHtml(html) {
      const icon = `data:image/svg+xml,${encodeURIComponent(iconSvg.toString('utf8').trim())}`;
      return html
        .replaceAll('%BRAND_TITLE%', brand.title.en)
        .replaceAll('%BRAND_ICON%', icon)
        .replaceAll('%BRAND_LOGO%', logoSvg);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'brand-icon.svg', source: iconSvg });
    },
    configureServer(server) {
      server.middlewares.use('/portal/brand-icon.svg', (_req, res) => {
        res.setHeader('content-type', 'image/svg+xml');
        res.end(iconSvg);
      });
    },
  };
}

/** Text formats worth compressing; images, fonts (woff2) and the like are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico|wasm|ttf|otf)$/;
/**
 * Below this a compressed copy saves too little to matter; above it even a small chunk's copy
 * pays for its `content-encoding` header many times over (the first page loads several of 0.3-1
 * KB; `MIN_SAVING` still leaves out a copy that does not shrink).
 */
const MIN_BYTES = 256;
/** A variant is written only when it is at least this much smaller than the file. */
const MIN_SAVING = 0.9;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of the
 * build, so the server sends them by Accept-Encoding without compressing at request time
 * (docs/DECISIONS.md §1; server/http/web-routes.ts). Small files and files that do not shrink are
 * left alone; `.vite/` (the bench's manifest) is not served and is skipped.
 */
function precompress(): Plugin {
  return {
    name: 'portico-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const outDir = options.dir;
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.'));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          const variants = [
            { suffix: '.br', bytes: br },
            { suffix: '.gz', bytes: gz },
          ].filter(({ bytes }) => bytes.length <= content.length * MIN_SAVING);
          await Promise.all(variants.map(({ suffix, bytes }) => writeFile(file + suffix, bytes)));
        }),
      );
    },
  };
}

export default defineConfig(() => {
  const brandId = process.env.BRAND ?? 'default';
  return {
    root: path.join(root, 'web'),
    base: '/portal/',
    plugins: [react(), brandHtml(brandId), precompress()],
    resolve: {
      alias: {
        '@brand': path.join(root, 'brands', brandId),
        '@shared': path.join(root, 'shared'),
        '@brands': path.join(root, 'brands'),
      },
    },
    build: {
      outDir: path.join(root, 'dist', 'web', brandId),
      emptyOutDir: true,
      sourcemap: false,
      // Every browser the portal supports preloads modules itself; the polyfill was dead weight
      // in the first page's script.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports statically is one file: left to itself, the bundler
            // cut the first page's code into ~20 files of 1-3 KB (shared with lazy routes), each
            // a request with its own headers, and compressed worse apart (issue 22, the first
            // page). Lazy routes keep their own chunks and import from this one.
            //
            // The login page, the first page most visitors load, is one more file with everything
            // it imports beyond the entry: left apart, its form, banners and their hooks came as
            // ~15 files of 0.4-3 KB. A later page that shares a piece of it loads this file.
            //
            // Code that 40 or more pages share (tables, formats, states, Mantine's popovers...) is
            // one `common` file: left apart it was ~100 files, many under 1 KB, each a request for
            // a page and a name in the entry's preload lists (the first page paid for the lists).
            groups: [
              { name: 'index', tags: ['$initial' as const], priority: 2 },
              { name: 'login', test: /web\/src\/app\/routes\/users\/login\.tsx$/, priority: 1 },
              { name: 'common', minShareCount: 40, priority: 0 },
            ],
          },
        },
      },
    },
    server: {
      proxy: { '/portal/api': 'http://127.0.0.1:3000', '/portal/dev': 'http://127.0.0.1:3000' },
    },
  };
});
