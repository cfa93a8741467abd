import type { LiveSocket } from '@onsite/api-client';

/** A socket the live channel can open in jsdom; tests push frames through `receive`. */
export class FakeSocket implements LiveSocket {
  static opened: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: LiveSocket['onopen'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  onmessage: LiveSocket['onmessage'] = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.readyState = 3;
  }

  /** The server closes the socket with `code` (4001: the session ended). */
  closeFromServer(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  /** The server sends a frame. */
  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  static last(): FakeSocket | undefined {
    return FakeSocket.opened.at(-1);
  }
}

export const fakeSocketFactory = (url: string) => new FakeSocket(url);
