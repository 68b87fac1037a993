import { describe, expect, it } from 'vitest';

// The package's `test` script runs the suite under TZ=UTC and again under TZ=America/New_York;
// the date tests then give Shanghai results from machines whose own date differs.
describe('the process time zone', () => {
  it('is the one the test script set', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toBe(process.env.TZ ?? zone);
  });

  it("puts the probe instant on a different local date than Shanghai's", () => {
    // 16:30 UTC on 14 Nov 2023 is 00:30 on 15 Nov in Shanghai
    expect(new Date(Date.UTC(2023, 10, 14, 16, 30)).getDate()).toBe(14);
  });
});
