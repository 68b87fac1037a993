// @ts-nocheck: sent to the browser as text (geometry.ts), checked there by running, not by tsc.
// The in-page half of geometry.ts, plain JavaScript: it is sent to the browser as text, so no
// compiler may add helpers to it. Defines globalThis.kycGeometry (the functions at the end).
/**
 * Runs in the page: one scroll position's problems. Text is measured per text node (its
 * client rects), so an inline link inside a paragraph is its own piece of text.
 */
function inspectViewport(minTextPx) {
  const problems = [];
  const describe = (element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const id = element.id ? `#${element.id}` : '';
    const cls =
      typeof element.className === 'string' && element.className
        ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
        : '';
    return `${element.tagName.toLowerCase()}${id}${cls} "${text}"`;
  };
  const visible = (element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  // Text meant for screen readers only (clipped to 1 px) is not drawn.
  const clipped = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const isOpaque = (element) => {
    const style = getComputedStyle(element);
    const background = style.backgroundColor;
    const alpha = background.startsWith('rgba')
      ? Number(background.slice(background.lastIndexOf(',') + 1, -1))
      : background === 'transparent'
        ? 0
        : 1;
    return (alpha >= 0.9 || style.backgroundImage !== 'none') && Number(style.opacity) >= 0.9;
  };
  const fillOpaque = (element) => {
    if (!(element instanceof SVGElement)) return false;
    const style = getComputedStyle(element);
    return style.fill !== 'none' && Number(style.fillOpacity) >= 0.9;
  };

  // The box that clips an element: the intersection of its ancestors' boxes that hide overflow.
  const clipCache = new Map();
  const clipOf = (element) => {
    if (!element || element === document.documentElement) return null;
    if (clipCache.has(element)) return clipCache.get(element);
    const parent = clipOf(element.parentElement);
    let clip = parent;
    const style = getComputedStyle(element);
    if (element.parentElement && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
      const own = element.getBoundingClientRect();
      clip = parent ? (intersect(own, parent) ?? new DOMRect(0, 0, 0, 0)) : own;
    }
    clipCache.set(element, clip);
    return clip;
  };
  function intersect(a, b) {
    if (!b) return a;
    const left = Math.max(a.left, b.left);
    const top = Math.max(a.top, b.top);
    const right = Math.min(a.right, b.right);
    const bottom = Math.min(a.bottom, b.bottom);
    if (right <= left || bottom <= top) return null;
    return new DOMRect(left, top, right - left, bottom - top);
  }
  const pieces = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const sizeSeen = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const element = node.parentElement;
    if (!element || !visible(element) || clipped(element)) continue;
    if (element.closest('script, style, noscript, template, title')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const clip = clipOf(element);
    for (const drawn of range.getClientRects()) {
      // What an ancestor clips (a map's viewport, a scroll box) is not drawn.
      const rect = intersect(drawn, clip);
      if (!rect || rect.width < 2 || rect.height < 2) continue;
      if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth)
        continue;
      pieces.push({ element, rect });
    }
    if (!sizeSeen.has(element)) {
      sizeSeen.add(element);
      let px = Number.parseFloat(getComputedStyle(element).fontSize);
      // SVG text is drawn at its font size times the drawing's scale on screen.
      if (element instanceof SVGGraphicsElement) {
        const matrix = element.getScreenCTM();
        if (matrix) px *= Math.hypot(matrix.a, matrix.b);
      }
      const onScreen = intersect(range.getBoundingClientRect(), clip);
      if (px < minTextPx - 0.25 && onScreen && onScreen.width >= 2 && onScreen.height >= 2)
        problems.push({
          kind: 'small-text',
          detail: `${px.toFixed(1)} px: ${describe(element)}`,
        });
    }
  }

  // Two pieces of text that share pixels: fine only if the upper one's own box, or a box of
  // its ancestors that is not the lower one's, paints an opaque background over the lower text.
  const stackAt = (x, y) => document.elementsFromPoint(x, y);
  const seenPairs = new Set();
  for (let i = 0; i < pieces.length; i++) {
    const a = pieces[i];
    for (let j = i + 1; j < pieces.length; j++) {
      const b = pieces[j];
      if (a.element === b.element) continue;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const left = Math.max(a.rect.left, b.rect.left);
      const right = Math.min(a.rect.right, b.rect.right);
      const top = Math.max(a.rect.top, b.rect.top);
      const bottom = Math.min(a.rect.bottom, b.rect.bottom);
      // Line boxes of neighbouring lines touch by a pixel or two: that is not an overlap.
      if (right - left < 3 || bottom - top < 3) continue;
      const key = `${describe(a.element)}|${describe(b.element)}`;
      if (seenPairs.has(key)) continue;
      const x = Math.min(Math.max((left + right) / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max((top + bottom) / 2, 0), innerHeight - 1);
      const stack = stackAt(x, y);
      const indexOf = (element) => {
        for (let node = element; node; node = node.parentElement) {
          const index = stack.indexOf(node);
          if (index >= 0) return index;
        }
        return -1;
      };
      const ia = indexOf(a.element);
      const ib = indexOf(b.element);
      const [upper, lower, iu, il] =
        ia <= ib ? [a.element, b.element, ia, ib] : [b.element, a.element, ib, ia];
      let hidden = false;
      for (let k = Math.max(iu, 0); k < (il < 0 ? stack.length : il); k++) {
        const box = stack[k];
        if (box.contains(lower)) continue;
        if (isOpaque(box) || fillOpaque(box)) {
          hidden = true;
          break;
        }
      }
      if (!hidden) {
        seenPairs.add(key);
        problems.push({
          kind: 'overlap',
          detail: `${describe(upper)} over ${describe(lower)} at ${Math.round(x)},${Math.round(y)}`,
        });
      }
    }
  }
  return problems;
}

/** Runs in the page at the end of the scroll: the last text of the page must be visible. */
function inspectEnd() {
  const fixedAncestor = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };
  // Text an inner box hides (a table's own scroll, a map's viewport, a screen-reader-only label)
  // is not the page's end; the page's own scroll container does not count as such a box.
  const page = document.getElementById('app-container-scroll-id');
  const hiddenByBox = (element, rect) => {
    for (
      let node = element;
      node && node !== page && node !== document.body;
      node = node.parentElement
    ) {
      const style = getComputedStyle(node);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = node.getBoundingClientRect();
      if (rect.bottom > box.bottom + 1 || rect.top < box.top - 1) return true;
    }
    return false;
  };
  let last = null;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent?.trim() || !element || fixedAncestor(element)) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) continue;
    if (hiddenByBox(element, rect)) continue;
    if (!last || rect.bottom >= last.rect.bottom) last = { element, rect };
  }
  if (!last) return [];
  const x = (last.rect.left + last.rect.right) / 2;
  const y = Math.min(last.rect.top + last.rect.height / 2, innerHeight - 1);
  const top = document.elementFromPoint(x, y);
  const cover = top ? fixedAncestor(top) : null;
  if (cover && !cover.contains(last.element))
    return [
      {
        kind: 'covered-end',
        detail: `"${last.element.textContent?.trim().slice(0, 40)}" under ${cover.tagName.toLowerCase()}.${String(cover.className).split(/\s+/)[0]}`,
      },
    ];
  if (last.rect.bottom > innerHeight + 1)
    return [
      {
        kind: 'covered-end',
        detail: `"${last.element.textContent?.trim().slice(0, 40)}" below the end of the scroll (${Math.round(last.rect.bottom)} > ${innerHeight})`,
      },
    ];
  return [];
}

/** The element that scrolls the page: the app's scroll container when it scrolls, else the document. */
function scroller() {
  const container = document.getElementById('app-container-scroll-id');
  if (container && container.scrollHeight > container.clientHeight + 1) return container;
  if (container && getComputedStyle(container).overflowY === 'auto') {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollHeight <= root.clientHeight + 1) return container;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** Scrolls to `top` (clamped) and says how far there is to go. */
function scrollToY(top) {
  const element = scroller();
  element.scrollTop = top;
  return {
    top: element.scrollTop,
    height: element.scrollHeight,
    screen: element.clientHeight,
    sideways: Math.max(
      element.scrollWidth - element.clientWidth,
      (document.scrollingElement ?? document.documentElement).scrollWidth - innerWidth,
    ),
  };
}

/**
 * Scrolls the window itself to its end, as a wheel, a touchpad or a swipe past the end of the
 * page does (scrolling chains from the scroll container to the window). The frame is one screen
 * high and its scroll container holds the page, so the window must not move: when it does,
 * something escaped the container (an absolutely positioned element whose containing block is
 * the body, placed where it would have stood in the page) and stretches the document into white
 * below the footer. The window stays where it went, so the checks at the end see that white.
 */
function scrollWindowToEnd() {
  const container = document.getElementById('app-container-scroll-id');
  const root = document.scrollingElement ?? document.documentElement;
  root.scrollTop = root.scrollHeight;
  const moved = Math.round(root.scrollTop);
  if (!container || moved <= 1) return [];
  // The culprit: the escaped element reaching furthest down (the last of equals, the innermost).
  const frameBottom = container.getBoundingClientRect().bottom;
  let culprit = null;
  for (const element of container.querySelectorAll('*')) {
    const position = getComputedStyle(element).position;
    if (position !== 'absolute') continue;
    const holder = element.offsetParent;
    if (holder && holder !== document.body && container.contains(holder)) continue;
    const bottom = element.getBoundingClientRect().bottom;
    if (bottom > frameBottom + 1 && (!culprit || bottom >= culprit.bottom))
      culprit = { element, bottom };
  }
  const detail = culprit
    ? `${culprit.element.tagName.toLowerCase()}.${String(culprit.element.className).trim().split(/\s+/)[0]} "${(culprit.element.textContent ?? '').trim().slice(0, 40)}" stretches the document ${Math.round(culprit.bottom - frameBottom)} px below the frame, outside the scroll container`
    : 'something outside the scroll container stretches the document';
  return [
    {
      kind: 'window-scroll',
      detail: `the window itself scrolls ${moved} px past the page's end: ${detail}`,
    },
  ];
}

/** At the end of the scroll: empty space under the footer, when the page is shorter than the screen. */
function bandBelowFooter() {
  // The page's footer is the lowest one (an article or a quote may have its own).
  let footer = null;
  for (const candidate of document.querySelectorAll('footer, [role="contentinfo"]')) {
    if (!footer || candidate.getBoundingClientRect().bottom > footer.getBoundingClientRect().bottom)
      footer = candidate;
  }
  if (!footer) return [];
  const band = Math.round(innerHeight - footer.getBoundingClientRect().bottom);
  if (band <= 2) return [];
  // A fixed bar at the bottom (the phone's action bar) may own that space.
  const below = document.elementFromPoint(innerWidth / 2, innerHeight - 1);
  for (let node = below; node; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') return [];
  }
  return [{ kind: 'band-below-footer', detail: `${band} px of empty page under the footer` }];
}

/**
 * Bars that stay on screen while the page scrolls (the frame's header and banners above the
 * scroll container, fixed bars over it) may take at most `maxShare` of the screen's height.
 */
function fixedChrome(maxShare) {
  const container = document.getElementById('app-container-scroll-id');
  let covered = 0;
  const parts = [];
  if (container) {
    const box = container.getBoundingClientRect();
    covered += Math.max(0, box.top) + Math.max(0, innerHeight - box.bottom);
    if (box.top > 0) parts.push(`${Math.round(box.top)} px above the page`);
  }
  for (const element of document.querySelectorAll('body *')) {
    if (getComputedStyle(element).position !== 'fixed') continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    // Overlays (menus, dialogs, toasts) come and go; bars span the screen's width.
    if (box.width < innerWidth * 0.9 || box.height < 8 || box.height > innerHeight / 2) continue;
    covered += box.height;
    parts.push(
      `${Math.round(box.height)} px ${element.tagName.toLowerCase()}.${String(element.className).split(/\s+/)[0]}`,
    );
  }
  if (covered <= innerHeight * maxShare) return [];
  return [
    {
      kind: 'fixed-chrome',
      detail: `bars fixed on screen take ${Math.round(covered)} px (${Math.round((100 * covered) / innerHeight)} %): ${parts.join(', ')}`,
    },
  ];
}

globalThis.kycGeometry = {
  inspectViewport,
  inspectEnd,
  scrollToY,
  scrollWindowToEnd,
  bandBelowFooter,
  fixedChrome,
};
