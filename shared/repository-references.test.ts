import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: a comment that cites a design document names a file someone who
 * clones the repository has (docs/ARCHITECTURE.md, docs/DECISIONS.md, docs/CODE-STYLE.md,
 * docs/UI-STYLE.md), and a cited section exists there. Product requirements stay cited by name
 * (`spec §2.5`, `hk-market-facts §3.5`, the demo book), never by a file kept elsewhere.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = 'shared/repository-references.test.ts';

/** Tracked source, test and config files; the docs themselves link each other relatively. */
function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => /\.(ts|tsx|js|mjs|cjs|json|css|html)$/.test(file) || file === '.ci/run')
    .filter((file) => file !== self && existsSync(path.join(root, file)));
}

type Finding = { file: string; line: number; text: string };

function findings(
  files: readonly string[],
  pattern: RegExp,
  keep: (match: RegExpExecArray) => boolean,
) {
  const found: Finding[] = [];
  for (const file of files) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
        if (keep(match)) found.push({ file, line: index + 1, text: match[0] });
      }
    });
  }
  return found.map(({ file, line, text }) => `${file}:${line}: ${text}`);
}

/** The numbers a doc can be cited by: its `## 5. ...` sections, or its `5. **...**` rules. */
function sectionsOf(doc: string): Set<number> {
  const text = readFileSync(path.join(root, 'docs', doc), 'utf8');
  const headings = text.matchAll(/^(?:## (\d+)\. |\s*(\d+)\. \*\*)/gm);
  return new Set([...headings].map((match) => Number(match[1] ?? match[2])));
}

const files = trackedSources();

describe('references to design documents', () => {
  it('cite the design documents by their path under docs/', () => {
    const bare = /([\w./-]*?)\b(ARCHITECTURE\.md|HOUSE-STYLE|UI-STYLE|DECISIONS\.md|CODE-STYLE)/;
    expect(findings(files, bare, (match) => !(match[1] ?? '').endsWith('docs/'))).toEqual([]);
  });

  it('name docs/ files that exist', () => {
    const named = /docs\/([\w.-]+\.md)/;
    const missing = (match: RegExpExecArray) =>
      !existsSync(path.join(root, 'docs', match[1] as string));
    expect(findings(files, named, missing)).toEqual([]);
  });

  it('cite sections that exist', () => {
    const sections = new Map<string, Set<number>>();
    const cited = /docs\/(DECISIONS|CODE-STYLE|UI-STYLE)\.md §(\d+)(?:-§?(\d+))?/;
    const absent = (match: RegExpExecArray) => {
      const doc = `${match[1]}.md`;
      if (!sections.has(doc)) sections.set(doc, sectionsOf(doc));
      const known = sections.get(doc) as Set<number>;
      return [match[2], match[3]].some((n) => n !== undefined && !known.has(Number(n)));
    };
    expect(findings(files, cited, absent)).toEqual([]);
  });

  it('never point at a requirement document as a file outside the repository', () => {
    const outside = /(product-spec|hk-market-facts|demo-book)\.md|shared\/spec\//;
    expect(findings(files, outside, () => true)).toEqual([]);
  });
});
