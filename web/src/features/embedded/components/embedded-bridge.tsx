import { useMantineColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand-context';
import { changeLanguage } from '../../../lib/i18n';
import {
  postToParent,
  readHostMessage,
  startupId,
  type HostCommand,
  type PortalMessage,
} from '../embedded-protocol';

/**
 * Listens for the host page's messages (embedded-protocol.ts) and announces the loaded portal to
 * its parent once. Renders nothing.
 */
export function EmbeddedBridge() {
  const { config } = useBrand();
  const { setColorScheme } = useMantineColorScheme();
  const { i18n } = useTranslation();
  const origins = config.embedOrigins;
  // A ref survives StrictMode's second run of effects, so the notice goes out once.
  const hasAnnouncedLoad = useRef(false);

  useEffect(() => {
    if (!hasAnnouncedLoad.current) {
      hasAnnouncedLoad.current = true;
      postToParent({ type: 'portico:loaded', startupId }, origins);
    }
    const run = (command: HostCommand, event: MessageEvent) => {
      if (command.type === 'portico:start') {
        const reply: PortalMessage = {
          type: 'portico:start-response',
          startupId,
          requestId: command.requestId,
        };
        (event.source as Window | null)?.postMessage(reply, event.origin);
      } else if (command.type === 'portico:set-color-mode') {
        setColorScheme(command.value);
      } else {
        void changeLanguage(i18n, command.value);
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (!origins.includes(event.origin)) return;
      const reading = readHostMessage(event.data);
      if (reading.kind === 'command') run(reading.command, event);
      else if (reading.kind === 'invalid')
        console.error(`Embedded message ignored: ${reading.reason}`);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origins, setColorScheme, i18n]);

  return null;
}
