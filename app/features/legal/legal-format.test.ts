import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@shared/content/legal';
import { formatRevisionDate, sectionId, splitEmails } from './legal-format';

describe('formatRevisionDate', () => {
  it('formats an ISO date for people, in any time zone', () => {
    expect(formatRevisionDate('2026-11-21')).toBe('21 November 2026');
    expect(formatRevisionDate('2026-01-01')).toBe('1 January 2026');
  });

  it('shows an unreadable date as given', () => {
    expect(formatRevisionDate('soon')).toBe('soon');
  });
});

describe('sectionId', () => {
  it('makes readable anchor ids', () => {
    expect(sectionId("Children's information")).toBe('childrens-information');
    expect(sectionId('Who we are and what this policy covers')).toBe(
      'who-we-are-and-what-this-policy-covers',
    );
    expect(sectionId('Changes to these terms and contact')).toBe('changes-to-these-terms-and-contact');
  });

  it('gives every section of both documents its own id', () => {
    for (const doc of [PRIVACY_POLICY, TERMS_OF_SERVICE]) {
      const ids = doc.sections.map((s) => sectionId(s.heading));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe('splitEmails', () => {
  it('finds email addresses without taking the full stop after them', () => {
    expect(splitEmails('Contact us at privacy@sproutplate.app.')).toEqual([
      { kind: 'text', text: 'Contact us at ' },
      { kind: 'email', text: 'privacy@sproutplate.app' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves text without an address alone', () => {
    expect(splitEmails('No address <b>here</b>')).toEqual([{ kind: 'text', text: 'No address <b>here</b>' }]);
  });
});
