import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// The icons share one sprite (src/components/MaskIcon/styles.module.css): a
// rule shows a cell by its mask position, so a cell added, moved or removed
// without its position shows another icon. This reads both from the CSS.
const css = readFileSync(path.join(__dirname, '../../src/components/MaskIcon/styles.module.css'), 'utf8');

function sprite() {
  const url = css.match(/--mask-icon-sprite: url\("data:image\/svg\+xml,([^"]+)"\);/);
  expect(url, 'the sprite is `--mask-icon-sprite: url("data:image/svg+xml,…")`').not.toBeNull();
  const size = css.match(/mask: var\(--mask-icon-sprite\) 0 0 \/ (\d+)% 100% no-repeat;/);
  expect(size, 'the .icon rule sets `mask: var(--mask-icon-sprite) 0 0 / N% 100% no-repeat`').not.toBeNull();
  const svg = decodeURIComponent(url![1]);
  const width = Number(
    svg.match(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 (\d+) 24'>/)?.[1],
  );
  const cells = [...svg.matchAll(/<svg id='(\w+)' x='(\d+)' width='24' height='24' viewBox=/g)].map((m) => ({
    id: m[1],
    x: Number(m[2]),
  }));
  return {svg, width, maskSizePercent: Number(size![1]), cells};
}

test('each rule that shows a cell names it, and every cell is shown', () => {
  const {width, maskSizePercent, cells} = sprite();
  const boxes = width / 24;
  expect(maskSizePercent, 'the mask is as many boxes wide as the sprite has 24-unit cells').toBe(boxes * 100);
  const rules = [...css.matchAll(/^([^\s{}/*][^{}]*?) \{([^{}]*)\}/gm)].flatMap(([, selector, body]) => {
    const position = body.match(/calc\(200% \* (\d+) \/ (\d+)\) 0/);
    return position ? [{selector, body, index: Number(position[1]), divisor: Number(position[2])}] : [];
  });
  for (const {selector, body, index, divisor} of rules) {
    expect(divisor, `${selector}: the divisor is the sprite's width in boxes less one`).toBe(boxes - 1);
    const cell = cells[index];
    expect(cell, `${selector} shows cell ${index}`).toBeDefined();
    expect(cell.x, `cell ${cell.id} sits at 48 units per index`).toBe(index * 48);
    // A class is the cell's id (.home); a rule for another stylesheet's element names it (.menu__caret).
    expect(selector.toLowerCase(), `${selector} shows cell ${index} (${cell.id})`).toContain(
      cell.id.toLowerCase(),
    );
    if (body.includes('mask:')) expect(body, selector).toContain(`/ ${boxes * 100}% 100%`);
  }
  for (const cell of cells) {
    expect(
      rules.some((rule) => rule.index === cells.indexOf(cell)),
      `a rule shows cell ${cell.id}`,
    ).toBe(true);
  }
});

test('every icon the component names has a class in the sprite', () => {
  const component = readFileSync(path.join(__dirname, '../../src/components/MaskIcon/index.tsx'), 'utf8');
  const used = [...component.matchAll(/\[styles\.(\w+), /g)].map((m) => m[1]);
  const ids = sprite().cells.map((c) => c.id);
  expect(used.length).toBeGreaterThan(0);
  for (const name of used) expect(ids, `styles.${name}`).toContain(name);
});
