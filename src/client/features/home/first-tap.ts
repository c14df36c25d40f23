import {
  FIRST_PICTURE_ID,
  FIRST_PICTURE_LAYER_ID,
  FIRST_PICTURE_PLACES_ID,
  type FirstPicturePlaces,
} from '../../../shared/first-picture-places.ts';
import { LANGUAGE_STORAGE_KEY } from '../../../shared/i18n/language.ts';
import { directionsUrl, placeUrl } from './directions.ts';
import { popupMaxHeight, popupPlacement, sheetMaxHeight } from './popup-placement.ts';

/**
 * The first picture's places, tappable before the map's code arrives (decision 0050). Inlined by the
 * server right after the picture (map-page-html.ts) and run as soon as it is parsed: one button a place,
 * 44 px, over its spot in the picture and named by it, and on a tap, a click or Enter the live map's popup
 * (the same classes and texts: feature-popup.tsx) from the data in the page. The live map, once drawn,
 * removes the layer and opens the place still open here (first-picture.ts). No framework: it must stay a
 * few kilobytes.
 */

/** lucide's icons as the live popup draws them (X, MapPin, Navigation, Link2, Share2), 24 x 24. */
const ICONS = {
  close: '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>',
  pin: '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
  directions: '<polygon points="3 11 22 2 13 21 11 13 3 11"/>',
  link: '<path d="M9 17H7A5 5 0 0 1 7 7h2"/><path d="M15 7h2a5 5 0 1 1 0 10h-2"/><line x1="8" x2="16" y1="12" y2="12"/>',
  share:
    '<circle cx="18" cy="5" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="19" r="3"/><line x1="8.59" x2="15.42" y1="13.51" y2="17.49"/><line x1="15.41" x2="8.59" y1="6.51" y2="10.49"/>',
};

function icon(name: keyof typeof ICONS, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICONS[name]}</svg>`;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  markup = '',
  text = '',
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  // Markup is ours alone (the icons); what staff wrote goes in as text.
  made.innerHTML = markup;
  if (text) made.append(text);
  return made;
}

/** The browser's own language choice (lib/language.tsx), else the village's. */
function storedLocale(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function start(): void {
  const source = document.getElementById(FIRST_PICTURE_PLACES_ID);
  const picture = document.getElementById(FIRST_PICTURE_ID);
  if (!source || !picture) return;
  const data = JSON.parse(source.textContent ?? '') as FirstPicturePlaces;
  const texts = data.t[storedLocale() ?? ''] ?? data.t[data.l]!;
  const [closeText, directionsText, copyText, shareText, copiedText, notCopiedText, noName] = texts;

  const layer = element('div', 'first-picture first-picture-layer');
  layer.id = FIRST_PICTURE_LAYER_ID;
  // The picture's own box inside the layer: fitted as the image fits its SVG (contain, centred).
  const frame = element('div', 'first-picture-layer__frame');
  frame.style.width = `min(100cqw, ${(data.w / data.h) * 100}cqh)`;
  frame.style.height = `min(100cqh, ${(data.h / data.w) * 100}cqw)`;
  data.p.forEach(([x, y, , name], index) => {
    const button = element('button', 'first-picture-layer__place');
    button.type = 'button';
    button.setAttribute('aria-label', name || noName);
    button.dataset.index = String(index);
    button.style.left = `${(x / data.w) * 100}%`;
    button.style.top = `${(y / data.h) * 100}%`;
    frame.append(button);
  });
  layer.append(frame);
  picture.after(layer);

  let popup: HTMLElement | null = null;
  let opener: HTMLElement | null = null;
  const close = () => {
    if (!popup) return;
    const hadFocus = popup.contains(document.activeElement);
    popup.remove();
    popup = null;
    delete layer.dataset.open;
    if (hadFocus) opener?.focus();
  };

  const open = (index: number, button: HTMLElement, byKeyboard: boolean) => {
    close();
    const [, , category, name, address, description, slug, lng, lat] = data.p[index]!;
    const [categoryName, categoryColor] = data.c[category]!;
    const shown = name || noName;
    const box = element('div', 'pm-popup');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-labelledby', 'first-picture-popup-name');
    box.dataset.testid = 'first-picture-popup';
    box.tabIndex = -1;

    const closeButton = element('button', 'pm-popup__close', icon('close', 16));
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', closeText);
    closeButton.onclick = close;
    const badge = element('span', 'pm-popup__badge', '', categoryName);
    badge.style.setProperty('--badge-color', categoryColor);
    const heading = element('h3', 'pm-popup__name', '', shown);
    heading.id = 'first-picture-popup-name';
    box.append(closeButton, badge, heading);
    if (address) box.append(element('p', 'pm-popup__address', icon('pin', 14), address));
    if (description) box.append(element('p', 'pm-info__description', '', description));

    const actions = element('div', 'pm-popup__actions');
    const directions = element('a', 'btn btn--primary pm-popup__btn', icon('directions', 15), directionsText);
    directions.href = directionsUrl({ lat, lng })!;
    directions.target = '_blank';
    directions.rel = 'noopener noreferrer';
    actions.append(directions);
    if (slug) {
      const url = placeUrl(location.origin, slug);
      const copy = element('button', 'btn btn--secondary pm-popup__btn', icon('link', 15), copyText);
      copy.type = 'button';
      copy.onclick = () => {
        const said = (text: string) => copy.lastChild!.replaceWith(text);
        navigator.clipboard?.writeText(url).then(
          () => said(copiedText),
          () => said(notCopiedText),
        );
      };
      actions.append(copy);
      if (typeof navigator.share === 'function') {
        const share = element('button', 'btn btn--secondary pm-popup__btn pm-popup__more', icon('share', 15));
        share.type = 'button';
        share.setAttribute('aria-label', shareText);
        share.onclick = () => void navigator.share({ title: shown, url }).catch(() => {});
        actions.append(share);
      }
    }
    box.append(actions);
    layer.append(box);

    // Where the live map would put it (popup-placement.ts), from the place's spot in the layer.
    const spot = button.getBoundingClientRect();
    const area = layer.getBoundingClientRect();
    const width = layer.clientWidth;
    const height = layer.clientHeight;
    box.style.maxHeight = `${popupMaxHeight(height)}px`;
    const at = popupPlacement(
      { x: spot.left + spot.width / 2 - area.left, y: spot.top + spot.height / 2 - area.top },
      { w: box.offsetWidth, h: box.offsetHeight },
      { width, height },
    );
    if (at.placement === 'sheet') box.style.maxHeight = `${sheetMaxHeight(height)}px`;
    else {
      box.style.left = `${at.left}px`;
      box.style.top = `${at.top}px`;
      box.style.setProperty('--tip-x', `${at.tipX}px`);
    }
    box.dataset.placement = at.placement;
    popup = box;
    opener = button;
    layer.dataset.open = slug;
    if (byKeyboard) box.focus({ preventScroll: true });
  };

  /** Where targets overlap, the place drawn nearest the tap, as the eye would choose (not the last drawn). */
  const nearest = (x: number, y: number, hit: HTMLElement) => {
    let best = hit;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const button of frame.children as HTMLCollectionOf<HTMLElement>) {
      const box = button.getBoundingClientRect();
      const distance = Math.hypot(box.left + box.width / 2 - x, box.top + box.height / 2 - y);
      if (distance < bestDistance) {
        best = button;
        bestDistance = distance;
      }
    }
    return best;
  };
  frame.addEventListener('click', (event) => {
    const hit = (event.target as Element).closest<HTMLElement>('.first-picture-layer__place');
    if (!hit) return;
    // A click the keyboard made (Enter, Space) has no pointer: that button, and the focus follows.
    const byKeyboard = event.detail === 0;
    const button = byKeyboard ? hit : nearest(event.clientX, event.clientY, hit);
    open(Number(button.dataset.index), button, byKeyboard);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
}

start();
