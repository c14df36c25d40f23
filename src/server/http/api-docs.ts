import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './escape-html.ts';
import { buildOpenApiDocument } from './openapi.ts';

type Operation = {
  summary: string;
  description: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

/** A self-contained reference page (no scripts, no CDN), readable on any machine that can reach the server. */
function renderDocs(document: ReturnType<typeof buildOpenApiDocument>): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const sections = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
      const params = operation.parameters?.length
        ? `<p>Parameters: ${operation.parameters.map((p) => `<code>${escapeHtml(p.name)}</code> (${p.in})`).join(', ')}</p>`
        : '';
      const body = operation.requestBody
        ? `<details><summary>Request body (${Object.keys(operation.requestBody.content).join(', ')})</summary>${json(
            Object.values(operation.requestBody.content)[0]?.schema,
          )}</details>`
        : '';
      const responses = Object.entries(operation.responses)
        .map(([status, response]) => `<li><b>${status}</b> ${escapeHtml(response.description)}</li>`)
        .join('');
      const answer = Object.values(operation.responses)[0]?.content ?? {};
      // A download has no JSON schema: its answer is the file, in one of the listed types.
      const success = answer['application/json']?.schema ?? { file: Object.keys(answer) };
      return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(operation.description)}</p>${params}${body}
<details><summary>Answer</summary>${json(success)}</details><ul>${responses}</ul></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PetaDesa REST API</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1f2933}
section{border:1px solid #d9e2ec;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}
h2{font-size:1rem}.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;padding:0 .4em}
.get{background:#0f766e}.post{background:#1d4ed8}.put{background:#b45309}.delete{background:#b91c1c}
pre{background:#f5f7fa;padding:.5rem;overflow:auto;font-size:12px}</style></head><body>
<h1>PetaDesa REST API</h1><p>${escapeHtml(String((document.info as { description: string }).description))}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections.join('\n')}</body></html>`;
}

export function registerApiDocs(app: FastifyInstance): void {
  let cached: { json: string; html: string } | undefined;
  const build = () => {
    if (!cached) {
      const document = buildOpenApiDocument();
      cached = { json: JSON.stringify(document), html: renderDocs(document) };
    }
    return cached;
  };
  app.get('/api/openapi.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(build().json),
  );
  app.get('/api/docs', (_request, reply) => reply.type('text/html; charset=utf-8').send(build().html));
}
