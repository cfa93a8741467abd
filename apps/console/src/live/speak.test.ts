import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from './speak';

class Utterance {
  lang = '';
  voice: unknown = null;
  constructor(readonly text: string) {}
}

describe('the spoken prompt (spec 000 §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is silent where the browser has no speech synthesis', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    expect(() => speak('新订单', 'zh-CN')).not.toThrow();
  });

  it('speaks in a voice of the language when there is one', () => {
    const spoken: Utterance[] = [];
    const voices = [{ lang: 'en-US' }, { lang: 'zh-CN', name: '婷婷' }];
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => voices,
      speak: (item: Utterance) => spoken.push(item),
    });
    speak('您有新的订单', 'zh-CN');
    expect(spoken).toEqual([
      expect.objectContaining({ text: '您有新的订单', lang: 'zh-CN', voice: voices[1] }),
    ]);
  });

  it('still speaks with the default voice when no voice has the language', () => {
    const spoken: Utterance[] = [];
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', { getVoices: () => [], speak: (item: Utterance) => spoken.push(item) });
    speak('催单', 'zh-CN');
    expect(spoken).toHaveLength(1);
    expect(spoken[0]?.voice).toBeNull();
  });
});
