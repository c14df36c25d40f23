import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { copyText } from '../../lib/copy-text.ts';
import { useProduct } from '../../lib/use-product.ts';
import { embedCode } from './embed-code.ts';
import './embed-snippet.css';

/** How long "copied" stays said beside the button. */
const SAID_MS = 4000;

/** The settings screen's "put the map on another website": the `<iframe>` code and a button to copy it. */
export function EmbedSnippet() {
  const product = useProduct();
  const id = useId();
  const code = embedCode(window.location.origin, m.map_embed_frame_title({ product: product.name }));
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (said !== 'copied') return;
    const timer = setTimeout(() => setSaid(null), SAID_MS);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = async () => {
    try {
      await copyText(code);
      setSaid('copied');
    } catch {
      setSaid('failed');
    }
  };
  return (
    <section className="card form-card embed-snippet" aria-labelledby={`${id}-title`}>
      <h2 className="history__title" id={`${id}-title`}>
        {m.map_embed_title()}
      </h2>
      <p className="field__hint">{m.map_embed_hint()}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-code`}>
          {m.map_embed_code_label()}
        </label>
        <textarea
          id={`${id}-code`}
          className="input input--code"
          readOnly
          rows={4}
          spellCheck={false}
          value={code}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="embed-code"
        />
      </div>
      <div className="form-tools">
        <button className="btn btn--secondary" type="button" onClick={() => void copy()}>
          {said === 'copied' ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
          {m.map_embed_copy()}
        </button>
        <p className="field__hint" role="status" data-testid="embed-copy-status">
          {said === 'copied' ? m.map_embed_copied() : said === 'failed' ? m.map_embed_copy_failed() : ''}
        </p>
      </div>
    </section>
  );
}
