import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { MAX_REPORT_PHOTOS, REPORT_PRIVACIES, type ReportPrivacy } from '../../../shared/schemas/reports.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { publicSettingsQuery } from '../../lib/public-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Place } from '../../map/place.ts';
import { PlacesMap } from '../../map/places-map.tsx';
import { fetchKinds, ReportRefused } from './report-api.ts';
import type { QueuedReport } from './report-queue.ts';
import { deliver, useReportQueue } from './use-report-queue.ts';
import './reports.css';

const PRIVACY_TEXT: Record<ReportPrivacy, { label: () => string; hint: () => string }> = {
  publik: { label: m.report_privacy_publik, hint: m.report_privacy_publik_hint },
  anonim: { label: m.report_privacy_anonim, hint: m.report_privacy_anonim_hint },
  rahasia: { label: m.report_privacy_rahasia, hint: m.report_privacy_rahasia_hint },
};

const MARKER = [220, 38, 38] as const;

/** `/lapor`: a resident's report from the public map (issue 36), without an account, on a phone first. */
export function ReportPage() {
  usePageTitle(m.report_title());
  const navigate = useNavigate();
  const settings = useQuery(publicSettingsQuery);
  const kinds = useQuery({ queryKey: ['report-kinds'], queryFn: fetchKinds });
  const queue = useReportQueue((code) => navigate(`/lapor/${code}`));
  const [point, setPoint] = useState<[number, number] | null>(null);
  const [kind, setKind] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  // A file input cannot be emptied from state: a new one replaces it.
  const [photosInput, setPhotosInput] = useState(0);
  const [privacy, setPrivacy] = useState<ReportPrivacy>('publik');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [stage, setStage] = useState<'idle' | 'checking' | 'sending'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [trackCode, setTrackCode] = useState('');

  const places = useMemo(
    (): Place[] => (point ? [{ geometry: { type: 'Point', coordinates: point }, color: [...MARKER] }] : []),
    [point],
  );

  const locate = () => {
    setError(null);
    navigator.geolocation?.getCurrentPosition(
      (position) => setPoint([position.coords.longitude, position.coords.latitude]),
      () => setError(m.report_location_failed()),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!point) return setError(m.report_location_missing());
    const chosen = kinds.data?.find((k) => k.id === kind);
    if (!chosen) return setError(m.api_report_kind_unknown());
    if (!description.trim()) return setError(m.api_report_description_required());
    const report: QueuedReport = {
      kind: chosen.id,
      kindName: chosen.name,
      description: description.trim(),
      latitude: point[1],
      longitude: point[0],
      privacy,
      name: name.trim(),
      phone: phone.trim(),
      photos,
      idempotencyKey: crypto.randomUUID(),
      createdAt: new Date().toISOString(),
    };
    const queueIt = async () => {
      await queue.add(report);
      // Kept: the form is free for the next one.
      setDescription('');
      setPhotos([]);
      setPhotosInput((n) => n + 1);
      setKind(null);
    };
    // No signal: kept on the phone, sent when the connection returns.
    if (!navigator.onLine) return queueIt();
    try {
      setStage('checking');
      const code = await deliver(report);
      navigate(`/lapor/${code}`);
    } catch (failure) {
      if (failure instanceof ReportRefused) setError(m.report_send_failed({ reason: failure.message }));
      // The connection went while sending: the same report (same key) waits for it to return.
      else await queueIt();
    } finally {
      setStage('idle');
    }
  };

  return (
    <div className="report">
      <div className="report__head">
        <Link className="report__back" to="/">
          {m.report_back_to_map()}
        </Link>
        <h1>{m.report_title()}</h1>
        <p>{m.report_intro()}</p>
      </div>

      {queue.waiting.length > 0 && (
        <section className="report__waiting" role="status" data-testid="report-waiting">
          <h2>{m.report_waiting_title()}</h2>
          <p>{m.report_waiting_hint()}</p>
          <ul>
            {queue.waiting.map((item) => (
              <li key={item.idempotencyKey}>
                <span>
                  {m.report_waiting_item({ kind: item.kindName, at: formatDateTime(item.createdAt) })}
                </span>
                {item.failure && (
                  <span className="report__error">{m.report_waiting_failed({ reason: item.failure })}</span>
                )}
                <button
                  className="report__button report__button--quiet"
                  type="button"
                  onClick={() => queue.remove(item.idempotencyKey)}
                >
                  {m.report_remove_waiting()}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <form className="report__form" onSubmit={submit} noValidate>
        <fieldset className="report__group">
          <legend>{m.report_map_hint()}</legend>
          <div className="report__map">
            {settings.isSuccess || settings.isError ? (
              <PlacesMap
                label={m.report_map_label()}
                places={places}
                settings={settings.data}
                boundaryId="report"
                onMapClick={(coordinate) => setPoint([coordinate[0]!, coordinate[1]!])}
              />
            ) : null}
          </div>
          <button className="report__button report__button--quiet" type="button" onClick={locate}>
            {m.report_my_location()}
          </button>
          <p className="report__hint" data-testid="report-point">
            {point
              ? m.report_location_chosen({ lat: point[1].toFixed(5), lng: point[0].toFixed(5) })
              : m.report_location_missing()}
          </p>
        </fieldset>

        <fieldset className="report__group">
          <legend>{m.report_kind()}</legend>
          <div className="report__choices">
            {(kinds.data ?? []).map((item) => (
              <label key={item.id} className="report__choice">
                <input
                  type="radio"
                  name="kind"
                  value={item.id}
                  checked={kind === item.id}
                  onChange={() => setKind(item.id)}
                />
                <span>{item.name}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <label className="report__label" htmlFor="report-description">
          {m.report_description()}
        </label>
        <textarea
          id="report-description"
          className="report__input"
          rows={4}
          maxLength={2000}
          value={description}
          aria-describedby="report-description-hint"
          onChange={(event) => setDescription(event.target.value)}
        />
        <p className="report__hint" id="report-description-hint">
          {m.report_description_hint()}
        </p>

        <label className="report__label" htmlFor="report-photos">
          {m.report_photos()}
        </label>
        <input
          key={photosInput}
          id="report-photos"
          className="report__input report__file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-describedby="report-photos-hint"
          onChange={(event) => setPhotos([...(event.target.files ?? [])].slice(0, MAX_REPORT_PHOTOS))}
        />
        <p className="report__hint" id="report-photos-hint">
          {photos.length > 0 ? `${m.report_photos_chosen({ count: photos.length })} · ` : ''}
          {m.report_photos_hint()}
        </p>

        <fieldset className="report__group">
          <legend>{m.report_privacy()}</legend>
          <div className="report__choices report__choices--stacked">
            {REPORT_PRIVACIES.map((value) => (
              <label key={value} className="report__choice">
                <input
                  type="radio"
                  name="privacy"
                  value={value}
                  checked={privacy === value}
                  onChange={() => setPrivacy(value)}
                />
                <span>
                  <strong>{PRIVACY_TEXT[value].label()}</strong>
                  <small>{PRIVACY_TEXT[value].hint()}</small>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <label className="report__label" htmlFor="report-name">
          {m.report_name()}
        </label>
        <input
          id="report-name"
          className="report__input"
          maxLength={100}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <label className="report__label" htmlFor="report-phone">
          {m.report_phone()}
        </label>
        <input
          id="report-phone"
          className="report__input"
          type="tel"
          maxLength={30}
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />

        {error && (
          <p className="report__error" role="alert">
            {error}
          </p>
        )}
        <button className="report__button" type="submit" disabled={stage !== 'idle'}>
          {stage === 'checking'
            ? m.report_checking()
            : stage === 'sending'
              ? m.report_sending()
              : m.report_send()}
        </button>
      </form>

      <form
        className="report__track"
        onSubmit={(event) => {
          event.preventDefault();
          if (trackCode.trim()) navigate(`/lapor/${trackCode.trim()}`);
        }}
      >
        <label className="report__label" htmlFor="report-track">
          {m.report_track_open()}
        </label>
        <div className="report__row">
          <input
            id="report-track"
            className="report__input"
            value={trackCode}
            onChange={(event) => setTrackCode(event.target.value)}
          />
          <button className="report__button report__button--quiet" type="submit">
            {m.report_track_go()}
          </button>
        </div>
      </form>
    </div>
  );
}
