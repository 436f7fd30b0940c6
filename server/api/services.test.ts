import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contracts, services } from '../../shared/contracts/index';
import { allCalls } from '../areas/compose';
import { callKey, type CallDefinition } from './registry';

/**
 * One name, one place (docs/CODE-STYLE.md §3-5): each service has one contract file
 * `shared/contracts/<service>.ts`, one route folder `server/api/<service>/` whose calls are all of
 * that service, and the registry serves exactly the calls the contracts declare, with the
 * contracts' own schemas.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const camel = (service: string) =>
  service.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const routeFolders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('services', () => {
  it('has one route folder per service, named as the service', () => {
    expect(routeFolders).toEqual(Object.keys(services).sort());
  });

  it('has one contract file per service exporting <service>Contracts', async () => {
    for (const [service, methods] of Object.entries(services)) {
      const file = (await import(`../../shared/contracts/${service}.ts`)) as Record<
        string,
        unknown
      >;
      expect(file[`${camel(service)}Contracts`], service).toBe(methods);
    }
  });

  it('keeps every call of a route folder in that folder’s service', async () => {
    for (const folder of routeFolders) {
      const files = readdirSync(path.join(here, folder)).filter((name) =>
        name.endsWith('.routes.ts'),
      );
      expect(files.length, folder).toBeGreaterThan(0);
      for (const name of files) {
        const exported = Object.values(
          (await import(`./${folder}/${name}`)) as Record<string, unknown>,
        ).flat() as Partial<CallDefinition>[];
        const services = new Set(
          exported.filter((call) => call.service).map((call) => call.service),
        );
        expect([...services], `${folder}/${name}`).toEqual([folder]);
      }
    }
  });

  it('serves exactly the contracts’ calls, with the contracts’ schemas', () => {
    const keys = allCalls.map(callKey).sort();
    expect(keys).toEqual(Object.keys(contracts).sort());
    const byKey = contracts as Record<string, { input: unknown; output: unknown }>;
    for (const call of allCalls) {
      expect(call.input, callKey(call)).toBe(byKey[callKey(call)]?.input);
      expect(call.output, callKey(call)).toBe(byKey[callKey(call)]?.output);
    }
  });
});
