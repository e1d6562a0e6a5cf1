import type {MouseEvent, ReactNode} from 'react';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import SkipToContent from '@theme-original/SkipToContent';
import './styles.css';

/**
 * The theme's link focuses the main content, then removes the tabindex that
 * made it focusable, and Chromium then moves focus to <body>: a screen reader
 * is left at the top of the page. Focus it again, and keep the tabindex until
 * focus leaves, so the reader stays on the main content.
 */
function keepFocusOnMainContent(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest('a')) return;
  const target =
    document.querySelector('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
  if (!(target instanceof HTMLElement)) return;
  target.setAttribute('tabindex', '-1');
  target.focus({preventScroll: true});
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
}

export default function SkipToContentWrapper(): ReactNode {
  return (
    // The link's own click handler runs first; this one follows as the click bubbles.
    <div onClick={keepFocusOnMainContent}>
      <SkipToContent />
    </div>
  );
}
