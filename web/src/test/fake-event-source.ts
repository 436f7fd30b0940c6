import { act } from '@testing-library/react';

/**
 * A stand-in EventSource the tests drive (jsdom has none): it records every stream opened and
 * closed. Install it with `vi.stubGlobal('EventSource', FakeEventSource)` and empty `opened` before
 * each test.
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  isClosed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
  }
  /** Sends an event to the listeners: `data` as JSON, or a plain event (an error) without it. */
  emit(type: string, data?: unknown) {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
}
