/**
 * The reference point of the load test: a bare Fastify route answering the same body as
 * GET /api/v1/user/status, with no plugins, hooks, logging, session or database. Started by
 * bench/run.ts as its own process (PORT, HOST from the environment).
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 8081);
const host = process.env.HOST || '127.0.0.1';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ result: { joined: true, certificateStatus: 'ACTIVE' } }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
