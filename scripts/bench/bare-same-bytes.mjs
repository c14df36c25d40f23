// The peer of the request-log benchmark: the smallest Fastify server sending the very bytes and headers
// PetaDesa answered (BENCH_BODY_FILE, BENCH_HEADERS as JSON), with no logging, no hooks and no plugins.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_BODY_FILE);
const headers = JSON.parse(process.env.BENCH_HEADERS ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/public/categories', (_request, reply) => reply.headers(headers).send(body));
await app.listen({ port: Number(process.env.PORT ?? 3998), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
