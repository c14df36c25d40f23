/**
 * The nginx configuration of `npm run cluster:demo` and the cluster tests; README "Running several instances"
 * shows its `upstream` and `location` parts. Open-source nginx has no active health checks, so it learns
 * from answers: an instance that refuses connections, times out or answers 502/503/504 (a draining instance
 * answers 503 to everything) is skipped for `fail_timeout`, and an idempotent request (GET, HEAD, PUT,
 * DELETE: never a POST once sent) is tried again on the next instance, so a restart costs a reader nothing.
 * A balancer with active checks (HAProxy, a cloud balancer, Kubernetes) should poll `/api/ready` instead.
 */
export function nginxConfig(options: { folder: string; port: number; upstreams: string[] }): string {
  const { folder, port, upstreams } = options;
  return `# Written by scripts/cluster/nginx-config.ts
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
  client_body_temp_path ${folder}/client-body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;

  upstream petadesa {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    # Uploads (MAX_UPLOAD_MB) and imports pass through whole.
    client_max_body_size 50m;

    location / {
      proxy_pass http://petadesa;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The host the client reached, never one it names itself: the server trusts this proxy's forwarded
      # host, and a village is chosen by host (issue 35); passed through, a header would choose it.
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 70s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
      # Which instance answered; for the demo and its tests (leave it out in production).
      add_header X-PetaDesa-Upstream $upstream_addr always;
    }
  }
}
`;
}
