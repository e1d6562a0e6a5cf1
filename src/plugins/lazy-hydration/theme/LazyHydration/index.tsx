/**
 * A section of a page that hydrates when it is used rather than with the page
 * (see the plugin's README). The server and a client-side navigation render
 * `<as {...props}>{children}</as>` as usual. On the first load, the page's
 * React tree keeps the server's element as an empty shell it never looks
 * into, and the section gets its own React root, hydrated by
 * ./scheduler.ts's triggers, with the page's contexts passed through.
 */
import {
  createElement,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type MutableRefObject,
} from 'react';
import {flushSync} from 'react-dom';
import {hydrateRoot, type Root} from 'react-dom/client';
import {FiberProvider, useContextBridge} from 'its-fine';
import {useIsHydrating} from '@site/src/lib/react/useIsHydrating';
import IslandContent from './IslandContent';
import {scheduleHydration} from './scheduler';

type Tag = 'div' | 'section';
type Props = {as: Tag; children: ReactNode} & ComponentPropsWithoutRef<'div'>;

// One object for every render: React compares it by identity, so the page's
// tree never writes innerHTML and the server's content stays.
const keepServerContent = {__html: ''};
let islandCount = 0;

type Island = {root: Root; hydrated: boolean; rendered: ReactNode};
/**
 * Mounted once the section is due to hydrate, so the page's contexts are
 * read and followed only from then on: it gives the section its own root,
 * rendering `children` with every context of the page passed through, and
 * renders it again whenever the page re-renders it or a context changes.
 */
function IslandRoot({
  section,
  urgent,
  hurry,
  children,
  onHydrated,
}: {
  section: HTMLElement;
  urgent: boolean;
  hurry: MutableRefObject<() => void>;
  children: ReactNode;
  onHydrated: () => void;
}): null {
  const Bridge = useContextBridge();
  const island = useRef<Island | null>(null);
  const latest = useRef<ReactNode>(null);
  const [crash, setCrash] = useState<{error: unknown}>();
  if (crash) throw crash.error;

  const onError = useCallback((error: unknown) => setCrash({error}), []);
  const onCommit = useCallback(() => {
    const current = island.current!;
    if (current.hydrated) return;
    current.hydrated = true;
    // The page re-rendered while the section hydrated: show its latest content.
    if (latest.current !== current.rendered) current.root.render(latest.current);
    onHydrated();
  }, [onHydrated]);
  const content = (
    <Bridge>
      <IslandContent onError={onError} onCommit={onCommit}>
        {children}
      </IslandContent>
    </Bridge>
  );

  useLayoutEffect(() => {
    latest.current = content;
    const current = island.current;
    if (!current) {
      const hydrate = () => {
        islandCount += 1;
        const root = hydrateRoot(section, content, {
          identifierPrefix: `island${islandCount}-`,
          onRecoverableError: (error, errorInfo) =>
            console.error('Lazy hydration onRecoverableError:', error, errorInfo),
        });
        island.current = {root, hydrated: false, rendered: content};
        // The same element again, at once: React finishes hydrating first.
        hurry.current = () => {
          if (!island.current?.hydrated) flushSync(() => root.render(content));
        };
      };
      // Urgent: this layout effect runs in a synchronous commit, and React
      // hydrates the root before that commit returns. Otherwise a
      // transition: React hydrates it in slices of a few milliseconds.
      if (urgent) hydrate();
      else startTransition(hydrate);
    } else if (current.hydrated) {
      // Before it has hydrated, a new element would make React discard the
      // server HTML; onCommit renders the latest one then.
      current.rendered = content;
      current.root.render(content);
    }
  });
  useEffect(
    () => () => {
      const root = island.current?.root;
      // A root cannot be unmounted while the page's React is committing.
      if (root) setTimeout(() => root.unmount());
    },
    [],
  );
  return null;
}

function DeferredSection({as, props, children}: {as: Tag; props: object; children: ReactNode}): ReactNode {
  const element = useRef<HTMLElement>(null);
  const [due, setDue] = useState<{section: HTMLElement; urgent: boolean}>();
  const whenHydrated = useRef<() => void>(() => {});
  const hurry = useRef<() => void>(() => {});
  const onHydrated = useCallback(() => whenHydrated.current(), []);

  // A layout effect: a section inside another one that an interaction
  // hydrates at once is registered before that interaction's event goes on.
  useLayoutEffect(() => {
    const forget = scheduleHydration(element.current!, {
      start: (urgent) =>
        new Promise<void>((resolve) => {
          whenHydrated.current = resolve;
          // Synchronous: an interaction that started it finds it hydrated.
          flushSync(() => setDue({section: element.current!, urgent}));
        }),
      hurry: () => hurry.current(),
    });
    return () => {
      forget();
      // Gone before it hydrated (the reader left the page): the scheduler moves on.
      whenHydrated.current();
    };
  }, []);

  return (
    <>
      {createElement(as, {
        ...props,
        ref: element,
        dangerouslySetInnerHTML: keepServerContent,
        suppressHydrationWarning: true,
      })}
      {due ? (
        <IslandRoot section={due.section} urgent={due.urgent} hurry={hurry} onHydrated={onHydrated}>
          {children}
        </IslandRoot>
      ) : null}
    </>
  );
}

export default function LazyHydration({as, children, ...props}: Props): ReactNode {
  const isHydrating = useIsHydrating();
  const [deferred] = useState(isHydrating);
  return (
    <FiberProvider>
      {deferred ? (
        <DeferredSection as={as} props={props}>
          {children}
        </DeferredSection>
      ) : (
        createElement(as, props, children)
      )}
    </FiberProvider>
  );
}
