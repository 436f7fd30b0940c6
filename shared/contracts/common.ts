import { z } from 'zod';

/** Spec §1: the two account sources, Gateway (funds, stocks, cash) and Fos (virtual assets). */
export const accountSource = z.enum(['gateway', 'fos']);

/** An account's source, lower case on the wire. */
export type AccountSource = z.infer<typeof accountSource>;
