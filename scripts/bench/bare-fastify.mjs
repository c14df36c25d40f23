// The ceiling: the smallest Fastify server on this machine, answering a fixed JSON object.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
