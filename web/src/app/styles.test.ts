import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The app imports Mantine's CSS per component (styles.ts) rather than the whole sheet, so a
// component used without its CSS renders unstyled; this test finds any such component.
const webSource = path.resolve(__dirname, '..');
const mantineStyles = path.resolve(__dirname, '../../../node_modules/@mantine/core/styles');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function mantineComponentsUsed(): Set<string> {
  const used = new Set<string>();
  const importPattern = /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g;
  for (const file of sourceFiles(webSource)) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      for (const name of (match[1] ?? '').split(',')) {
        const component = name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (component && /^[A-Z]/.test(component)) used.add(component);
      }
    }
  }
  return used;
}

describe('Mantine component styles', () => {
  it('imports the CSS of every Mantine component the app uses', () => {
    const styles = ['styles.ts', 'page-styles.ts']
      .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
      .join('\n');
    const missing = [...mantineComponentsUsed()].filter(
      (component) =>
        existsSync(path.join(mantineStyles, `${component}.css`)) &&
        !styles.includes(`@mantine/core/styles/${component}.css'`),
    );
    expect(missing).toEqual([]);
  });
});
