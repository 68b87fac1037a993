import { describe, expect, it } from 'vitest';
import { EVENT_NAMES } from './EVENT_NAMES';

describe('EVENT_NAMES', () => {
  it('holds the ten events of SPEC §5, each once', () => {
    expect([...EVENT_NAMES].sort()).toEqual(
      [
        'clientMsg',
        'customize',
        'login_success',
        'page_button_click',
        'page_exposure',
        'page_load',
        'page_unload',
        'page_view',
        'search',
        'search_words_click',
      ].sort(),
    );
    expect(new Set(EVENT_NAMES).size).toBe(10);
  });

  it('cannot be extended to let another event through', () => {
    expect(Object.isFrozen(EVENT_NAMES)).toBe(true);
    expect(() => (EVENT_NAMES as unknown as string[]).push('click')).toThrow(TypeError);
  });
});
