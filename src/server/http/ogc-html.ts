import { escapeHtml } from './escape-html.ts';

interface Doc {
  title?: string;
  description?: string;
  links?: { href: string; rel: string; type: string; title?: string }[];
  conformsTo?: string[];
  collections?: { id: string; title: string; description: string }[];
  features?: { id: number; geometry: { type: string } | null; properties: Record<string, unknown> }[];
  numberMatched?: number;
  numberReturned?: number;
  type?: string;
  id?: number | string;
  geometry?: unknown;
  properties?: Record<string, unknown>;
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

function propertyTable(properties: Record<string, unknown>): string {
  const rows = Object.entries(properties)
    .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(String(value ?? ''))}</td></tr>`)
    .join('');
  return `<table>${rows}</table>`;
}

/** A plain page for people: the document's links, and its collections or features as tables. No scripts. */
export function renderOgcHtml(heading: string, doc: Doc): string {
  const parts: string[] = [];
  if (doc.description) parts.push(`<p>${escapeHtml(doc.description)}</p>`);
  if (doc.collections) {
    const rows = doc.collections
      .map(
        (c) =>
          `<tr><td>${link(`collections/${c.id}?f=html`, c.title)}</td><td>${escapeHtml(c.id)}</td><td>${escapeHtml(c.description)}</td></tr>`,
      )
      .join('');
    parts.push(`<table><tr><th>Collection</th><th>id</th><th>Description</th></tr>${rows}</table>`);
  }
  if (doc.conformsTo)
    parts.push(`<ul>${doc.conformsTo.map((uri) => `<li>${escapeHtml(uri)}</li>`).join('')}</ul>`);
  if (doc.features) {
    parts.push(`<p>${doc.numberReturned} of ${doc.numberMatched} features.</p>`);
    const rows = doc.features
      .map(
        (f) =>
          `<tr><td>${link(`items/${f.id}?f=html`, String(f.id))}</td><td>${escapeHtml(String(f.properties.name ?? ''))}</td><td>${escapeHtml(f.geometry?.type ?? '')}</td><td>${escapeHtml(String(f.properties.address ?? ''))}</td></tr>`,
      )
      .join('');
    parts.push(`<table><tr><th>id</th><th>Name</th><th>Geometry</th><th>Address</th></tr>${rows}</table>`);
  }
  if (doc.type === 'Feature' && doc.properties) {
    parts.push(propertyTable(doc.properties));
    parts.push(`<pre>${escapeHtml(JSON.stringify(doc.geometry))}</pre>`);
  }
  const links = (doc.links ?? [])
    .filter((l) => l.rel !== 'self')
    .map(
      (l) =>
        `<li>${link(l.href, l.title ?? l.rel)} <small>(${escapeHtml(l.rel)}, ${escapeHtml(l.type)})</small></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(heading)}</title><style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}</style></head>
<body><h1>${escapeHtml(heading)}</h1>${parts.join('\n')}<h2>Links</h2><ul>${links}</ul></body></html>`;
}
