import { exampleCalls } from './example/example.routes';
import type { CallDefinition } from './registry';

/** Every call Portico defines; the registry drops those whose brand flag is off. */
export const allCalls: readonly CallDefinition[] = [...exampleCalls];
