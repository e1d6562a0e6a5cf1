/**
 * When each deferred section hydrates: as it comes near the viewport, and at
 * once when the reader interacts inside it. A section the reader never
 * reaches stays server HTML: hydrating it while the browser is idle would
 * only move its long task to a moment the reader may be scrolling or tapping.
 */

/** What the scheduler asks of a section. */
export type Section = {
  /**
   * Starts hydrating it; resolves once React has committed it. `urgent`:
   * at once and in one go, because the reader is interacting with it.
   */
  start: (urgent: boolean) => Promise<void>;
  /** Finishes at once a hydration started in slices. */
  hurry: () => void;
};

// One viewport above and below: a section is usually ready before it scrolls in.
const nearViewport = '100% 0px';
// Listened to in the capture phase on the document, which runs before
// React's listeners on the page's root: by then the section is hydrated and
// React hands the event to its handlers. A pointer merely passing over a
// section starts it in slices.
const urgentEvents = ['pointerdown', 'focusin', 'keydown', 'click'] as const;
const hintEvents = ['pointerover'] as const;

type Entry = Section & {started?: Promise<void>};
/** Sections not hydrated yet. */
const pending = new Map<Element, Entry>();
let observer: IntersectionObserver | undefined;

function activate(element: Element, urgent: boolean): Promise<void> {
  const entry = pending.get(element);
  if (!entry) return Promise.resolve();
  if (entry.started) {
    if (urgent) entry.hurry();
    return entry.started;
  }
  observer?.unobserve(element);
  entry.started = entry.start(urgent).finally(() => pending.delete(element));
  return entry.started;
}

/** The innermost pending section that holds `target` and is not in `skip`, if any. */
function sectionOf(target: EventTarget | null, skip: Set<Element>): Element | undefined {
  for (let node = target instanceof Node ? target : null; node; node = node.parentNode) {
    if (node instanceof Element && pending.has(node) && !skip.has(node)) return node;
  }
  return undefined;
}

function onInteraction(event: Event): void {
  const urgent = event.type !== 'pointerover';
  const done = new Set<Element>();
  // A section hydrated at once may hold sections of its own, registered as it
  // committed: hydrate those around the target too, down to the innermost.
  for (let section = sectionOf(event.target, done); section; section = sectionOf(event.target, done)) {
    done.add(section);
    void activate(section, urgent);
    if (!urgent) return;
  }
}

function listenOnce(): void {
  if (observer) return;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) void activate(entry.target, false);
    },
    {rootMargin: nearViewport},
  );
  for (const type of [...urgentEvents, ...hintEvents]) {
    document.addEventListener(type, onInteraction, {capture: true, passive: true});
  }
}

/** Hydrates `element`'s section when it is due; returns the function that forgets it. */
export function scheduleHydration(element: Element, section: Section): () => void {
  listenOnce();
  pending.set(element, section);
  observer!.observe(element);
  return () => {
    pending.delete(element);
    observer?.unobserve(element);
  };
}
