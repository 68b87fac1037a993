import { describe, expect, it } from 'vitest';
import { loadLegal } from '../../lib/marketing/loadLegal.server';
import { elements, renderOnServer, textOf } from '../../lib/marketing/testing';
import { LegalPage } from './LegalPage';

describe('LegalPage', () => {
  it.each([
    ['', '2025年1月1日', '版本', '本条链接：'],
    ['?lang=en', '01 Jan 2025', 'Version', 'Link to this clause: '],
  ])(
    'draws the terms%s with numbered clauses under their anchors',
    (query, effective, version, clauseLink) => {
      const data = loadLegal(new Request(`https://kyc.example/terms-conditions${query}`));
      const { page: document, labels } = data;
      expect(data.effective).toBe(effective);
      const html = renderOnServer(
        <LegalPage
          document={document}
          labels={labels}
          effective={data.effective}
          text={data.text}
        />,
        { url: `/terms-conditions${query}` },
      );
      expect(textOf(html)).toContain(`${version} ${document.version}`);
      expect(elements(html, 'h1').map((h) => h.text)).toEqual([document.title]);
      expect(html).toContain(`<time dateTime="${document.effectiveDate}">${effective}</time>`);
      expect(textOf(html)).toContain(document.version);
      for (const paragraph of document.intro) expect(textOf(html)).toContain(paragraph);
      const headings = elements(html, 'h2').map((h) => h.text);
      expect(headings[0]).toBe(labels.tableOfContents);
      expect(headings.slice(1)).toEqual(
        document.clauses.map((clause) => `${clause.number}. ${clause.heading} #`),
      );
      for (const clause of document.clauses) {
        expect(html).toContain(`<section id="${clause.id}" aria-labelledby="${clause.id}-title">`);
        expect(html.match(new RegExp(`href="#${clause.id}"`, 'g'))).toHaveLength(2);
        expect(html).toContain(`aria-label="${clauseLink}${clause.number}. ${clause.heading}"`);
        for (const paragraph of clause.paragraphs) expect(textOf(html)).toContain(paragraph);
      }
    },
  );
});
