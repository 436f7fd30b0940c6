import { isLanguage, type Language } from '@shared/i18n/languages';

/*
 * Embedded mode (spec §1, §5): a host page frames the portal and talks to it by window messages.
 * Only messages from origins in the brand's `embedOrigins` are read; others are ignored silently.
 *
 * Host -> portal:
 *   { type: 'portico:start', requestId: string }                 ask for the portal's startupId
 *   { type: 'portico:set-color-mode', value: 'light' | 'dark' }   set and store the colour mode
 *   { type: 'portico:set-language', value: 'en' | 'zh-HK' | 'zh-CN' }  set and store the language
 * Portal -> host:
 *   { type: 'portico:start-response', startupId, requestId }  to the start request's sender
 *   { type: 'portico:loaded', startupId }                     to the parent once the app has started
 *   { type: 'portico:exit', startupId }                       to the parent when /exit is shown
 *
 * `startupId` is random per page load, so a host can tell a reloaded portal from the one it
 * started. A `portico:` message with a missing or invalid value is ignored with a console error;
 * any other message (not ours) is ignored silently.
 */

/** A command from the host page. */
export type HostCommand =
  | { type: 'portico:start'; requestId: string }
  | { type: 'portico:set-color-mode'; value: 'light' | 'dark' }
  | { type: 'portico:set-language'; value: Language };

/** A message the portal sends to its host. */
export type PortalMessage =
  | { type: 'portico:start-response'; startupId: string; requestId: string }
  | { type: 'portico:loaded'; startupId: string }
  | { type: 'portico:exit'; startupId: string };

/** How a received message reads: a command, a broken message of ours, or someone else's. */
export type HostMessageReading =
  | { kind: 'command'; command: HostCommand }
  | { kind: 'invalid'; reason: string }
  | { kind: 'foreign' };

const invalid = (reason: string): HostMessageReading => ({ kind: 'invalid', reason });

/** Reads a message's data as one of the host commands above. */
export function readHostMessage(data: unknown): HostMessageReading {
  if (typeof data !== 'object' || data === null) return { kind: 'foreign' };
  const { type, value, requestId } = data as Record<string, unknown>;
  if (typeof type !== 'string' || !type.startsWith('portico:')) return { kind: 'foreign' };
  switch (type) {
    case 'portico:start':
      return typeof requestId === 'string' && requestId !== ''
        ? { kind: 'command', command: { type, requestId } }
        : invalid('portico:start needs a requestId string');
    case 'portico:set-color-mode':
      return value === 'light' || value === 'dark'
        ? { kind: 'command', command: { type, value } }
        : invalid(`portico:set-color-mode: invalid value ${JSON.stringify(value)}`);
    case 'portico:set-language':
      return isLanguage(value)
        ? { kind: 'command', command: { type, value } }
        : invalid(`portico:set-language: invalid value ${JSON.stringify(value)}`);
    default:
      return invalid(`unknown message type ${type}`);
  }
}

function randomId(): string {
  // getRandomValues works on plain http too, where crypto.randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This page load's startup id. */
export const startupId = randomId();

/** Whether the portal runs inside a frame. */
function isFramed(): boolean {
  return window.parent !== window;
}

/**
 * Posts to the parent once per allowed origin: the browser delivers only the one matching the
 * parent's real origin, so nothing reaches a host outside the allow-list.
 */
export function postToParent(message: PortalMessage, origins: readonly string[]): void {
  if (!isFramed()) return;
  for (const origin of origins) window.parent.postMessage(message, origin);
}
