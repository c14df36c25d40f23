import type { Polygon } from 'geojson';
import { countPositions } from '../../../shared/geo/coordinates.ts';
import { polygonSelfIntersects } from '../../../shared/geo/self-intersection.ts';
import { msg } from '../../../shared/i18n/message.ts';
import { AppError } from '../../errors.ts';
import { runInWorker, WorkerLimitError } from '../../workers/run-in-worker.ts';
import { packPolygon } from './packed-polygon.ts';

/**
 * Up to this many positions the crossing check runs here (about a millisecond); above it, in a worker, so
 * that a boundary of 50,000 positions (about 100 ms of sweeping, more on a busy machine) never holds the
 * event loop that answers everyone else.
 */
const INLINE_MAX_POSITIONS = 2_000;
/** O(n log n) finishes far sooner; the deadline only bounds a machine in trouble. */
const CHECK_DEADLINE_MS = 5_000;
const WORKER = new URL('./boundary-worker.ts', import.meta.url);

async function crosses(polygon: Polygon): Promise<boolean> {
  if (countPositions(polygon) <= INLINE_MAX_POSITIONS) return polygonSelfIntersects(polygon);
  const packed = packPolygon(polygon);
  try {
    return await runInWorker<boolean>(WORKER, packed, {
      deadlineMs: CHECK_DEADLINE_MS,
      transfer: [packed.coordinates.buffer, packed.ringLengths.buffer],
    });
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    throw AppError.validation({
      VillageBoundary: msg('api_boundary_check_timeout'),
    });
  }
}

/** The village boundary may not cross itself (the same rule the settings form checks while drawing). */
export async function assertBoundaryDoesNotCross(polygon: Polygon | null | undefined): Promise<void> {
  if (polygon && (await crosses(polygon)))
    throw AppError.validation({ VillageBoundary: msg('api_boundary_crosses') });
}
