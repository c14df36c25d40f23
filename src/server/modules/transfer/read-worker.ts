// The entry file of the import's worker thread (started by import.service.ts through runInWorker).
import { serveTask } from '../../workers/serve-task.ts';
import { readAndPlan } from './read-and-plan.ts';

serveTask(readAndPlan);
