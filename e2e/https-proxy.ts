/**
 * The HTTPS proxy the deployment tests use where the machine has no nginx: a Node server on the
 * `http-proxy` package that does what the sites the tests give nginx say. HTTPS on the given
 * certificate, requests spread over the upstreams in turn, the X-Forwarded-* headers (and, for the
 * compose site deploy/nginx.conf, Host as nginx's $host and an X-Request-Id) set, and (when an HTTP port is given) plain HTTP answered with a
 * 301 to the same path on https://$host, as nginx's `return 301 https://$host$request_uri` does.
 * What it does not check is nginx's own reading of that file; the tests say which proxy ran.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import httpProxy from 'http-proxy';

export interface NodeProxyOptions {
  httpsPort: number;
  /** Where plain HTTP is redirected to HTTPS; none when omitted. */
  httpPort?: number;
  cert: string;
  key: string;
  /** Ports of the servers on 127.0.0.1 the requests go to, in turn. */
  upstreams: number[];
  /**
   * The headers of deploy/nginx.conf (Host and X-Forwarded-Host as nginx's $host, without the port,
   * and an X-Request-Id); otherwise those of the README's minimal site (the browser's Host kept).
   */
  composeSite?: boolean;
}

/** nginx's $host: the request's host name without its port. */
function hostName(header: string | undefined): string {
  const host = header ?? '';
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
}

export async function startNodeProxy(options: NodeProxyOptions): Promise<{ stop: () => Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 16 });
  const proxy = httpProxy.createProxyServer({ agent });
  proxy.on('proxyReq', (proxyReq, req) => {
    // What the sites' proxy_set_header lines send.
    const before = req.headers['x-forwarded-for'];
    const client = req.socket.remoteAddress ?? '';
    proxyReq.setHeader('X-Forwarded-For', before ? `${String(before)}, ${client}` : client);
    proxyReq.setHeader('X-Forwarded-Proto', 'https');
    if (options.composeSite) {
      proxyReq.setHeader('Host', hostName(req.headers.host));
      proxyReq.setHeader('X-Forwarded-Host', hostName(req.headers.host));
      proxyReq.setHeader('X-Request-Id', randomUUID().replaceAll('-', ''));
    }
  });
  proxy.on('error', (_err, _req, res) => {
    // nginx answers 502 when no upstream answers.
    if (res instanceof http.ServerResponse && !res.headersSent) res.writeHead(502).end('Bad Gateway');
    else res.destroy();
  });
  let turn = 0;
  const secure = https.createServer(
    { cert: fs.readFileSync(options.cert), key: fs.readFileSync(options.key) },
    (req, res) => {
      const port = options.upstreams[turn++ % options.upstreams.length];
      proxy.web(req, res, { target: `http://127.0.0.1:${port}` });
    },
  );
  const servers: (http.Server | https.Server)[] = [secure];
  const listen = (server: http.Server | https.Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen(secure, options.httpsPort);
  if (options.httpPort !== undefined) {
    const plain = http.createServer((req, res) => {
      res.writeHead(301, { Location: `https://${hostName(req.headers.host)}${req.url ?? '/'}` }).end();
    });
    servers.push(plain);
    await listen(plain, options.httpPort);
  }
  return {
    stop: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
      proxy.close();
      agent.destroy();
    },
  };
}
