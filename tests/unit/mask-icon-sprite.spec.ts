import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// The icons share one sprite (src/components/MaskIcon/styles.module.css): a
// class shows a cell by its mask position, so a cell added, moved or removed
// without its position shows another icon. This reads both from the CSS.
const css = readFileSync(path.join(__dirname, '../../src/components/MaskIcon/styles.module.css'), 'utf8');

function sprite() {
  const url = css.match(/mask: url\("data:image\/svg\+xml,([^"]+)"\)\s+0 0 \/ (\d+)% 100% no-repeat;/);
  expect(
    url,
    'the .icon rule sets `mask: url("data:image/svg+xml,…") 0 0 / N% 100% no-repeat`',
  ).not.toBeNull();
  const svg = decodeURIComponent(url![1]);
  const width = Number(
    svg.match(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 (\d+) 24'>/)?.[1],
  );
  const cells = [...svg.matchAll(/<svg id='(\w+)' x='(\d+)' width='24' height='24' viewBox=/g)].map((m) => ({
    id: m[1],
    x: Number(m[2]),
  }));
  return {svg, width, maskSizePercent: Number(url![2]), cells};
}

test('each icon class points at the sprite cell named after it', () => {
  const {width, maskSizePercent, cells} = sprite();
  const boxes = width / 24;
  expect(maskSizePercent, 'the mask is as many boxes wide as the sprite has 24-unit cells').toBe(boxes * 100);
  const classes = [
    ...css.matchAll(/^\.(\w+) \{\n {2}mask-position: calc\(200% \* (\d+) \/ (\d+)\) 0;\n\}/gm),
  ];
  expect(classes.map((m) => m[1]).sort()).toEqual(cells.map((c) => c.id).sort());
  for (const [, name, index, divisor] of classes) {
    expect(Number(divisor), `.${name}: the divisor is the sprite's width in boxes less one`).toBe(boxes - 1);
    expect(cells[Number(index)], `.${name} shows cell ${index}`).toEqual({id: name, x: Number(index) * 48});
  }
});

test('every icon the component names has a class in the sprite', () => {
  const component = readFileSync(path.join(__dirname, '../../src/components/MaskIcon/index.tsx'), 'utf8');
  const used = [...component.matchAll(/\[styles\.(\w+), /g)].map((m) => m[1]);
  const ids = sprite().cells.map((c) => c.id);
  expect(used.length).toBeGreaterThan(0);
  for (const name of used) expect(ids, `styles.${name}`).toContain(name);
});
