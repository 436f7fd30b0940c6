import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { getBrand } from './brands/index.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Puts the brand's title and icon into index.html at build time (ARCHITECTURE.md §7). */
function brandHtml(brandId: string): Plugin {
  const brand = getBrand(brandId);
  const iconSvg = readFileSync(path.join(root, 'brands', brandId, brand.icon));
  return {
    name: 'portico-brand-html',
    transformIndexHtml(html) {
      return html.replaceAll('%BRAND_TITLE%', brand.title);
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

export default defineConfig(() => {
  const brandId = process.env.BRAND ?? 'default';
  return {
    root: path.join(root, 'web'),
    base: '/portal/',
    plugins: [react(), brandHtml(brandId)],
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
      chunkSizeWarningLimit: 800,
    },
    server: {
      proxy: { '/portal/api': 'http://127.0.0.1:3000', '/portal/dev': 'http://127.0.0.1:3000' },
    },
  };
});
