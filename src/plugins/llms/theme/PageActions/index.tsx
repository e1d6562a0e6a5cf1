import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** A new chat in each assistant, asking it to read the page's Markdown. */
const assistants = [
  {
    id: 'chatgpt',
    label: 'Open in ChatGPT',
    url: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`,
  },
  {
    id: 'claude',
    label: 'Open in Claude',
    url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
  },
];

async function copyText(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

/**
 * "Copy page" (the page's Markdown twin to the clipboard) and a "Page
 * actions" menu: view the Markdown, or open it in an assistant. The menu
 * follows the WAI-ARIA menu button pattern: Enter, Space or the arrow keys
 * open it, arrows and Home/End move, Escape closes it back to the button.
 */
export default function PageActions({twinPath}: {twinPath: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusOnOpen = useRef<number | null>(null);

  const twinUrl = `${siteConfig.url.replace(/\/+$/, '')}${twinPath}`;
  const prompt = translate(
    {id: 'pageActions.prompt', message: 'Read {url} so I can ask questions about it.'},
    {url: twinUrl},
  );

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!open) return undefined;
    if (focusOnOpen.current !== null) items.current.at(focusOnOpen.current)?.focus();
    focusOnOpen.current = null;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const openMenu = (focus: number) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const closeMenu = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const links = items.current.filter((a): a is HTMLAnchorElement => a !== null);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % links.length,
      ArrowUp: (index - 1 + links.length) % links.length,
      Home: 0,
      End: links.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      links[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const copy = () => {
    copyText(twinPath).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  const copyLabel = translate({id: 'pageActions.copy', message: 'Copy page'});
  const statusText =
    status === 'copied'
      ? translate({id: 'pageActions.copied', message: 'Copied the page as Markdown'})
      : status === 'failed'
        ? translate({
            id: 'pageActions.copyFailed',
            message: 'Could not copy: open "View as Markdown" instead',
          })
        : '';
  const links = [
    {id: 'markdown', label: translate({id: 'pageActions.view', message: 'View as Markdown'}), href: twinPath},
    ...assistants.map((a) => ({
      id: a.id,
      label: translate({id: `pageActions.${a.id}`, message: a.label}),
      href: a.url(prompt),
    })),
  ];

  return (
    <div className={styles.actions} ref={root} data-search-exclude>
      <div className={styles.group}>
        <button type="button" className={styles.copy} onClick={copy}>
          {copyLabel}
        </button>
        <button
          type="button"
          ref={button}
          className={styles.toggle}
          aria-label={translate({id: 'pageActions.menu', message: 'Page actions'})}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => (open ? setOpen(false) : openMenu(0))}
          onKeyDown={onButtonKey}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      <ul id={menuId} role="menu" className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        {links.map((link, i) => (
          <li key={link.id} role="none">
            <a
              role="menuitem"
              ref={(el) => {
                items.current[i] = el;
              }}
              href={link.href}
              {...(link.id === 'markdown'
                ? {type: 'text/markdown'}
                : {target: '_blank', rel: 'noopener noreferrer'})}
              onClick={() => setOpen(false)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <span className={styles.status} role="status">
        {statusText}
      </span>
    </div>
  );
}
