import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForChunkFailures } from './features/maintenance/chunk-reload';
import { createI18n, initialLanguage } from './lib/i18n';
import { loadCatalogues } from './lib/i18n-catalogues';
import { purgeExpired } from './lib/storage';

// Spec §9: stored items carry an expiry and are purged at start, before anything reads them.
purgeExpired();
listenForChunkFailures();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Only the starting language's texts are fetched; the others load when chosen.
const language = initialLanguage();
void loadCatalogues(language).then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App i18n={createI18n(language)} />
    </StrictMode>,
  );
});
