import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createRouter } from './app/app';
import { listenForChunkFailures } from './features/maintenance/chunk-reload';
import { createI18n, initialLanguage, loadEveryCatalogue } from './lib/i18n';
import { loadCatalogues } from './lib/i18n-catalogues';
import { purgeExpired } from './lib/storage';

// Spec §9: stored items carry an expiry and are purged at start, before anything reads them.
purgeExpired();
listenForChunkFailures();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Only the starting language's texts are fetched, and of those only the start part, which the
// first page needs (lib/i18n-catalogues.ts); the others load when chosen. The router is made
// meanwhile, so the first page's module loads alongside; any other page waits for the rest of
// its language's texts as well, fetched from the start in that case.
const language = initialLanguage();
const i18nReady = loadCatalogues(language, ['start']).then(() => createI18n(language));
const router = createRouter(async () => {
  const [i18n] = await Promise.all([i18nReady, loadCatalogues(language)]);
  await loadEveryCatalogue(i18n);
});
void i18nReady.then((i18n) => {
  createRoot(rootElement).render(
    <StrictMode>
      <App i18n={i18n} router={router} />
    </StrictMode>,
  );
});
