/**
 * Code blocks start with `content-visibility: auto` (theme/CodeBlock/Layout),
 * so a page's first layout skips the code far from the viewport. Once the
 * page is idle, this lays that code out a few blocks at a time, nearest to
 * the viewport first, each slice in a frame of its own. After that a jump
 * (a table-of-contents link, Page Down) never paints a frame of empty code
 * boxes, as a skipped block does until the browser catches up, and a script
 * reading `innerText` gets the code.
 */
import type {ClientModule} from '@docusaurus/types';

/**
 * 4-7 ms of style and layout per slice on a desktop CPU in a trace: a phone
 * four times slower stays well under a long task (50 ms).
 */
const LINES_PER_SLICE = 40;
const SKIPPED = '[style*="--code-block-lines"]:not([data-laid-out])';

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback)
    : (callback) => setTimeout(callback, 50);

let scheduled = false;

/**
 * How far a block is from the viewport, or null when it has no box: code in
 * a hidden tab panel costs nothing to lay out until the panel shows.
 */
function distanceFromViewport(element: Element): number | null {
  const {top, bottom, height} = element.getBoundingClientRect();
  if (height === 0) return null;
  return Math.max(0, top - window.innerHeight, -bottom);
}

function layOutSlice(): void {
  scheduled = false;
  const skipped = [...document.querySelectorAll<HTMLElement>(SKIPPED)]
    .map((element) => ({element, distance: distanceFromViewport(element)}))
    .sort((a, b) => (a.distance ?? -1) - (b.distance ?? -1));
  let lines = 0;
  for (const {element, distance} of skipped) {
    if (distance !== null && lines >= LINES_PER_SLICE) {
      schedule();
      return;
    }
    element.setAttribute('data-laid-out', '');
    if (distance !== null) lines += Number(element.style.getPropertyValue('--code-block-lines')) || 1;
  }
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(layOutSlice);
}

const clientModule: ClientModule = {
  // Also runs for the first page, after it hydrated.
  onRouteDidUpdate: schedule,
};

export default clientModule;
