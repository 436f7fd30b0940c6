import { describe, expect, it } from 'vitest';
import { emptySection, heading } from './pdf-blocks';
import { createPdfCanvas } from './pdf-canvas';
import { pdfPageRuns } from './pdf-inspect';

const foot = {
  footer: 'Portico Securities Limited.',
  pageLabel: (page: number, pages: number) => `Page ${page} / ${pages}`,
  title: 'Blocks',
  createdAt: new Date('2026-11-01T00:00:00+08:00'),
};

/** The baseline of the run that reads `text` on the first page. */
function baselineOf(runs: { y: number; text: string }[], text: string): number {
  const run = runs.find((candidate) => candidate.text === text);
  if (!run) throw new Error(`no run reads ${text}`);
  return run.y;
}

describe('a section with nothing to list', () => {
  it('keeps its note with its own heading and stands apart from the next one', async () => {
    const canvas = createPdfCanvas('latin');
    heading(canvas, 'Stock trades in this period');
    emptySection(canvas, 'No stock trades in this period.');
    heading(canvas, 'Stock holdings at period end');
    const [runs = []] = pdfPageRuns(await canvas.finish(foot));
    const at = (text: string) => baselineOf(runs, text);
    const underHeading = at('Stock trades in this period') - at('No stock trades in this period.');
    const toNextHeading =
      at('No stock trades in this period.') - at('Stock holdings at period end');
    // The note reads as its heading's: nearer to it than to the heading that follows.
    expect(toNextHeading).toBeGreaterThan(underHeading);
  });
});
