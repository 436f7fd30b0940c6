/**
 * The Fos back office (spec §1: the source of virtual assets), a sibling of the Gateway one
 * (gateway.port.ts): one port per product area, so a firm can replace one area's connector and
 * keep the embedded books for the rest. Each area's port file adds its port to this interface
 * (`declare module './fos.port'`), and server/areas/compose.ts refuses to compile while a declared
 * port has no area building it. Its clients' notifications go through the one notifications port
 * (the Gateway's `notifications`: every source's clients are told on the same notification books).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Fos {}
