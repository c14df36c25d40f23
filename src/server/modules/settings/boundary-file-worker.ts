// The entry file of the boundary file's worker thread (started by boundary-file.ts through readInWorker).
import { serveTask } from '../../workers/serve-task.ts';
import { readBoundaryFile } from './read-boundary-file.ts';

serveTask(readBoundaryFile);
