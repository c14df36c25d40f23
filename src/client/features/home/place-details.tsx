import { Clock, Globe, MessageCircle, Phone } from 'lucide-react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { linkify } from '../../../shared/place-info/linkify.ts';
import { phoneLinks } from '../../../shared/place-info/phone.ts';
import { safeWebUrl } from '../../../shared/place-info/website.ts';
import type { PlaceInfo } from './place-info.ts';
import './place-info.css';

/** A link that leaves the map: a new tab that cannot reach back into this one. */
const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * What staff wrote, inside the popup (issue 31): the description as plain text with its line breaks, its
 * web addresses and phone numbers as links (text nodes and anchors only, never HTML), the opening hours,
 * and the phone (call and WhatsApp) and website as links of at least 44 px.
 */
export function PlaceDetails({ info }: { info: PlaceInfo }) {
  const phone = info.phone ? phoneLinks(info.phone) : null;
  const website = info.website ? safeWebUrl(info.website) : null;
  return (
    <>
      {info.description && (
        <p className="pm-info__description" data-testid="place-description">
          {linkify(info.description).map((piece, index) =>
            piece.kind === 'text' ? (
              piece.text
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are the text's, in its order
              <a key={index} href={piece.href} {...(piece.kind === 'url' ? outside : {})}>
                {piece.text}
              </a>
            ),
          )}
        </p>
      )}
      {info.openingHours && (
        <p className="pm-info__row" data-testid="place-hours">
          <Clock size={14} aria-hidden="true" />
          <span>
            <span className="pm-info__label">{m.place_info_hours()}</span>
            <span className="pm-info__hours">{info.openingHours}</span>
          </span>
        </p>
      )}
      {(phone || website) && (
        <div className="pm-info__links">
          {phone && (
            <a className="pm-info__link" href={phone.tel} data-testid="place-phone">
              <Phone size={15} aria-hidden="true" />
              <span>
                {m.place_info_call()} <span className="pm-info__number">{info.phone}</span>
              </span>
            </a>
          )}
          {phone && (
            <a className="pm-info__link" href={phone.whatsapp} {...outside} data-testid="place-whatsapp">
              <MessageCircle size={15} aria-hidden="true" />
              <span>{m.place_info_whatsapp()}</span>
            </a>
          )}
          {website && (
            <a className="pm-info__link" href={website} {...outside} data-testid="place-website">
              <Globe size={15} aria-hidden="true" />
              <span>{m.place_info_website()}</span>
            </a>
          )}
        </div>
      )}
    </>
  );
}
