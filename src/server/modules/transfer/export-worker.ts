// The entry file of the public export's worker thread (started by export.service.ts through runInWorker).
import { serveTask } from '../../workers/serve-task.ts';
import { publicExportFile } from './write/export-file.ts';

serveTask(publicExportFile);
