import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CallDefinition } from '../api/registry';
import { serverAreas } from './area-list';
import { allCalls } from './compose';

/**
 * The area list is the one place the server learns of an area: an area file left out of it, or a
 * routes file whose calls no area names, would be code that never runs.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const apiFolder = path.resolve(here, '../api');

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
