import { describe, expect, it } from 'vitest';
import { examplesAsCode } from '../.storybook/docs';

describe('examplesAsCode (docs pages show TSDoc examples as code)', () => {
  it('fences a one-line example and replaces the bare tag', () => {
    expect(examplesAsCode('A button.\n\n@example <Button variant="secondary">保存</Button>')).toBe(
      'A button.\n\n**Example**\n\n```tsx\n<Button variant="secondary">保存</Button>\n```\n',
    );
  });

  it('keeps a fence written in the TSDoc and handles several examples', () => {
    const description =
      'Two.\n\n@example\n```tsx\n<A />\n```\n@example <B hrefFor={(l) => l} />\n@deprecated no';
    expect(examplesAsCode(description)).toBe(
      'Two.\n\n**Example**\n\n```tsx\n<A />\n```\n\n**Example**\n\n```tsx\n<B hrefFor={(l) => l} />\n```\n\n@deprecated no',
    );
  });

  it('leaves a description without examples alone', () => {
    expect(examplesAsCode('Plain text.')).toBe('Plain text.');
  });
});
