// Loaded into the production server by the benches (`node --import` this file, see
// production-server.ts) when PULSE_PROBE_FILE names a file: once a second it appends a JSON line with,
// over that second, the event loop's delay; the PostgreSQL pool's state (connections open, the most
// requests seen waiting for one, how long getting one took and how long one was held: a statement or
// a whole transaction); and the time from a request's arrival to its response's last byte inside the
// server, for tracker batches and for portal reads apart. With PULSE_PROBE_TRACE=1 it also splits each
// request's time into waiting for a connection, waiting for statements and the rest (JavaScript and
// the event loop's queue), through AsyncLocalStorage, which slows every promise a little: off unless
// asked. It wraps pg.Pool, pg.Client and http.createServer from outside, so none of this is in the
// product. Plain JavaScript: the server runs without a loader.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';

const file = process.env.PULSE_PROBE_FILE;
if (file) {
  const microseconds = (since) => Math.max(1, Math.round((performance.now() - since) * 1000));
  const histograms = {
    acquire: createHistogram(),
    hold: createHistogram(),
    batch: createHistogram(),
    portal: createHistogram(),
  };
  const pools = [];
  const heldSince = new WeakMap();
  let mostWaiting = 0;
  // Per kind of request, the sums over the second's requests (PULSE_PROBE_TRACE=1).
  const trace = process.env.PULSE_PROBE_TRACE === '1' ? new AsyncLocalStorage() : null;
  const emptySplit = () => ({
    requests: 0,
    totalMs: 0,
    acquireMs: 0,
    statementMs: 0,
    statements: 0,
    byStatement: {},
  });
  let splits = { batch: emptySplit(), portal: emptySplit() };

  const OriginalPool = pg.Pool;
  pg.Pool = class ProbedPool extends OriginalPool {
    constructor(options) {
      super(options);
      pools.push(this);
      this.on('acquire', (client) => heldSince.set(client, performance.now()));
      this.on('release', (_error, client) => {
        const since = heldSince.get(client);
        if (since !== undefined) histograms.hold.record(microseconds(since));
      });
    }

    // pool.query() goes through connect(callback) too, so every statement's wait is seen.
    connect(callback) {
      const started = performance.now();
      const request = trace?.getStore();
      const noted = () => {
        histograms.acquire.record(microseconds(started));
        if (request) request.acquireMs += performance.now() - started;
      };
      const result = callback
        ? super.connect((error, client, release) => {
            noted();
            callback(error, client, release);
          })
        : super.connect().then((client) => {
            noted();
            return client;
          });
      mostWaiting = Math.max(mostWaiting, this.waitingCount);
      return result;
    }
  };

  if (trace) {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function tracedQuery(...args) {
      const request = trace.getStore();
      if (!request) return query.apply(this, args);
      const started = performance.now();
      // The statement's first words name it well enough: "insert into \"activity_slots\"", "commit".
      const text = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '');
      const name = text.trim().replace(/\s+/g, ' ').slice(0, 48);
      const noted = () => {
        const ms = performance.now() - started;
        request.statementMs += ms;
        request.statements += 1;
        const statement = request.byStatement.get(name) ?? { count: 0, ms: 0 };
        statement.count += 1;
        statement.ms += ms;
        request.byStatement.set(name, statement);
      };
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results) => {
          noted();
          callback(...results);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, args);
      result?.then?.(noted, noted);
      return result;
    };
  }

  const createServer = http.createServer;
  http.createServer = (...args) => {
    const server = createServer(...args);
    server.prependListener('request', (request, response) => {
      const started = performance.now();
      const kind = request.url.startsWith('/api/v1/tracker/batches')
        ? 'batch'
        : request.method === 'GET' && request.url.startsWith('/api/v1/')
          ? 'portal'
          : null;
      if (!kind) return;
      const spent = { acquireMs: 0, statementMs: 0, statements: 0, byStatement: new Map() };
      trace?.enterWith(spent);
      response.once('finish', () => {
        histograms[kind].record(microseconds(started));
        const split = splits[kind];
        split.requests += 1;
        split.totalMs += performance.now() - started;
        split.acquireMs += spent.acquireMs;
        split.statementMs += spent.statementMs;
        split.statements += spent.statements;
        for (const [name, statement] of spent.byStatement) {
          split.byStatement[name] ??= { count: 0, ms: 0 };
          const total = split.byStatement[name];
          total.count += statement.count;
          total.ms += statement.ms;
        }
      });
    });
    return server;
  };

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const ms = (histogram, scale) => ({
    count: histogram.count,
    p50: Math.round(histogram.percentile(50) / scale) / 100,
    p99: Math.round(histogram.percentile(99) / scale) / 100,
    max: Math.round(histogram.max / scale) / 100,
  });
  setInterval(() => {
    const line = {
      at: Date.now(),
      eventLoopMs: ms(loop, 1e4),
      pool: {
        max: pools.reduce((sum, pool) => sum + (pool.options.max ?? 0), 0),
        total: pools.reduce((sum, pool) => sum + pool.totalCount, 0),
        mostWaiting,
      },
      ...Object.fromEntries(
        Object.entries(histograms).map(([name, histogram]) => [`${name}Ms`, ms(histogram, 10)]),
      ),
      ...(trace ? { split: splits } : {}),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    loop.reset();
    for (const histogram of Object.values(histograms)) histogram.reset();
    mostWaiting = 0;
    splits = { batch: emptySplit(), portal: emptySplit() };
  }, 1_000).unref();
}
