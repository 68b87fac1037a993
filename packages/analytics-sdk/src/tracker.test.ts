import { describe, expect, it } from 'vitest';
import { CONFIG_REQUIRED_MESSAGE } from './CONFIG_REQUIRED_MESSAGE';
import { tracker } from './tracker';

describe('tracker', () => {
  it('is a tracker that is not configured yet', () => {
    expect(() => tracker.track('page_view')).toThrow(CONFIG_REQUIRED_MESSAGE);
    expect(tracker.deviceId()).toBeUndefined();
  });
});
