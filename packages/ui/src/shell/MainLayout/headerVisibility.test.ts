import { describe, expect, it } from 'vitest';
import { isHeaderVisibleAfter } from './headerVisibility';

describe('isHeaderVisibleAfter (spec 001 §9: hide past 300 px)', () => {
  it('shows the header while the page has scrolled down 300 px or less', () => {
    expect(isHeaderVisibleAfter({ previousTop: 0, top: 120 })).toBe(true);
    expect(isHeaderVisibleAfter({ previousTop: 200, top: 300 })).toBe(true);
  });

  it('hides it once the page scrolls down past 300 px', () => {
    expect(isHeaderVisibleAfter({ previousTop: 300, top: 301 })).toBe(false);
    expect(isHeaderVisibleAfter({ previousTop: 0, top: 900 })).toBe(false);
  });

  it('brings it back as soon as the page scrolls up, even far down', () => {
    expect(isHeaderVisibleAfter({ previousTop: 900, top: 880 })).toBe(true);
  });

  it('takes another threshold', () => {
    expect(isHeaderVisibleAfter({ previousTop: 0, top: 120, threshold: 100 })).toBe(false);
  });
});
