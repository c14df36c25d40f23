import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { NearbyPlace } from '../../../shared/schemas/reports.ts';
import { errorMessageOf } from '../../lib/api-error.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * A verified "Data salah" report: staff choose the place it is about among those near its point, and the
 * place's form opens with the report beside it (the place changes only when they save there).
 */
export function CorrectedPlaceChooser({ reportId, places }: { reportId: number; places: NearbyPlace[] }) {
  const [chosen, setChosen] = useState<number | null>(places[0]?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const link = trpc.reports.linkPlace.useMutation({
    onSuccess: async ({ place_id }) => {
      await utils.reports.list.invalidate();
      navigate(`/admin/maps/edit/${place_id}?report=${reportId}`);
    },
    onError: (failure) => setError(errorMessageOf(failure)),
  });
  if (places.length === 0) return <p className="field__hint">{m.reports_correct_none()}</p>;
  return (
    <fieldset className="reports-correct">
      <legend>{m.reports_correct_legend()}</legend>
      {places.map((place) => (
        <label key={place.id} className="reports-correct__place">
          <input
            type="radio"
            name={`corrects-${reportId}`}
            checked={chosen === place.id}
            onChange={() => setChosen(place.id)}
          />
          <span>
            <strong>{place.name}</strong>
            <span className="data-table__sub">
              {[place.category, m.reports_correct_distance({ metres: place.distance_m })]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        </label>
      ))}
      {error && <p role="alert">{error}</p>}
      <button
        className="btn btn--secondary"
        type="button"
        disabled={chosen === null || link.isPending}
        onClick={() => chosen !== null && link.mutate({ id: reportId, place_id: chosen })}
      >
        {m.reports_correct_submit()}
      </button>
    </fieldset>
  );
}
