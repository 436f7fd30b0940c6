import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CallDefinition } from '../api/registry';
import { simulatedFeedContext } from '../market-data/simulated-feed-context';
import { serverAreas } from './area-list';
import { allCalls } from './compose';
import { createSimulatedMarketData } from './simulated-market-data';

/**
 * The area list is the one place the server learns of an area: an area file left out of it, or a
 * routes file whose calls no area names, would be code that never runs.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const apiFolder = path.resolve(here, '../api');
const marketDataFolder = path.resolve(here, '../market-data');

async function exportsOf(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

function routesFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return routesFiles(file);
    return entry.name.endsWith('.routes.ts') ? [file] : [];
  });
}

/** The feeds the files of server/market-data/ add to `MarketDataProvider`, by name. */
function declaredFeeds(): string[] {
  const augmentation =
    /declare module '\.\/market-data-provider' \{\s*interface MarketDataProvider \{([^}]*)\}/g;
  return readdirSync(marketDataFolder)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(marketDataFolder, file), 'utf8').matchAll(augmentation)].flatMap(
        (block) =>
          [...(block[1] ?? '').matchAll(/readonly (\w+)\??:/g)].flatMap((feed) => feed[1] ?? []),
      ),
    );
}

describe('the server area list', () => {
  it('holds every area manifest of server/areas/', async () => {
    const files = readdirSync(here).filter((file) => file.endsWith('.area.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const areas = Object.values(await exportsOf(path.join(here, file)));
      expect(areas.length, file).toBeGreaterThan(0);
      for (const area of areas) expect(serverAreas, file).toContain(area);
    }
  });

  it('names each area once', () => {
    const names = serverAreas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('builds every feed server/market-data/ declares, each in one area', () => {
    const feeds = declaredFeeds();
    expect(feeds.length).toBeGreaterThan(0);
    const context = simulatedFeedContext({ clock: () => new Date() });
    const built = serverAreas.flatMap((area) =>
      'marketData' in area ? Object.keys(area.marketData(context)) : [],
    );
    expect(built.sort()).toEqual(feeds.sort());
    const provider = new Map(
      Object.entries(createSimulatedMarketData({ clock: () => new Date() })),
    );
    for (const feed of feeds) expect(provider.get(feed), feed).toBeTypeOf('object');
  });

  it('serves every call a routes file exports', async () => {
    const served = new Set<unknown>(allCalls);
    for (const file of routesFiles(apiFolder)) {
      for (const [name, value] of Object.entries(await exportsOf(file))) {
        if (!name.endsWith('Calls') || !Array.isArray(value)) continue;
        for (const call of value as CallDefinition[]) {
          expect(served.has(call), `${call.service}/${call.method} (${name})`).toBe(true);
        }
      }
    }
  });
});
