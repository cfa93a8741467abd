import { LIVE_ORDER_OVERDUE } from '@onsite/domain';
import { describe, expect, it, vi } from 'vitest';
import { createLiveChannel, type LiveSocket, liveChannelUrl } from './liveChannel';
import { parseLiveMessage } from './parseLiveMessage';

describe('parsing live frames', () => {
  it.each([1, 2, 3] as const)('keeps type %i as it is', (type) => {
    expect(
      parseLiveMessage(JSON.stringify({ type, title: 't', text: 'x', remark: 'r', count: 2, orderId: 5 })),
    ).toEqual({
      type,
      title: 't',
      text: 'x',
      remark: 'r',
      count: 2,
      orderId: 5,
    });
  });

  it('reads a numeric string type and string order id', () => {
    expect(parseLiveMessage('{"type":"3","orderId":"18"}')).toMatchObject({ type: 3, orderId: 18 });
  });

  it('keeps the mark of an alert its recipient chose not to hear spoken (D64)', () => {
    expect(parseLiveMessage('{"type":3,"silent":true}')).toMatchObject({ type: 3, silent: true });
    expect(parseLiveMessage('{"type":3,"silent":"yes"}')).not.toHaveProperty('silent');
  });

  it("turns any other type into 'other', keeping what the server sent", () => {
    expect(parseLiveMessage('{"type":9,"title":"系统通知","count":3}')).toEqual({
      type: 'other',
      sourceType: 9,
      title: '系统通知',
      text: '',
      remark: '',
      count: 3,
      orderId: null,
    });
    expect(parseLiveMessage('{"type":"notice"}')).toMatchObject({ type: 'other', sourceType: 'notice' });
  });

  it('reads an overdue-order alert of the job orderTimeout as its own source type with the order (D65)', () => {
    const frame = {
      type: LIVE_ORDER_OVERDUE,
      title: '订单超时提醒',
      text: '订单 OD1（某企业）派单已超时 90 分钟',
      remark: '某企业',
      count: 4,
      orderId: 21,
    };
    expect(parseLiveMessage(JSON.stringify(frame))).toEqual({
      ...frame,
      type: 'other',
      sourceType: 'orderOverdue',
    });
  });

  it.each(['pong', 'ping', '', '{', '42', '"text"', '[]', '{"type":null}', '{"type":{}}'])(
    'drops %j',
    (frame) => {
      expect(parseLiveMessage(frame)).toBeNull();
    },
  );

  it('drops binary frames', () => {
    expect(parseLiveMessage(new Uint8Array([123, 125]))).toBeNull();
  });
});

describe('the socket URL', () => {
  it('follows the page: wss for an https page, on the page host; no token in it (issue 14 item 8)', () => {
    vi.stubGlobal('location', { href: 'https://console.example.com/order/list?tab=1' });
    try {
      expect(liveChannelUrl({ userId: 7 })).toBe('wss://console.example.com/api/stuff/webSocket/info/7');
      vi.stubGlobal('location', { href: 'http://localhost:8000/' });
      expect(liveChannelUrl({ userId: 7 })).toBe('ws://localhost:8000/api/stuff/webSocket/info/7');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('needs an absolute base URL outside a browser', () => {
    expect(() => liveChannelUrl({ userId: 1 })).toThrow(/absolute baseURL/);
    expect(liveChannelUrl({ userId: 1, baseURL: 'https://api.example.com/api/' })).toBe(
      'wss://api.example.com/api/stuff/webSocket/info/1',
    );
  });
});

describe('a socket that cannot be opened', () => {
  it('is retried after the reconnect delay', () => {
    vi.useFakeTimers();
    try {
      const attempts: string[] = [];
      const socketFactory = (url: string): LiveSocket => {
        attempts.push(url);
        throw new Error('refused');
      };
      const live = createLiveChannel({
        userId: 1,
        token: 't',
        baseURL: 'http://h/api',
        socketFactory,
        reconnectDelayMs: 500,
      });
      expect(live.getState()).toBe('reconnecting');
      vi.advanceTimersByTime(500);
      expect(attempts).toHaveLength(2);
      live.close();
      vi.advanceTimersByTime(5_000);
      expect(attempts).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
