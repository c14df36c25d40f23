import { Link2, MapPin, Navigation, QrCode, Share2, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { noName } from './map-entry-list.tsx';
import { PlaceQrDialog } from './place-qr-dialog.tsx';

export interface PopupContent {
  categoryName: string;
  categoryColor: string;
  name: string;
  address: string;
  image: string | null;
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
  onClose: () => void;
}

const GAP = 14;
const EDGE = 8;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Without the async clipboard (an insecure origin), the old selection route still works.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/**
 * Spec section 2: category badge, image, name, address and 'Petunjuk Arah', at most 280 px wide. It sits
 * above its anchor, or below when there is no room, and slides sideways to stay inside the map.
 */
export function FeaturePopup({ content, x, y, width, onClose }: FeaturePopupProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const place = () => {
      const { offsetWidth: w, offsetHeight: h } = element;
      const below = y - h - GAP < EDGE;
      const left = Math.max(EDGE, Math.min(x - w / 2, width - w - EDGE));
      element.style.left = `${left}px`;
      element.style.top = `${below ? y + GAP : y - h - GAP}px`;
      element.dataset.placement = below ? 'below' : 'above';
      element.style.setProperty('--tip-x', `${Math.max(16, Math.min(w - 16, x - left))}px`);
    };
    place();
    // The image arrives later and changes the height.
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, [x, y, width]);

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
    <div className="pm-popup" ref={ref} role="dialog" aria-labelledby={titleId} data-testid="feature-popup">
      <button className="pm-popup__close" type="button" aria-label={m.popup_close()} onClick={onClose}>
        <X size={16} aria-hidden="true" />
      </button>
      <span className="pm-popup__badge" style={{ '--badge-color': content.categoryColor } as CSSProperties}>
        {content.categoryName}
      </span>
      {content.image && (
        <img className="pm-popup__image" src={`/uploads/maps/${content.image}`} alt={name} loading="lazy" />
      )}
      <h3 className="pm-popup__name" id={titleId}>
        {name}
      </h3>
      {content.address && (
        <p className="pm-popup__address">
          <MapPin size={14} aria-hidden="true" />
          <span>{content.address}</span>
        </p>
      )}
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
