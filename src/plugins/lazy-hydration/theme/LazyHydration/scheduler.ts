/**
 * When each deferred section hydrates: as it comes near the viewport, at once
 * when the reader interacts inside it, and otherwise one at a time while the
 * browser is idle, each after the previous one has committed, so no two
 * sections' work lands in one task.
 */

/** Starts hydrating a section; resolves once React has committed it. */
type Start = () => Promise<void>;

// One viewport above and below: a section is usually ready before it scrolls in.
const nearViewport = '100% 0px';
// Capture phase on the document runs before React's listeners on its roots,
// so the section's root exists when React looks for the event's target.
const interactionEvents = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

const waiting = new Map<Element, Start>();
let observer: IntersectionObserver | undefined;
let idleLoopRunning = false;

function activate(element: Element): Promise<void> {
  const start = waiting.get(element);
  if (!start) return Promise.resolve();
  waiting.delete(element);
  observer?.unobserve(element);
  return start();
}

/** The waiting section that holds `target`, if any. */
function sectionOf(target: EventTarget | null): Element | undefined {
  for (let node = target instanceof Node ? target : null; node; node = node.parentNode) {
    if (node instanceof Element && waiting.has(node)) return node;
  }
  return undefined;
}

function onInteraction(event: Event): void {
  const section = sectionOf(event.target);
  if (section) void activate(section);
}

const whenIdle = (callback: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback);
  else setTimeout(callback, 200);
};

function hydrateNextWhenIdle(): void {
  if (idleLoopRunning) return;
  idleLoopRunning = true;
  whenIdle(function next() {
    // Document order: Map keeps the order sections mounted in.
    const [section] = waiting.keys();
    if (!section) {
      idleLoopRunning = false;
      return;
    }
    void activate(section).finally(() => whenIdle(next));
  });
}

function listenOnce(): void {
  if (observer) return;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) void activate(entry.target);
    },
    {rootMargin: nearViewport},
  );
  for (const type of interactionEvents) document.addEventListener(type, onInteraction, {capture: true});
}

/** Waits to call `start` for `element`; returns the function that stops waiting. */
export function scheduleHydration(element: Element, start: Start): () => void {
  listenOnce();
  waiting.set(element, start);
  observer!.observe(element);
  hydrateNextWhenIdle();
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
