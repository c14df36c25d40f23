// The entry file of the boundary check's worker thread (started by boundary-check.ts through runInWorker).
import { polygonSelfIntersects } from '../../../shared/geo/self-intersection.ts';
import { serveTask } from '../../workers/serve-task.ts';
import { type PackedPolygon, unpackPolygon } from './packed-polygon.ts';

serveTask((packed: PackedPolygon) => polygonSelfIntersects(unpackPolygon(packed)));
