import { Link2, MapPin, Navigation, QrCode, Ruler, Share2, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { copyText } from '../../lib/copy-text.ts';
import { noName } from './map-entry-list.tsx';
import { PlaceDetails } from './place-details.tsx';
import type { PlaceInfo } from './place-info.ts';
import { PlacePhotos } from './place-photos.tsx';
import { PlaceQrDialog } from './place-qr-dialog.tsx';
import { popupMaxHeight, popupPlacement, sheetMaxHeight } from './popup-placement.ts';

export interface PopupContent {
  categoryName: string;
  categoryColor: string;
  name: string;
  address: string;
  image: string | null;
  /** What staff wrote beyond the spec's parts: description, hours, phone, website, photos (issue 31). */
  info?: PlaceInfo;
  /** 'Luas: 0,85 ha' for an area, 'Panjang: 1,2 km' for a line (issue 32); null for a point. */
  measure?: string | null;
  directionsUrl: string | null;
  placeUrl: string | null;
}

interface FeaturePopupProps {
  content: PopupContent;
  /** The anchor in map pixels. */
  x: number;
  y: number;
  /** The map's size, to keep the popup inside it. */
  width: number;
  /** Opened from a list or the search: the focus moves into it, so a keyboard or screen reader follows. */
  takeFocus?: boolean;
  onClose: () => void;
}

/**
 * Spec section 2: category badge, image, name, address and 'Petunjuk Arah', at most 280 px wide. It sits
 * above its anchor, or below when there is no room, and slides sideways to stay inside the map; on a phone,
 * a bottom sheet when it fits on neither side.
 */
export function FeaturePopup({ content, x, y, width, takeFocus = false, onClose }: FeaturePopupProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // The container (issue 31): inside the map in both directions, scrolling when taller than the map; on a
  // phone a popup too tall for either side of its place becomes a bottom sheet (and stays one while open,
  // so that the change of width cannot flip it back and forth).
  const sheet = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const place = () => {
      const height = (element.offsetParent as HTMLElement | null)?.clientHeight ?? window.innerHeight;
      if (!sheet.current) {
        element.style.maxHeight = `${popupMaxHeight(height)}px`;
        const at = popupPlacement(
          { x, y },
          { w: element.offsetWidth, h: element.offsetHeight },
          { width, height },
        );
        if (at.placement === 'sheet') sheet.current = true;
        else {
          element.style.left = `${at.left}px`;
          element.style.top = `${at.top}px`;
          element.dataset.placement = at.placement;
          element.style.setProperty('--tip-x', `${at.tipX}px`);
          return;
        }
      }
      element.style.left = '';
      element.style.top = '';
      element.style.maxHeight = `${sheetMaxHeight(height)}px`;
      element.dataset.placement = 'sheet';
    };
    place();
    // The image arrives later and changes the height.
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, [x, y, width]);

  // Mounted per place (keyed by it): the focus moves once, when the place opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, not per prop change.
  useEffect(() => {
    if (takeFocus) ref.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const [qrOpen, setQrOpen] = useState(false);
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    if (!content.placeUrl) return;
    try {
      await navigator.share({ title: content.name || noName(), url: content.placeUrl });
    } catch {
      // Closed without sharing, or refused: nothing to say.
    }
  };

  const copyLink = async () => {
    if (!content.placeUrl) return;
    try {
      await copyText(content.placeUrl);
      toast.success(m.link_copied());
    } catch {
      toast.error(m.link_copy_failed());
    }
  };

  const name = content.name || noName();
  return (
    <div
      className="pm-popup"
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      data-testid="feature-popup"
      tabIndex={-1}
    >
      <button className="pm-popup__close" type="button" aria-label={m.popup_close()} onClick={onClose}>
        <X size={16} aria-hidden="true" />
      </button>
      <span className="pm-popup__badge" style={{ '--badge-color': content.categoryColor } as CSSProperties}>
        {content.categoryName}
      </span>
      <PlacePhotos photos={content.info?.photos ?? (content.image ? [content.image] : [])} name={name} />
      <h3 className="pm-popup__name" id={titleId}>
        {name}
      </h3>
      {content.address && (
        <p className="pm-popup__address">
          <MapPin size={14} aria-hidden="true" />
          <span>{content.address}</span>
        </p>
      )}
      {content.measure && (
        <p className="pm-popup__address" data-testid="place-measure">
          <Ruler size={14} aria-hidden="true" />
          <span>{content.measure}</span>
        </p>
      )}
      {content.info && <PlaceDetails info={content.info} />}
      <div className="pm-popup__actions">
        {content.directionsUrl && (
          <a
            className="btn btn--primary pm-popup__btn"
            href={content.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Navigation size={15} aria-hidden="true" />
            {m.directions()}
          </a>
        )}
        {content.placeUrl && (
          <button className="btn btn--secondary pm-popup__btn" type="button" onClick={copyLink}>
            <Link2 size={15} aria-hidden="true" />
            {m.copy_link()}
          </button>
        )}
        {content.placeUrl && (
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger
              className="btn btn--secondary pm-popup__btn pm-popup__more"
              aria-label={m.share()}
            >
              <Share2 size={15} aria-hidden="true" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                className="menu pm-popup__menu"
                align="end"
                sideOffset={6}
                collisionPadding={8}
              >
                {canShare && (
                  <DropdownMenu.Item className="menu__item" onSelect={() => void share()}>
                    <Share2 size={16} aria-hidden="true" />
                    {m.share_more()}
                  </DropdownMenu.Item>
                )}
                <DropdownMenu.Item className="menu__item" onSelect={() => setQrOpen(true)}>
                  <QrCode size={16} aria-hidden="true" />
                  {m.qr_code()}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        )}
      </div>
      {qrOpen && content.placeUrl && (
        <PlaceQrDialog name={name} url={content.placeUrl} onClose={() => setQrOpen(false)} />
      )}
    </div>
  );
}
