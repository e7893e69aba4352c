#!/usr/bin/env node
// The container's HEALTHCHECK: asks this process's own probe and exits 0 when it answers 200, else 1.
// API nodes: https on PORT with TLS_MODE=auto (its certificate may be self-signed), plain http with
// TLS_MODE=proxy. Workers (PROCESS_ROLE=worker): plain http on WORKER_HEALTH_PORT.
// Usage: node scripts/healthcheck.js [/health/live | /health/ready]
const http = require('node:http');
const https = require('node:https');

const env = process.env;
const probePath = process.argv[2] || '/health/live';
const worker = env.PROCESS_ROLE === 'worker';
const port = Number(worker ? env.WORKER_HEALTH_PORT || 9464 : env.PORT || 8443);
const secure = !worker && (env.TLS_MODE || 'auto') !== 'proxy';
// The listener's own address unless it listens on every interface.
const host = env.HOST && !['0.0.0.0', '::', ''].includes(env.HOST.trim()) ? env.HOST.trim() : '127.0.0.1';

const request = (secure ? https : http).get(
  { host, port, path: probePath, timeout: 4000, ...(secure ? { rejectUnauthorized: false } : {}) },
  (res) => {
    res.resume();
    process.exit(res.statusCode === 200 ? 0 : 1);
  },
);
request.on('timeout', () => request.destroy(new Error('timed out')));
request.on('error', (error) => {
  process.stderr.write(`healthcheck: ${error.message}\n`);
  process.exit(1);
});
