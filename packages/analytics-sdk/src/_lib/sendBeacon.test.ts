import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendBeacon } from './sendBeacon';

interface FakeImage {
  url?: string;
  onload?: () => void;
  onerror?: () => void;
}

/** A fake `Image` that records its URL and lets the test decide how the load ends. */
function stubImage(): FakeImage[] {
  const images: FakeImage[] = [];
  vi.stubGlobal(
    'Image',
    class implements FakeImage {
      url?: string;
      onload?: () => void;
      onerror?: () => void;
      set src(value: string) {
        this.url = value;
        images.push(this);
      }
    },
  );
  return images;
}

describe('sendBeacon', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads an image and resolves when it loads', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const images = stubImage();
    const sent = sendBeacon('https://t.example.com/s.gif?a=1');
    expect(images.map((image) => image.url)).toEqual(['https://t.example.com/s.gif?a=1']);
    images[0]?.onload?.();
    await expect(sent).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects when the image fails, so the backup host is tried', async () => {
    const images = stubImage();
    const sent = sendBeacon('https://t.example.com/s.gif?a=1');
    images[0]?.onerror?.();
    await expect(sent).rejects.toBeUndefined();
  });

  it('uses fetch with keepalive while the page is being left', async () => {
    const images = stubImage();
    const fetchMock = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetchMock);
    await sendBeacon('https://t.example.com/s.gif?a=1', true);
    expect(fetchMock).toHaveBeenCalledWith('https://t.example.com/s.gif?a=1', {
      keepalive: true,
      mode: 'no-cors',
    });
    expect(images).toHaveLength(0);
  });

  it('rejects when fetch fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendBeacon('https://t.example.com/s.gif', true)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
