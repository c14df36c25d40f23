import { describe, expect, it } from 'vitest';
import { embedCode } from './embed-code.ts';

describe('embedCode', () => {
  it("frames this village's /embed by its absolute address, titled for screen readers", () => {
    const code = embedCode('https://desa.example', 'Peta Desa Sukamaju');
    expect(code).toMatch(/^<iframe src="https:\/\/desa\.example\/embed" title="Peta Desa Sukamaju" /);
    expect(code).toContain('allow="clipboard-write; geolocation"');
    expect(code).toMatch(/><\/iframe>$/);
  });

  it('keeps a title with quotes or markup inside its attribute', () => {
    const code = embedCode('http://127.0.0.1:3000', 'Peta "Kali" <b>&</b>');
    expect(code).toContain('title="Peta &quot;Kali&quot; &lt;b&gt;&amp;&lt;/b&gt;"');
    expect(code.match(/<[a-z/]/g)).toEqual(['<i', '</']);
  });
});
