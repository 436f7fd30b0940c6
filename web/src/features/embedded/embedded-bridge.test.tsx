import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { startupId } from './embedded-protocol';

const allowedOrigin = 'http://localhost:3000';

function fromHost(data: unknown, origin = allowedOrigin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });
}

/** Pretends the portal runs in a frame whose parent records what it is sent. */
function frameInParent() {
  const parent = { postMessage: vi.fn() };
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  return parent;
}

afterEach(() => {
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
});

describe('embedded mode (spec §1, §5)', () => {
  it('answers a start request with its startupId and the requestId', async () => {
    renderApp();
    await screen.findByRole('banner');
    const posted = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);

    fromHost({ type: 'portico:start', requestId: 'request-7' });

    expect(posted).toHaveBeenCalledWith(
      { type: 'portico:start-response', startupId, requestId: 'request-7' },
      allowedOrigin,
    );
  });

  it('sets colour mode and language from an allowed origin', async () => {
    const { i18n } = renderApp();
    await screen.findByRole('banner');

    fromHost({ type: 'portico:set-color-mode', value: 'dark' });
    fromHost({ type: 'portico:set-language', value: 'zh-CN' });

    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await vi.waitFor(() => expect(i18n.language).toBe('zh-CN'));
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('ignores every message from an origin outside the allow-list', async () => {
    const { i18n } = renderApp();
    await screen.findByRole('banner');
    const posted = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const foreign = 'https://evil.example';

    fromHost({ type: 'portico:start', requestId: 'r' }, foreign);
    fromHost({ type: 'portico:set-color-mode', value: 'dark' }, foreign);
    fromHost({ type: 'portico:set-language', value: 'zh-HK' }, foreign);

    expect(posted).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(i18n.language).toBe('en');
  });

  it('ignores an invalid value with a console error and changes nothing', async () => {
    const { i18n } = renderApp();
    await screen.findByRole('banner');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    fromHost({ type: 'portico:set-color-mode', value: 'sepia' });
    fromHost({ type: 'portico:set-language', value: 'zh' });

    expect(errors).toHaveBeenCalledTimes(2);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(i18n.language).toBe('en');
  });

  it('posts the loaded notice to the parent for each allowed origin when framed', async () => {
    const parent = frameInParent();
    renderApp();
    await screen.findByRole('banner');
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'portico:loaded', startupId },
      'http://localhost:3000',
    );
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'portico:loaded', startupId },
      'http://127.0.0.1:3000',
    );
  });

  it('posts the exit message to the parent on /exit and says the user has exited', async () => {
    const parent = frameInParent();
    renderApp({ path: '/exit' });
    expect(await screen.findByRole('heading', { name: 'You have exited' })).toBeTruthy();
    // The exit page posts from an effect, which may run after its heading is on screen.
    await waitFor(() =>
      expect(parent.postMessage).toHaveBeenCalledWith(
        { type: 'portico:exit', startupId },
        'http://localhost:3000',
      ),
    );
  });
});
