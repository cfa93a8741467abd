/**
 * Speaks a prompt with the Web Speech API (spec 000 §9: types 1–3 play a spoken prompt), in a
 * voice of the language when the browser has one; silent where speech synthesis is missing.
 */
export function speak(text: string, lang: string): void {
  const synthesis = (globalThis as { speechSynthesis?: SpeechSynthesis }).speechSynthesis;
  const Utterance = (globalThis as { SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance })
    .SpeechSynthesisUtterance;
  if (!synthesis || !Utterance || text.trim() === '') return;
  try {
    const utterance = new Utterance(text);
    utterance.lang = lang;
    const language = lang.toLowerCase();
    const voices = synthesis.getVoices();
    const voice =
      voices.find((item) => item.lang.toLowerCase() === language) ??
      voices.find((item) => item.lang.toLowerCase().startsWith(language.slice(0, 2)));
    if (voice) utterance.voice = voice;
    synthesis.speak(utterance);
  } catch {
    // A browser that refuses to speak (no audio device, autoplay policy) stays silent.
  }
}
